import { mkdirSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT, TMP_ROOT, useLocalServer } from "../../harness";
import { type InstalledSdk, JavaProject, javaProgramCopy, maven } from "./java-project";
import {
  accountIds,
  expectDeployed,
  expectPutBack,
  expectSecretsAtOwnPath,
  LITERAL_SECRETS,
  RESOURCES,
  refreshingPreview,
  stackOutputs,
} from "./stages";
import { exec, scriptOutput } from "./toolchain";

/**
 * The Java SDK, sdk/java, built with Maven and installed into the per-user Maven repository
 * (scripts/java-sdk.sh --install), used by the Maven program java/ (src/main/java/sdktest/App.java), which the
 * real CLI runs through Pulumi's real Java language host (`runtime: java`), as users run it; the plugin is the
 * one `Pulumi.yaml` names.
 */
const local = useLocalServer({ beforeAll, afterAll });
let sdk: InstalledSdk;

beforeAll(async () => {
  sdk = JSON.parse(await scriptOutput("java-sdk.sh", "--install"));
}, 900_000);

describe("the Java SDK through the real CLI and the Java language host", { timeout: 1_200_000 }, () => {
  it("java: up, no drift, drift named and put back by up --refresh, secrets at their own path and never in clear, destroy", async () => {
    const { client, server } = local;
    const project = await JavaProject.create({
      sdk,
      project: "sdk-java",
      config: { "tunnels:apiUrl": server.url },
      secretConfig: { "tunnels:apiKey": server.rootToken },
    });
    const before = await accountIds(client);

    const up = await project.run(["up", "--yes", "--skip-preview"]);
    // The resources and the stack itself; the host beside the CLI, not one found on PATH.
    expect(up.stdout).toMatch(new RegExp(`\\+ ${RESOURCES + 1} created`));
    expect(up.stdout + up.stderr).not.toMatch(/using pulumi-language-java from \$PATH/);
    const outputs = await stackOutputs(project);
    const siteId = await expectDeployed(client, outputs);

    const quiet = await refreshingPreview(project, 0);

    await client.httpsEdges.update(siteId, { description: "changed by hand" });
    const drifted = await refreshingPreview(project, 7);
    // The member, in the program's name, with the account's value and the program's.
    expect(drifted.stdout).toMatch(/~ tunnels:index:HttpsEdge: \(update\)/);
    expect(drifted.stdout).toMatch(/~ description\s*:\s*"changed by hand"\s*=>\s*"Public site"/);

    const putBack = await expectPutBack(project, client, siteId, 1);

    // As a user runs it, without --show-secrets: secrets only as ciphertext.
    const state = (await project.run(["stack", "export"])).stdout;
    expect(state).toContain("ciphertext");
    for (const secret of [String(outputs.keyToken.value), server.rootToken, ...LITERAL_SECRETS])
      expect(state).not.toContain(secret);
    expectSecretsAtOwnPath(state);

    const destroyed = await project.run(["destroy", "--yes", "--skip-preview"]);
    expect(destroyed.stdout).toMatch(new RegExp(`- ${RESOURCES + 1} deleted`));
    expect(await accountIds(client)).toEqual(before);
    const printed = [up, quiet, drifted, ...putBack, destroyed].map((r) => r.stdout + r.stderr).join("\n");
    for (const secret of LITERAL_SECRETS) expect(printed, "a command's output").not.toContain(secret);
  });

  it("scripts/java-sdk.sh --out writes the release's jar, sources jar and pom", async () => {
    mkdirSync(TMP_ROOT, { recursive: true });
    const out = mkdtempSync(path.join(TMP_ROOT, "java-release-"));
    await scriptOutput("java-sdk.sh", "--out", out);
    const { version } = JSON.parse(readFileSync(path.join(REPO_ROOT, "plugin", "schema.json"), "utf8"));
    const name = `tunnels-${version}`;
    expect(readdirSync(out).sort()).toEqual([`${name}-sources.jar`, `${name}.jar`, `${name}.pom`]);
    const list = async (jar: string) => (await exec("jar", ["tf", path.join(out, jar)])).stdout.split("\n");
    const classes = await list(`${name}.jar`);
    for (const file of [
      "HttpsEdge.class",
      "inputs/HttpsEdgeRouteCircuitBreakerModuleArgs.class",
      "plugin.json",
    ])
      expect(classes).toContain(`com/pulumitunnels/tunnels/${file}`);
    expect(await list(`${name}-sources.jar`)).toContain("com/pulumitunnels/tunnels/HttpsEdge.java");
    const pom = readFileSync(path.join(out, `${name}.pom`), "utf8");
    expect(pom).toContain("<groupId>com.pulumitunnels</groupId>");
    expect(pom).toContain(`<artifactId>tunnels</artifactId>\n    <version>${version}</version>`);
  });

  it("the SDK tells the language host which plugin a program needs, as the host asks (plugin.json)", async () => {
    // The host's own question (GetRequiredPackages): the Java SDK's bootstrap lists the plugin.json files on the
    // program's class path, and finds them only under com/ (hence the schema's `basePackage`).
    const asked = await maven(javaProgramCopy(sdk), [
      "-q",
      "-Dorg.slf4j.simpleLogger.logFile=System.err",
      "compile",
      "exec:java",
      "-DmainClass=com.pulumi.bootstrap.internal.Main",
      "-DmainArgs=packages",
    ]);
    expect(asked.code, asked.stdout + asked.stderr).toBe(0);
    const schema = JSON.parse(readFileSync(path.join(REPO_ROOT, "plugin", "schema.json"), "utf8"));
    // One JSON list on stdout, among Maven's colour resets. `server`: where the CLI downloads the plugin.
    const packages = asked.stdout.match(/\[(\{.*\})?\]/)?.[0];
    expect(JSON.parse(packages ?? "null")).toEqual([
      { resource: true, name: "tunnels", version: schema.version, server: schema.pluginDownloadURL },
    ]);
  });

  it("javac rejects a misspelt member, naming it and where it is", async () => {
    const accepted = await maven(javaProgramCopy(sdk), ["-q", "compile"]);
    expect(accepted.code, accepted.stdout + accepted.stderr).toBe(0);

    const misspelt = await maven(javaProgramCopy(sdk, ['.match("/app")', '.mach("/app")']), [
      "-q",
      "compile",
    ]);
    expect(misspelt.code).toBe(1);
    expect(misspelt.stdout).toMatch(/App\.java:\[\d+,\d+\] cannot find symbol/);
    expect(misspelt.stdout).toMatch(/symbol:\s+method mach\(java\.lang\.String\)/);
  });
});

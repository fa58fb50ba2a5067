import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TunnelsClient } from "../../client";
import {
  type CliProject,
  type CountedServer,
  countedServer,
  inventory,
  leftovers,
  packedPackage,
  REPO_ROOT,
  runProcess,
} from "../../harness";
import { compileProgram, nodejsSdkProject, packedNodejsSdk } from "./nodejs-project";

/**
 * The README's move of a stack from the TypeScript classes to the Node.js SDK (`pulumi import` of each object's
 * plugin twin, then the classes' resources dropped from the state with their secrets carried over), through the
 * real CLI on a stack the classes made, behind the proxy that counts every call: afterwards the account holds
 * the same objects, unchanged, not one write reached the service, the state holds only `tunnels:index:*`
 * resources, the program (its import changed) previews with no changes after a refresh, and the API key's token,
 * which no read returns, is still the stack's output and still valid.
 */
const PROGRAM = readFileSync(path.join(REPO_ROOT, "test", "sdks", "nodejs", "migrated-program.ts"), "utf8");
const CLASSES = 'import * as tunnels from "pulumi-tunnels";';
const SDK = 'import * as tunnels from "@pulumi-tunnels/tunnels";';
let counted: CountedServer;
/** The account, read past the counting proxy. */
let client: TunnelsClient;
let tarballs: string[] = [];

beforeAll(async () => {
  counted = await countedServer();
  client = new TunnelsClient({ baseUrl: counted.server.url, apiKey: counted.server.rootToken });
  tarballs = [await packedPackage(), packedNodejsSdk()];
}, 300_000);
afterAll(async () => {
  await client?.close();
  await counted?.close();
});

/** `tunnels-migrate <step>` as the user's `npx` runs it: the installed package's command, the state on its input. */
async function migrateStep(project: CliProject, step: string, state: string): Promise<string> {
  const cli = path.join(
    project.dir,
    "node_modules",
    "pulumi-tunnels",
    "dist",
    "provider",
    "migrate",
    "cli.js",
  );
  const result = await runProcess(process.execPath, [cli, step], {
    cwd: project.dir,
    env: process.env,
    input: state,
  });
  expect(result.code, result.stderr).toBe(0);
  return result.stdout;
}

describe("moving a stack from the TypeScript classes to the Node.js SDK", { timeout: 900_000 }, () => {
  it("the README's procedure: same objects untouched, no write, tunnels:index:* in state, no changes after", async () => {
    expect(PROGRAM).toContain(CLASSES);
    const project = await nodejsSdkProject({
      tarballs,
      project: "sdk-move",
      source: PROGRAM,
      config: { "tunnels:apiUrl": counted.url },
      secretConfig: { "tunnels:apiKey": counted.server.rootToken },
    });
    await project.run(["up", "--yes", "--skip-preview"]);
    const token = JSON.parse(
      (await project.run(["stack", "output", "keyToken", "--show-secrets", "--json"])).stdout,
    );
    const before = await inventory(client);
    const from = counted.calls.length;

    // The procedure (README, "Moving a stack to the SDK").
    const imports = await migrateStep(project, "imports", (await project.run(["stack", "export"])).stdout);
    writeFileSync(path.join(project.dir, "import.json"), imports);
    const imported = await project.run([
      "import",
      "--file",
      "import.json",
      "--protect=false",
      "--generate-code=false",
      "--yes",
    ]);
    expect(imported.stdout).toMatch(/= 8 imported/);
    const moved = await migrateStep(project, "state", (await project.run(["stack", "export"])).stdout);
    await project.run(["stack", "import"], { input: moved });
    const compiled = await compileProgram(project.dir, PROGRAM.replace(CLASSES, SDK), true);
    expect(compiled.code, compiled.stdout).toBe(0);
    const check = await project.pulumi(["preview", "--refresh", "--expect-no-changes"]);
    expect(check.code, check.stdout + check.stderr).toBe(0);
    // The program's next run changes nothing either, and computes its outputs from the moved resources.
    const up = await project.run(["up", "--yes", "--skip-preview"]);
    expect(up.stdout).toMatch(/Resources:\s+9 unchanged/);

    // Only reads reached the service, and every object is as it was (ids, members, modules).
    const methods = new Set(counted.calls.slice(from).map((c) => c.method));
    expect([...methods]).toEqual(["GET"]);
    expect(await inventory(client)).toEqual(before);
    const state = JSON.parse((await project.run(["stack", "export"])).stdout);
    const types = state.deployment.resources.map((r: { type: string }) => r.type);
    expect(new Set(types)).toEqual(
      new Set([
        "pulumi:pulumi:Stack",
        "pulumi:providers:tunnels",
        ...types.filter((t: string) => t.startsWith("tunnels:index:")),
      ]),
    );
    expect(types.filter((t: string) => t.startsWith("tunnels:index:"))).toHaveLength(8);
    // The key's token, which no read returns, came over from the old state: the SDK's `key.token`, still valid.
    const after = await project.run(["stack", "output", "keyToken", "--show-secrets", "--json"]);
    expect(JSON.parse(after.stdout)).toBe(token);
    const keyId = JSON.parse((await project.run(["stack", "output", "keyId", "--json"])).stdout);
    const asTheKey = new TunnelsClient({ baseUrl: counted.server.url, apiKey: token });
    expect((await asTheKey.apiKeys.get(keyId)).description).toBe("CI");
    await asTheKey.close();
    const exported = (await project.run(["stack", "export"])).stdout;
    for (const secret of [token, "dd-migrated-s3cr3t", counted.server.rootToken])
      expect(exported).not.toContain(secret);

    // The stack owns them through the plugin now: destroying it deletes them.
    await project.run(["destroy", "--yes", "--skip-preview"]);
    expect(await leftovers(client)).toEqual({});
  });
});

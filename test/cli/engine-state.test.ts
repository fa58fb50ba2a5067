import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CliProject, makeProgramDir, packedPackage, TestEngine, useLocalServer } from "../../harness";

/**
 * The test engine's state, judged by the real CLI: `pulumi stack import` accepts the engine's checkpoint
 * (its manifest, its passphrase-encrypted secrets), decrypts its secrets with the same passphrase, and a
 * `pulumi preview` of the same program over that state finds nothing to do, so the engine wrote what the
 * CLI would have.
 */
const PROGRAM = `
const t = require("pulumi-tunnels");
const key = new t.ApiKey("key", { description: "ci" });
const edge = new t.HttpsEdge("edge", { hostports: ["engine-state.example.com:443"] });
new t.HttpsEdgeRoute("route", {
  edgeId: edge.id,
  matchType: "path_prefix",
  match: "/",
  webhookVerification: { provider: "github", secret: "webhook-s3cr3t" },
});
module.exports = { token: key.token };
`;
const PASSPHRASE = "cli test passphrase"; // CliProject's, so that the CLI decrypts what the engine wrote
const PROJECT = "engine-state";

const local = useLocalServer({ beforeAll, afterAll });
let engine: TestEngine | undefined;
afterAll(async () => {
  await engine?.close();
});

describe("the test engine's state under the real CLI", { timeout: 600_000 }, () => {
  it("imports, shows the engine's secrets with the passphrase, and previews with no changes", async () => {
    const tarball = await packedPackage();
    const config = { "tunnels:apiUrl": local.server.url };
    const secretConfig = { "tunnels:apiKey": local.server.rootToken };
    const { dir } = await makeProgramDir({ tarballs: [tarball], programSource: PROGRAM, project: PROJECT });
    engine = new TestEngine({ programDir: dir, stack: "dev", config, secretConfig, passphrase: PASSPHRASE });
    const up = await engine.up();
    expect(up.errors).toEqual([]);
    const token = up.outputs.token as string;
    expect(token).toMatch(/^.{20,}$/);

    const checkpoint = JSON.parse(readFileSync(engine.stateFile, "utf8"));
    const deployment = path.join(dir, "deployment.json");
    writeFileSync(deployment, JSON.stringify({ version: 3, deployment: checkpoint.checkpoint.latest }));
    const project = await CliProject.create({
      programSource: PROGRAM,
      tarballs: [tarball],
      project: PROJECT,
      config,
      secretConfig,
    });
    await project.run(["stack", "import", "--file", deployment]);

    const hidden = (await project.run(["stack", "export"])).stdout;
    expect(hidden).not.toContain("webhook-s3cr3t");
    expect(hidden).not.toContain(token);
    const shown = (await project.run(["stack", "export", "--show-secrets"])).stdout;
    expect(shown).toContain("webhook-s3cr3t");
    expect(
      JSON.parse((await project.run(["stack", "output", "--json", "--show-secrets"])).stdout).token,
    ).toBe(token);

    const preview = await project.pulumi(["preview", "--expect-no-changes"]);
    expect(preview.stdout + preview.stderr).not.toContain("error");
    expect(preview.code).toBe(0);
  });
});

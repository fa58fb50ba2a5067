import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLUGIN_DIR, requirePlugin, useLocalServer, YamlProject } from "../../harness";
import { expectVerdicts, previewWithPack, POLICY_PROGRAM, writePack } from "../policy/policy-cli";

/**
 * The tunnels policy pack run by `pulumi preview --policy-pack` on a YAML stack, with this build's analyzer: the
 * plugin started as `pulumi-analyzer-policy-tunnels` (plugin/bin), named in the project's `plugins: analyzers`.
 * test/release/policy-pack.test.ts runs the same stack with the analyzer installed from the release folder.
 */
const local = useLocalServer({ beforeAll, afterAll });
let project: YamlProject;
let files: ReturnType<typeof writePack>;

beforeAll(async () => {
  requirePlugin();
  const analyzers = path.join(path.dirname(require.resolve("pulumi-resource-tunnels/package.json")), "bin");
  const plugins = {
    providers: [{ name: "tunnels", path: PLUGIN_DIR }],
    analyzers: [{ name: "policy-tunnels", path: analyzers }],
  };
  project = await YamlProject.create({
    program: `${POLICY_PROGRAM}\nplugins: ${JSON.stringify(plugins)}\n`,
    project: "policy",
    config: { "tunnels:apiUrl": local.server.url },
    secretConfig: { "tunnels:apiKey": local.server.rootToken },
  });
  files = writePack(path.join(project.dir, ".."));
}, 300_000);
afterAll(() => rmSync(path.join(project.dir, ".."), { recursive: true, force: true }));

describe("the tunnels policy pack in a YAML preview (this build's analyzer)", { timeout: 300_000 }, () => {
  it("mandatory: the preview fails naming each violating resource and its rule; the twins pass", async () => {
    const preview = await project.pulumi(previewWithPack(files.pack, files.mandatory));
    expectVerdicts(preview, "mandatory");
  });

  it("advisory: the preview exits 0 and warns of each", async () => {
    const preview = await project.pulumi(previewWithPack(files.pack, files.advisory));
    expectVerdicts(preview, "advisory");
  });

  it("an unknown rule in the config fails before any resource, naming it and the rules", async () => {
    const bad = path.join(project.dir, "..", "bad.json");
    writeFileSync(bad, JSON.stringify({ "tls-minimum": "mandatory" }));
    const preview = await project.pulumi(previewWithPack(files.pack, bad));
    expect(preview.code).not.toBe(0);
    expect(preview.stdout + preview.stderr).toMatch(/has no rule tls-minimum; its rules are tls-min-version/);
  });
});

import { copyFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, it } from "vitest";
import { CliProject, localPluginSection, REPO_ROOT, useLocalServer } from "../../harness";
import { expectVerdicts, previewWithPack, writePack } from "../policy/policy-cli";
import { scriptOutput } from "./toolchain";

/**
 * The tunnels policy pack on a Python SDK stack (the plugin's resources, from Python): the YAML test's stack written
 * in Python (test/policy/stack/policy_stack.py), served by drivers/cli/python-host.py with the SDK's interpreter, the
 * analyzer of this build named in the project's `plugins: analyzers`. One preview per level.
 */
const local = useLocalServer({ beforeAll, afterAll });
let project: CliProject;
let files: ReturnType<typeof writePack>;

beforeAll(async () => {
  const venv = await scriptOutput("python-sdk-env.sh");
  project = await CliProject.create({
    programSource: "",
    tarballs: [],
    project: "policy-python",
    python: { interpreter: path.join(venv, "bin", "python"), program: "policy_stack.py" },
    config: { "tunnels:apiUrl": local.server.url },
    secretConfig: { "tunnels:apiKey": local.server.rootToken },
  });
  const analyzers = path.join(path.dirname(require.resolve("pulumi-resource-tunnels/package.json")), "bin");
  writeFileSync(
    path.join(project.dir, "Pulumi.yaml"),
    `name: policy-python\nruntime: python\n${localPluginSection()}  analyzers:\n    - name: policy-tunnels\n      path: ${analyzers}\n`,
  );
  copyFileSync(
    path.join(REPO_ROOT, "test", "policy", "stack", "policy_stack.py"),
    path.join(project.dir, "policy_stack.py"),
  );
  files = writePack(path.join(project.dir, "policy"));
}, 900_000);

describe("the tunnels policy pack on a Python SDK stack", { timeout: 300_000 }, () => {
  it("mandatory: the preview fails naming each violating resource and its rule; the twins pass", async () => {
    expectVerdicts(await project.pulumi(previewWithPack(files.pack, files.mandatory)), "mandatory");
  });

  it("advisory: the preview exits 0 and warns of each", async () => {
    expectVerdicts(await project.pulumi(previewWithPack(files.pack, files.advisory)), "advisory");
  });
});

import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CliProject, CliProject as Project, packedPackage, useLocalServer } from "../../harness";
import { expectVerdicts, previewWithPack, POLICY_CLASSES_PROGRAM, writePack } from "../policy/policy-cli";

/**
 * The tunnels policy pack on the TypeScript classes' resources (dynamic resources, `pulumi-nodejs:dynamic/tunnels:…`,
 * a member holding a secret sent as one secret): the same stack as the YAML test's, run by the program host, with
 * this build's analyzer found on PATH (plugin/bin). One preview per level.
 */
const local = useLocalServer({ beforeAll, afterAll });
let project: CliProject;
let files: ReturnType<typeof writePack>;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  project = await Project.create({
    programSource: POLICY_CLASSES_PROGRAM,
    tarballs: [await packedPackage()],
    project: "policy-classes",
    config: { "tunnels:apiUrl": local.server.url },
    secretConfig: { "tunnels:apiKey": local.server.rootToken },
  });
  files = writePack(path.join(project.dir, "policy"));
  const analyzers = path.join(path.dirname(require.resolve("pulumi-resource-tunnels/package.json")), "bin");
  env = { PATH: `${analyzers}${path.delimiter}${project.env().PATH}` };
}, 600_000);

describe("the tunnels policy pack on the TypeScript classes' resources", { timeout: 300_000 }, () => {
  it("mandatory: the preview fails naming each violating resource and its rule; the twins pass", async () => {
    const preview = await project.pulumi(previewWithPack(files.pack, files.mandatory), { env });
    expectVerdicts(preview, "mandatory");
    expect(preview.stdout).toContain("pulumi-nodejs:dynamic/tunnels:HttpsEdgeRoute: route-open)");
  });

  it("advisory: the preview exits 0 and warns of each", async () => {
    const preview = await project.pulumi(previewWithPack(files.pack, files.advisory), { env });
    expectVerdicts(preview, "advisory");
  });
});

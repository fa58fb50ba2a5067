import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PACKAGE_VERSION as VERSION, releaseFolder, useLocalServer, YamlProject } from "../../harness";
import { expectVerdicts, previewWithPack, POLICY_PROGRAM, writePack } from "../policy/policy-cli";
import { installedPlugins, outsideRepo, useAssetServer, userEnv } from "./user";

/**
 * The tunnels policy pack as a YAML team with only the Pulumi CLI runs it: no `node` on PATH, no plugin on PATH
 * counts, the analyzer installed by `pulumi plugin install analyzer policy-tunnels <version> --server <url>` from the
 * release folder served over HTTP (the provider downloaded by the CLI itself), the pack's folder and config from
 * the release folder's `tunnels-policy/`. The stack holds a violation and a compliant twin of each rule.
 */
const local = useLocalServer({ beforeAll, afterAll });
let folder = "";
const assets = useAssetServer(() => folder);
let scratch = "";
let project: YamlProject;
let files: ReturnType<typeof writePack>;

const ANALYZER = `pulumi-analyzer-policy-tunnels-v${VERSION}-linux-amd64.tar.gz`;

beforeAll(async () => {
  folder = await releaseFolder();
  scratch = outsideRepo("policy");
  // The provider's version, once, as the README's program gives it; the analyzer needs none in the program.
  const program = POLICY_PROGRAM.replace(
    '        minVersion: "1.2"\n  tls-old:',
    `        minVersion: "1.2"\n    options:\n      version: ${VERSION}\n      pluginDownloadURL: github://api.github.com/pulumi-tunnels\n  tls-old:`,
  );
  expect(program).toContain("pluginDownloadURL");
  project = await YamlProject.create({
    program,
    project: "policy",
    parentDir: scratch,
    env: userEnv(assets),
    config: { "tunnels:apiUrl": local.server.url },
    secretConfig: { "tunnels:apiKey": local.server.rootToken },
  });
  files = writePack(scratch);
}, 1_200_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the tunnels policy pack from the release, with only the CLI", { timeout: 600_000 }, () => {
  it("ships the pack's folder: PulumiPolicy.yaml with runtime tunnels, a README and an example config", () => {
    const pack = path.join(folder, "tunnels-policy");
    expect(readFileSync(path.join(pack, "PulumiPolicy.yaml"), "utf8")).toMatch(/^runtime: tunnels$/m);
    const readme = readFileSync(path.join(pack, "README.md"), "utf8");
    const example = JSON.parse(readFileSync(path.join(pack, "policy-config.example.json"), "utf8"));
    for (const rule of Object.keys(example)) expect(readme).toContain(`### ${rule}`);
    expect(example["tls-min-version"]).toEqual({ enforcementLevel: "mandatory", minVersion: "1.2" });
  });

  it("installs the analyzer with pulumi plugin install from the served folder, one download", async () => {
    const home = project.env().PULUMI_HOME ?? "";
    const install = await project.pulumi([
      "plugin",
      "install",
      "analyzer",
      "policy-tunnels",
      VERSION,
      "--server",
      assets.url,
    ]);
    expect(install.code, install.stdout + install.stderr).toBe(0);
    expect(assets.requests).toEqual([`GET /${ANALYZER}`]);
    expect(installedPlugins(home)).toEqual({
      [`analyzer-policy-tunnels-v${VERSION}`]: ["pulumi-analyzer-policy-tunnels"],
    });
  });

  it("mandatory: the preview of the release's pack folder fails naming each violation; the twins pass", async () => {
    const pack = path.join(folder, "tunnels-policy");
    const preview = await project.pulumi(previewWithPack(pack, files.mandatory));
    expectVerdicts(preview, "mandatory");
    expect(preview.stdout + preview.stderr).not.toMatch(/from \$PATH|node: not found/);
  });

  it("advisory: the preview exits 0 and warns of each", async () => {
    const preview = await project.pulumi(previewWithPack(files.pack, files.advisory));
    expectVerdicts(preview, "advisory");
    // The analyzer ran from the plugin cache: the archive was fetched once, then the provider by the CLI.
    expect(assets.requests.filter((r) => r.includes("analyzer"))).toEqual([`GET /${ANALYZER}`]);
    expect(existsSync(path.join(folder, ANALYZER))).toBe(true);
  });
});

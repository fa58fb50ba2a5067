import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  counts,
  inventory,
  leftovers,
  PACKAGE_VERSION as VERSION,
  releaseFolder,
  useLocalServer,
  YamlProject,
} from "../../harness";
import { installedPlugins, outsideRepo, docBlock, useAssetServer, userEnv } from "./user";

/**
 * The README's YAML program as a user with no clone runs it: the CLI and the YAML host on PATH and nothing else
 * (no `node`), an empty plugin cache, the plugin downloaded by the CLI from the release folder served over HTTP
 * (the schema's `github://` URL sent there), the local API server as the service.
 */
const local = useLocalServer({ beforeAll, afterAll });
let folder = "";
const assets = useAssetServer(() => folder);
let scratch = "";
let project: YamlProject;

beforeAll(async () => {
  folder = await releaseFolder();
  scratch = outsideRepo("yaml");
  // YamlProject writes the name and runtime itself.
  const program = docBlock("README.md", "A first program", "yaml", { "<version>": VERSION }).replace(
    /^(name|runtime):.*\n/gm,
    "",
  );
  project = await YamlProject.create({
    program,
    project: "edge",
    parentDir: scratch,
    env: userEnv(assets),
    config: { "tunnels:apiUrl": local.server.url },
    secretConfig: { "tunnels:apiKey": local.server.rootToken, "edge:datadogApiKey": "dd-user-s3cr3t" },
  });
}, 1_200_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const archive = `/pulumi-resource-tunnels-v${VERSION}-linux-amd64.tar.gz`;

describe("the README's YAML program, the plugin fetched by the CLI from the release", {
  timeout: 900_000,
}, () => {
  it("previews after one download, goes up, shows no drift, then API drift (exit 7), and is destroyed", async () => {
    const home = project.env().PULUMI_HOME ?? "";
    expect(installedPlugins(home)).toEqual({});

    const preview = await project.pulumi(["preview"]);
    expect(preview.code, preview.stdout + preview.stderr).toBe(0);
    expect(assets.requests).toEqual([`GET ${archive}`]);
    // The executable alone, installed where the CLI keeps plugins; nothing else came with it.
    expect(installedPlugins(home)).toEqual({ [`resource-tunnels-v${VERSION}`]: ["pulumi-resource-tunnels"] });
    expect(preview.stdout + preview.stderr).not.toMatch(/warning|node: not found/i);

    const up = await project.pulumi(["up", "--yes", "--skip-preview"]);
    expect(up.code, up.stdout + up.stderr).toBe(0);
    expect(counts(await inventory(local.client))).toMatchObject({
      ipPolicies: 1,
      httpsEdges: 1,
      routes: 1,
      eventDestinations: 1,
    });
    const { edgeId } = JSON.parse((await project.run(["stack", "output", "--json"])).stdout);

    const clean = await project.pulumi(["preview", "--refresh", "--expect-no-changes"]);
    expect(clean.code, clean.stdout + clean.stderr).toBe(0);
    await local.client.httpsEdges.update(edgeId, { description: "changed by hand" });
    const drift = await project.pulumi(["preview", "--refresh", "--expect-no-changes"]);
    expect(drift.code, drift.stdout + drift.stderr).toBe(7);

    const destroyed = await project.pulumi(["destroy", "--yes", "--skip-preview"]);
    expect(destroyed.code, destroyed.stdout + destroyed.stderr).toBe(0);
    expect(await leftovers(local.client)).toEqual({});
    // Every command after the first ran the installed plugin: still the one download.
    expect(assets.requests).toEqual([`GET ${archive}`]);
    expect(path.basename(folder)).toMatch(/^release-/);
  });

  it("a 100 KB description fails preview with a message of a few hundred bytes, the value cut and its length said", async () => {
    const program = docBlock("README.md", "A first program", "yaml", { "<version>": VERSION })
      .replace(/^(name|runtime):.*\n/gm, "")
      .replace("description: Office networks", `description: ${"a".repeat(102_400)}`);
    project.writeProgram(program);
    const preview = await project.pulumi(["preview"]);
    expect(preview.code).not.toBe(0);
    const out = preview.stdout + preview.stderr;
    // Before, the CLI printed the value whole after `property description value`, twice: 206 KB.
    expect(out.length).toBeLessThan(3_000);
    expect(out).not.toMatch(/a{101}/);
    const diagnostics = out.split("Diagnostics:")[1] ?? "";
    expect(diagnostics).toContain(
      `tunnels:index:IpPolicy resource 'office' has a problem: description (given "${"a".repeat(100)}…" (102,400 characters)) must be at most 255 bytes of UTF-8 text; shorten it.`,
    );
    expect(await leftovers(local.client)).toEqual({});
  });
});

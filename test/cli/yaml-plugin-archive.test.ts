import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { archiveName, writeArchive } from "../../scripts/plugin-archive";
import { leftovers, useLocalServer, YamlProject } from "../../harness";

/**
 * The plugin archive as a user gets it: written by the plugin workspace's `archive` script, installed with
 * `pulumi plugin install resource tunnels <version> --file` into a fresh `PULUMI_HOME` outside this repository
 * (so no `node_modules` of ours is above it), then found there by the CLI for a YAML program that has no
 * `plugins:` entry, with no plugin on PATH and no automatic plugin downloads.
 */
const local = useLocalServer({ beforeAll, afterAll });
const VERSION = (require("../../package.json") as { version: string }).version;
let scratch: string;
let archive: string;

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), "tunnels-archive-"));
  archive = await writeArchive(path.join(scratch, "out"));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** PATH without any folder that holds a `pulumi-resource-tunnels` (npm puts node_modules/.bin first). */
const pathWithoutPlugin = (value: string) =>
  value
    .split(path.delimiter)
    .filter((dir) => dir && !existsSync(path.join(dir, "pulumi-resource-tunnels")))
    .join(path.delimiter);

describe("the plugin archive, installed into a fresh PULUMI_HOME", { timeout: 600_000 }, () => {
  it("is named for this version and platform, installs with --file, and runs a YAML program alone", async () => {
    expect(path.basename(archive)).toBe(archiveName(VERSION));
    expect(path.basename(archive)).toMatch(
      /^pulumi-resource-tunnels-v\d+\.\d+\.\d+-(linux|darwin)-(amd64|arm64)\.tar\.gz$/,
    );
    const project = await YamlProject.create({
      program:
        "resources:\n  office:\n    type: tunnels:index:IpPolicy\n    properties:\n      description: office\n",
      project: "archive",
      config: { "tunnels:apiUrl": local.server.url },
      secretConfig: { "tunnels:apiKey": local.server.rootToken },
    });
    const home = path.join(scratch, "pulumi-home");
    const base = project.env();
    const env = {
      PULUMI_HOME: home,
      PATH: pathWithoutPlugin(base.PATH ?? ""),
      PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: "true",
    };
    expect(
      env.PATH.split(path.delimiter).some((d) => existsSync(path.join(d, "pulumi-resource-tunnels"))),
    ).toBe(false);

    const install = await project.pulumi(
      ["plugin", "install", "resource", "tunnels", VERSION, "--file", archive],
      { env },
    );
    expect(install.code, install.stdout + install.stderr).toBe(0);
    const installed = readdirSync(path.join(home, "plugins"));
    expect(installed).toContain(`resource-tunnels-v${VERSION}`);
    const listed = await project.pulumi(["plugin", "ls", "--json"], { env });
    expect(JSON.parse(listed.stdout)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: "tunnels", kind: "resource", version: VERSION }),
      ]),
    );

    // The selected stack is recorded in PULUMI_HOME: the fresh one selects it again.
    expect((await project.pulumi(["stack", "select", project.stack], { env })).code).toBe(0);
    const up = await project.pulumi(["up", "--yes", "--skip-preview"], { env });
    expect(up.code, up.stdout + up.stderr).toBe(0);
    expect(await leftovers(local.client)).toEqual({ ipPolicies: 1 });
    expect((await project.pulumi(["preview", "--refresh", "--expect-no-changes"], { env })).code).toBe(0);
    const destroyed = await project.pulumi(["destroy", "--yes", "--skip-preview"], { env });
    expect(destroyed.code, destroyed.stdout + destroyed.stderr).toBe(0);
    expect(await leftovers(local.client)).toEqual({});
  });
});

import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  readSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { list } from "tar";
import { beforeAll, describe, expect, it } from "vitest";
import { runnerFor, platformNamed } from "../../scripts/release/platforms";
import { runCheck } from "../../scripts/release/run-check";
import { releaseVersion } from "../../scripts/release/versions";
import { PACKAGE_VERSION as VERSION, REPO_ROOT, releaseFolder, unpackedExecutable } from "../../harness";

const run = promisify(execFile);

/**
 * What `npm run release` writes (built once for all of test/release by harness/release/release-folder.ts): every file at the
 * package.json version, each plugin archive holding one executable binary that runs with nothing on the machine
 * (linux-arm64 under QEMU), the sums `sha256sum -c` reads, the npm, Python and Go packages, the schema.
 */
let folder = "";
const GO_MODULE = "github.com/pulumi-tunnels/pulumi-tunnels/sdk/go";
const PLATFORMS = ["linux-amd64", "linux-arm64"];
/** ELF's e_machine of each platform's executable. */
const MACHINE: Record<string, number> = { "linux-amd64": 62, "linux-arm64": 183 };

beforeAll(async () => {
  folder = await releaseFolder();
}, 1_200_000);

/** Each entry of a .tar.gz: its path, type, mode and size. */
async function entries(archive: string) {
  const found: Array<{ path: string; type: string; mode: number; size: number }> = [];
  await list({
    file: archive,
    onReadEntry: (e) => found.push({ path: e.path, type: e.type, mode: e.mode ?? 0, size: e.size ?? 0 }),
  });
  return found;
}

const zipNames = async (file: string) => (await run("unzip", ["-Z1", file])).stdout.trim().split("\n");

describe("the release folder", { timeout: 600_000 }, () => {
  it("holds the archives, their sums, the npm, Node.js SDK, Python, Go and Java packages and the schema, all at package.json's version", () => {
    expect(readdirSync(folder).sort()).toEqual(
      [
        ...PLATFORMS.map((p) => `pulumi-resource-tunnels-v${VERSION}-${p}.tar.gz`),
        ...PLATFORMS.map((p) => `pulumi-analyzer-policy-tunnels-v${VERSION}-${p}.tar.gz`),
        `pulumi-resource-tunnels-v${VERSION}-checksums.txt`,
        "tunnels-policy",
        `pulumi-tunnels-${VERSION}.tgz`,
        `pulumi-tunnels-server-${VERSION}.tgz`,
        `pulumi-tunnels-tunnels-${VERSION}.tgz`,
        `pulumi_tunnels-${VERSION}-py3-none-any.whl`,
        `pulumi_tunnels-${VERSION}.tar.gz`,
        "go-proxy",
        `tunnels-${VERSION}.jar`,
        `tunnels-${VERSION}-sources.jar`,
        `tunnels-${VERSION}.pom`,
        "schema.json",
      ].sort(),
    );
  });

  it.each(PLATFORMS)(
    "%s: one executable binary, pulumi-resource-tunnels, and nothing else",
    async (platform) => {
      const archive = path.join(folder, `pulumi-resource-tunnels-v${VERSION}-${platform}.tar.gz`);
      const [entry, ...others] = await entries(archive);
      expect(others).toEqual([]);
      expect(entry).toMatchObject({ path: "pulumi-resource-tunnels", type: "File" });
      expect(entry.mode & 0o777).toBe(0o755);
      const header = Buffer.alloc(20);
      readSync(openSync(await unpackedExecutable(platform), "r"), header, 0, 20, 0);
      // An ELF executable for the platform's machine, not a script that needs an interpreter.
      expect(header.subarray(0, 4)).toEqual(Buffer.from([0x7f, 0x45, 0x4c, 0x46]));
      expect(header.readUInt16LE(18)).toBe(MACHINE[platform]);
    },
  );

  it.each(PLATFORMS)(
    "%s: runs with an empty environment, answering GetPluginInfo and GetSchema",
    async (platform) => {
      const schema = readFileSync(path.join(REPO_ROOT, "plugin", "schema.json"), "utf8");
      const file = await unpackedExecutable(platform);
      const check = await runCheck(file, runnerFor(platformNamed(platform)), { version: VERSION, schema });
      expect(check.startToInfoMs).toBeGreaterThan(0);
    },
  );

  it("sums every archive in the format sha256sum -c reads", async () => {
    const sums = `pulumi-resource-tunnels-v${VERSION}-checksums.txt`;
    const { stdout } = await run("sha256sum", ["-c", sums], { cwd: folder });
    expect(stdout.trim().split("\n").sort()).toEqual(
      [
        ...PLATFORMS.map((p) => `pulumi-resource-tunnels-v${VERSION}-${p}.tar.gz: OK`),
        ...PLATFORMS.map((p) => `pulumi-analyzer-policy-tunnels-v${VERSION}-${p}.tar.gz: OK`),
      ].sort(),
    );
  });

  it("packs pulumi-tunnels, pulumi-tunnels-server and the Node.js SDK at the version, the server depending on that release", async () => {
    const manifest = async (tgz: string) => {
      const dir = mkdtempSync(path.join(tmpdir(), "tunnels-npm-"));
      await run("tar", ["xzf", path.join(folder, tgz), "-C", dir, "package/package.json"]);
      const read = JSON.parse(readFileSync(path.join(dir, "package", "package.json"), "utf8"));
      rmSync(dir, { recursive: true, force: true });
      return read;
    };
    expect(await manifest(`pulumi-tunnels-${VERSION}.tgz`)).toMatchObject({
      name: "pulumi-tunnels",
      version: VERSION,
    });
    expect(await manifest(`pulumi-tunnels-server-${VERSION}.tgz`)).toMatchObject({
      name: "pulumi-tunnels-server",
      version: VERSION,
      dependencies: { "pulumi-tunnels": `^${VERSION}` },
    });
    expect(await manifest(`pulumi-tunnels-tunnels-${VERSION}.tgz`)).toMatchObject({
      name: "@pulumi-tunnels/tunnels",
      version: VERSION,
    });
  });

  it("builds the Python wheel and sdist, which name the plugin's version and download URL", async () => {
    const wheel = path.join(folder, `pulumi_tunnels-${VERSION}-py3-none-any.whl`);
    expect(await zipNames(wheel)).toEqual(expect.arrayContaining(["pulumi_tunnels/pulumi-plugin.json"]));
    const plugin = JSON.parse(
      (await run("unzip", ["-p", wheel, "pulumi_tunnels/pulumi-plugin.json"])).stdout,
    );
    expect(plugin).toEqual({
      resource: true,
      name: "tunnels",
      version: VERSION,
      server: "github://api.github.com/pulumi-tunnels",
    });
    const { stdout } = await run("tar", ["tzf", path.join(folder, `pulumi_tunnels-${VERSION}.tar.gz`)]);
    expect(stdout).toContain(`pulumi_tunnels-${VERSION}/pyproject.toml`);
  });

  it("lays the Go SDK out as v<version> of a module proxy, its go.mod and go.sum inside", async () => {
    const dir = path.join(folder, "go-proxy", GO_MODULE, "@v");
    expect(readdirSync(dir).sort()).toEqual([
      "list",
      `v${VERSION}.info`,
      `v${VERSION}.mod`,
      `v${VERSION}.zip`,
    ]);
    expect(readFileSync(path.join(dir, "list"), "utf8")).toBe(`v${VERSION}\n`);
    expect(JSON.parse(readFileSync(path.join(dir, `v${VERSION}.info`), "utf8"))).toMatchObject({
      Version: `v${VERSION}`,
    });
    const goMod = readFileSync(path.join(dir, `v${VERSION}.mod`), "utf8");
    expect(goMod).toBe(readFileSync(path.join(REPO_ROOT, "sdk", "go", "go.mod"), "utf8"));
    expect(goMod).toMatch(new RegExp(`^module ${GO_MODULE}$`, "m"));
    const names = await zipNames(path.join(dir, `v${VERSION}.zip`));
    const prefix = `${GO_MODULE}@v${VERSION}/`;
    expect(names.every((n) => n.startsWith(prefix))).toBe(true);
    expect(names).toEqual(
      expect.arrayContaining([`${prefix}go.mod`, `${prefix}go.sum`, `${prefix}tunnels/provider.go`]),
    );
  });

  it("builds the Java SDK's jar, which names the plugin's version and download URL", async () => {
    const jar = path.join(folder, `tunnels-${VERSION}.jar`);
    const file = "com/pulumitunnels/tunnels/plugin.json";
    const plugin = JSON.parse((await run("unzip", ["-p", jar, file])).stdout);
    expect(plugin).toMatchObject({ version: VERSION, server: "github://api.github.com/pulumi-tunnels" });
    expect(readFileSync(path.join(folder, `tunnels-${VERSION}.pom`), "utf8")).toContain(
      `<version>${VERSION}</version>`,
    );
  });

  it("carries the schema, with the version and the plugin's download URL", () => {
    const schema = readFileSync(path.join(folder, "schema.json"), "utf8");
    expect(schema).toBe(readFileSync(path.join(REPO_ROOT, "plugin", "schema.json"), "utf8"));
    expect(JSON.parse(schema)).toMatchObject({
      version: VERSION,
      pluginDownloadURL: "github://api.github.com/pulumi-tunnels",
    });
  });
});

describe("the release command with --plugin-only (each platform runner's step)", { timeout: 300_000 }, () => {
  it("writes that platform's archive and its analyzer archive, run before it is written, and their sums alone", async () => {
    const out = mkdtempSync(path.join(tmpdir(), "tunnels-plugin-only-"));
    try {
      const archive = `pulumi-resource-tunnels-v${VERSION}-linux-amd64.tar.gz`;
      const sums = `pulumi-resource-tunnels-v${VERSION}-checksums.txt`;
      const { stdout } = await run(process.execPath, [
        path.join(REPO_ROOT, "dist", "scripts", "release.js"),
        ...["--out", out, "--platform", "linux-amd64", "--plugin-only"],
      ]);
      expect(stdout).toMatch(
        new RegExp(`^${archive}: [\\d.]+ MB; ran here, GetPluginInfo \\d+ ms after its start$`, "m"),
      );
      const analyzer = `pulumi-analyzer-policy-tunnels-v${VERSION}-linux-amd64.tar.gz`;
      expect(readdirSync(out).sort()).toEqual([archive, analyzer, sums].sort());
      const digest = (file: string) =>
        createHash("sha256")
          .update(readFileSync(path.join(out, file)))
          .digest("hex");
      expect(readFileSync(path.join(out, sums), "utf8")).toBe(
        `${digest(analyzer)}  ${analyzer}\n${digest(archive)}  ${archive}\n`,
      );
      expect((await entries(path.join(out, analyzer))).map((e) => [e.path, e.mode])).toEqual([
        ["pulumi-analyzer-policy-tunnels", 0o755],
      ]);
      expect((await entries(path.join(out, archive))).map((e) => [e.path, e.mode])).toEqual([
        ["pulumi-resource-tunnels", 0o755],
      ]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe("the release command refuses", { timeout: 120_000 }, () => {
  const release = (...args: string[]) =>
    run(process.execPath, [path.join(REPO_ROOT, "dist", "scripts", "release.js"), ...args]).catch((e) => e);

  it("a platform it does not know, or one this machine cannot run, before building anything", async () => {
    const out = mkdtempSync(path.join(tmpdir(), "tunnels-release-"));
    const unknown = await release("--out", out, "--platform", "windows-amd64");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain(
      "release: no platform windows-amd64; the plugin is built for linux-amd64, linux-arm64, darwin-amd64, darwin-arm64",
    );
    const darwin = await release("--out", out, "--platform", "darwin-arm64");
    expect(darwin.code).toBe(1);
    expect(darwin.stderr).toContain(
      "release: darwin-arm64 cannot run on linux-amd64, and an archive that was never run is not published",
    );
    expect(readdirSync(out)).toEqual([]);
    rmSync(out, { recursive: true, force: true });
    const noOut = await release();
    expect(noOut.stderr).toContain("release: --out <dir> is required");
  });

  it("while a file states another version than package.json, naming it and the command that fixes it", () => {
    const copy = mkdtempSync(path.join(tmpdir(), "tunnels-versions-"));
    for (const file of ["package.json", "server", "plugin/package.json", "plugin/schema.json", "sdk"])
      cpSync(path.join(REPO_ROOT, file), path.join(copy, file), {
        recursive: true,
        filter: (f) => !f.includes("dist"),
      });
    expect(releaseVersion(copy)).toBe(VERSION);
    const pyproject = path.join(copy, "sdk", "python", "pyproject.toml");
    writeFileSync(
      pyproject,
      readFileSync(pyproject, "utf8").replace(`version = "${VERSION}"`, 'version = "9.9.9"'),
    );
    expect(() => releaseVersion(copy)).toThrow(
      `release: package.json says ${VERSION}, but sdk/python/pyproject.toml says 9.9.9: run npm run gen-schema, which writes every version from package.json`,
    );
    rmSync(copy, { recursive: true, force: true });
  });
});

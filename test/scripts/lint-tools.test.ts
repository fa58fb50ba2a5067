import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT, TMP_ROOT } from "../../harness";

/**
 * scripts/lint-tools.sh where Python cannot make a virtual environment, as on a Debian or Ubuntu machine
 * without python3-venv: it must say what to install, and leave nothing half-made in the cache.
 */
describe("scripts/lint-tools.sh", () => {
  it("says to install python3-venv when `python3 -m venv` fails, and leaves the cache empty", () => {
    mkdirSync(TMP_ROOT, { recursive: true });
    const work = mkdtempSync(path.join(TMP_ROOT, "lint-tools-"));
    const bin = path.join(work, "bin");
    mkdirSync(bin);
    // lint-tools.sh runs python3 only as `python3 -m venv`: this one answers it as Debian's python3 does
    // without python3-venv.
    writeFileSync(
      path.join(bin, "python3"),
      "#!/usr/bin/env bash\necho 'The virtual environment was not created successfully because ensurepip is not available.' >&2\nexit 1\n",
      { mode: 0o755 },
    );
    const cache = path.join(work, "cache");
    const run = spawnSync("bash", [path.join(REPO_ROOT, "scripts", "lint-tools.sh")], {
      encoding: "utf8",
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, XDG_CACHE_HOME: cache },
    });
    expect(run.stderr).toContain(
      "`python3 -m venv` cannot make a virtual environment here: install python3-venv",
    );
    expect(run.stderr).toContain("ensurepip is not available");
    expect(run.status).toBe(1);
    expect(run.stdout).toBe("");
    expect(readdirSync(path.join(cache, "pulumi-tunnels"))).toEqual([]);
  });
});

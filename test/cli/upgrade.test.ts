import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, symlinkSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CliProject,
  counts,
  installTarball,
  inventory,
  packedPackage,
  packProject,
  REPO_ROOT,
  TMP_ROOT,
  useLocalServer,
} from "../../harness";

/**
 * A stack deployed with an earlier release of the package shows no change after the project upgrades to
 * this one: `pulumi preview --refresh --expect-no-changes` exits 0. Changes to the classes must keep it so.
 */
const BASELINE = { commit: "a00f59ba098430e3742e150e0e9120af2d044f34", version: "0.1.0" };

/** Builds and packs the package as it was at `commit`, from this repository's history. */
async function packageAt(commit: string): Promise<string> {
  const dir = mkdtempSync(path.join(TMP_ROOT, "at-commit-"));
  execFileSync("sh", ["-c", `git -C "${REPO_ROOT}" archive "${commit}" | tar -x -C "${dir}"`]);
  symlinkSync(path.join(REPO_ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  execFileSync(
    process.execPath,
    [path.join(REPO_ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", "tsconfig.json"],
    {
      cwd: dir,
    },
  );
  return packProject(dir);
}

const local = useLocalServer({ beforeAll, afterAll });

describe("upgrading the package under a deployed stack", { timeout: 900_000 }, () => {
  it(`a stack deployed with ${BASELINE.version} (${BASELINE.commit.slice(0, 7)}) shows no change after the upgrade`, async () => {
    const old = await packageAt(BASELINE.commit);
    const project = await CliProject.create({
      programSource: readFileSync(
        path.join(__dirname, "..", "scenarios", "programs", "every-class.js"),
        "utf8",
      ),
      tarballs: [old],
      config: { "tunnels:apiUrl": local.server.url, "scenario:phase": "1" },
      secretConfig: { "tunnels:apiKey": local.server.rootToken },
    });
    await project.run(["up", "--yes", "--skip-preview"]);
    const before = await inventory(local.client);

    await installTarball(project.dir, await packedPackage());
    const preview = await project.pulumi(["preview", "--refresh", "--expect-no-changes"]);
    expect(preview.code, preview.stdout + preview.stderr).toBe(0);
    expect(await inventory(local.client)).toEqual(before);

    await project.run(["destroy", "--yes", "--skip-preview"]);
    expect(Object.values(counts(await inventory(local.client))).every((n) => n === 0)).toBe(true);
  });
});

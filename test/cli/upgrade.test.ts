import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  builtAt,
  CliProject,
  counts,
  installTarball,
  inventory,
  packedPackage,
  packProject,
  useLocalServer,
} from "../../harness";

/**
 * A stack deployed with an earlier release of the package shows no change after the project upgrades to
 * this one: `pulumi preview --refresh --expect-no-changes` exits 0. Changes to the classes must keep it so.
 */
const BASELINE = { commit: "a00f59ba098430e3742e150e0e9120af2d044f34", version: "0.1.0" };

const local = useLocalServer({ beforeAll, afterAll });

describe("upgrading the package under a deployed stack", { timeout: 900_000 }, () => {
  it(`a stack deployed with ${BASELINE.version} (${BASELINE.commit.slice(0, 7)}) shows no change after the upgrade`, async () => {
    // Its TypeScript package only, compiled with this repository's dependencies: packing needs no more.
    const built = await builtAt(BASELINE.commit, { install: "link" });
    expect(built.version).toBe(BASELINE.version);
    const old = await packProject(built.dir);
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

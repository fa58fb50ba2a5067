import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PINNED_PROGRAMS, syncVersions } from "../../scripts/sync-versions";
import { REPO_ROOT, TMP_ROOT } from "../../harness";

/**
 * scripts/sync-versions.ts on a copy of the three manifests and the YAML programs that pin the plugin: the root's
 * version goes to both workspaces and to each program's `version:` line.
 */
describe("scripts/sync-versions.ts", () => {
  it("writes the root's version into the workspaces' versions and ranges, and changes nothing twice", () => {
    mkdirSync(TMP_ROOT, { recursive: true });
    const copy = mkdtempSync(path.join(TMP_ROOT, "sync-versions-"));
    for (const file of ["package.json", "server/package.json", "plugin/package.json", ...PINNED_PROGRAMS]) {
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      cpSync(path.join(REPO_ROOT, file), path.join(copy, file));
    }
    const json = (file: string) => JSON.parse(readFileSync(path.join(copy, file), "utf8"));
    expect(syncVersions(copy)).toEqual([]);
    writeFileSync(
      path.join(copy, "package.json"),
      `${JSON.stringify({ ...json("package.json"), version: "9.8.7" }, null, 2)}\n`,
    );
    expect(syncVersions(copy)).toEqual(["server/package.json", "plugin/package.json", ...PINNED_PROGRAMS]);
    for (const program of PINNED_PROGRAMS)
      expect(readFileSync(path.join(copy, program), "utf8")).toMatch(/^ {6}version: 9\.8\.7$/m);
    for (const workspace of ["server", "plugin"])
      expect(json(`${workspace}/package.json`)).toMatchObject({
        version: "9.8.7",
        dependencies: { "pulumi-tunnels": "^9.8.7" },
      });
    expect(syncVersions(copy)).toEqual([]);
    rmSync(copy, { recursive: true, force: true });
  });
});

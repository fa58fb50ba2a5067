import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../harness";

/**
 * examples/gitops (TypeScript) and examples/gitops-yaml are each copied whole by a team, so the scripts they share
 * are copies, not one file: a fix to one must reach the other. The scripts that differ do so for the language
 * (drift-check.sh's report, integration.sh's config) and are each run by their own real-CLI test.
 */
const scripts = (example: string) => path.join(REPO_ROOT, "examples", example, "scripts");
const SAME = ["deploy.sh", "preview.sh"];
const DIFFERENT = ["drift-check.sh", "integration.sh"];

describe("the GitOps examples' scripts", () => {
  it("are the same set in both examples", () => {
    expect(readdirSync(scripts("gitops")).sort()).toEqual([...SAME, ...DIFFERENT].sort());
    expect(readdirSync(scripts("gitops-yaml")).sort()).toEqual([...SAME, ...DIFFERENT].sort());
  });

  for (const name of SAME)
    it(`${name} is one script, copied to both`, () =>
      expect(
        readFileSync(path.join(scripts("gitops-yaml"), name), "utf8"),
        `examples/gitops-yaml/scripts/${name} differs from examples/gitops/scripts/${name}: change both`,
      ).toBe(readFileSync(path.join(scripts("gitops"), name), "utf8")));
});

import { mkdirSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT, TMP_ROOT } from "../../harness";
import { scriptOutput } from "./toolchain";

/** Hand-written, beside what the generator writes: left out of the comparison. */
const HAND_WRITTEN = new Set(["go/README.md"]);

/** Every file under `dir`, by its path relative to `root`, with its text. */
function files(root: string, dir = root): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) for (const [k, v] of files(root, full)) out.set(k, v);
    else out.set(path.relative(root, full), readFileSync(full, "utf8"));
  }
  return out;
}

describe("the checked-in SDKs", { timeout: 600_000 }, () => {
  it("are what `npm run gen-sdks` writes from plugin/schema.json (run it after changing the schema)", async () => {
    mkdirSync(TMP_ROOT, { recursive: true });
    const fresh = mkdtempSync(path.join(TMP_ROOT, "gen-sdks-"));
    await scriptOutput("gen-sdks.sh", fresh);
    const checkedIn = path.join(REPO_ROOT, "sdk");
    for (const language of ["python", "go", "nodejs", "java"]) {
      const want = files(fresh, path.join(fresh, language));
      const have = files(checkedIn, path.join(checkedIn, language));
      for (const name of HAND_WRITTEN) have.delete(name);
      const fix =
        "run `npm run gen-sdks` (`npm run gen-classes` runs it after the classes and the schema) and commit sdk/";
      expect(
        [...have.keys()].sort(),
        `sdk/${language}/ has other files than \`npm run gen-sdks\` writes from plugin/schema.json: ${fix}`,
      ).toEqual([...want.keys()].sort());
      for (const [name, text] of want)
        expect(have.get(name), `sdk/${name} is not what \`npm run gen-sdks\` writes: ${fix}`).toBe(text);
    }
  });
});

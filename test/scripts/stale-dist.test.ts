import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { staleOutputs } from "../../scripts/stale-dist";

function tree(root: string, files: string[]): void {
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), "");
  }
}

it("finds the outputs of a moved file, keeping those of every source and what is not an output", () => {
  const root = mkdtempSync(path.join(tmpdir(), "stale-dist-"));
  tree(root, ["catalog/modules/index.ts", "catalog/quote.ts", "plugin/launcher.js", "catalog/data.json"]);
  tree(path.join(root, "dist"), [
    "catalog/modules.js",
    "catalog/modules.d.ts",
    "catalog/modules/index.js",
    "catalog/modules/index.d.ts",
    "catalog/quote.js",
    "plugin/launcher.js",
    "catalog/data.json",
    "tsconfig.tsbuildinfo",
  ]);
  expect(staleOutputs(root, path.join(root, "dist"))).toEqual(["catalog/modules.d.ts", "catalog/modules.js"]);
});

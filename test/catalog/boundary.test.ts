import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The catalog is used through its index only: the walker (members by path, name conversion, lower-casing)
 * and every other helper are exported there once, so that no second copy grows beside an internal file.
 */
const repo = path.resolve(__dirname, "../..");
const catalog = path.join(repo, "catalog");
const SKIP = new Set(["node_modules", "dist", ".tmp", ".git"]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (SKIP.has(e.name)) return [];
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return e.name.endsWith(".ts") ? [full] : [];
  });
}

/** The files inside catalog, other than its index, that some source text imports. */
function internalImports(text: string, file: string): string[] {
  return [...text.matchAll(/(?:from|import|require\()\s*["'](\.[^"']+)["']/g)]
    .map((m) => path.resolve(path.dirname(file), m[1]))
    .filter((p) => p.startsWith(catalog + path.sep) && p !== path.join(catalog, "index"))
    .map((p) => path.relative(repo, p).split(path.sep).join("/"));
}

describe("the catalog's boundary", () => {
  it("nothing outside catalog imports its internal files", () => {
    const outside = sources(repo).filter((f) => !f.startsWith(catalog + path.sep));
    expect(outside.length).toBeGreaterThan(50);
    const offenders = outside.flatMap((f) =>
      internalImports(readFileSync(f, "utf8"), f).map((i) => `${path.relative(repo, f)} → ${i}`),
    );
    expect(offenders).toEqual([]);
  });

  it("the scan sees an internal import in each form, and lets the index through", () => {
    const file = path.join(repo, "server", "example.ts");
    const text =
      'import { walk } from "../catalog/walk";\nimport type { X } from "../catalog";\n' +
      'export { flagsOf } from "../catalog/flags";\nrequire("../catalog/user-keys");';
    expect(internalImports(text, file)).toEqual(["catalog/walk", "catalog/flags", "catalog/user-keys"]);
  });
});

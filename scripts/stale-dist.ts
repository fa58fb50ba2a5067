/**
 * `tsc` writes `dist/` but never deletes from it: after a file is moved or removed, its old output stays and
 * wins where a folder of the same name now stands (`require("./modules")` finds a stale `modules.js` before the
 * new `modules/index.js`). A clone has no `dist/`, so only a developer's tree meets it, as a test failing for
 * code that no longer exists. This removes each compiled file whose source is gone, and keeps `tsc`'s
 * incremental build.
 */
import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { packageRoot } from "./package-root";

const OUTPUT = /(\.d)?\.js(\.map)?$|\.d\.ts(\.map)?$/;
const SOURCE_EXTENSIONS = [".ts", ".tsx", ".js", ".json"];

/** The compiled files under `outDir` whose source under `rootDir` no longer exists; each path from `outDir`. */
export function staleOutputs(rootDir: string, outDir: string): string[] {
  const stale: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(outDir, relative), { withFileTypes: true })) {
      const file = path.join(relative, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (OUTPUT.test(entry.name)) {
        const base = path.join(rootDir, file.replace(OUTPUT, ""));
        if (!SOURCE_EXTENSIONS.some((ext) => existsSync(base + ext))) stale.push(file);
      }
    }
  };
  if (existsSync(outDir)) walk("");
  return stale.sort();
}

if (require.main === module) {
  const repo = packageRoot(__dirname);
  const stale = staleOutputs(repo, path.join(repo, "dist"));
  for (const file of stale) rmSync(path.join(repo, "dist", file));
  if (stale.length > 0)
    console.log(`stale-dist: removed ${stale.length} compiled files whose source is gone`);
}

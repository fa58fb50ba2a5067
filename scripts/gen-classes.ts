import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { renderGenerated } from "./classes/render";
import { packageRoot } from "./package-root";

/**
 * Writes provider/program/generated/ from the package model (the classes, their types and the program's
 * functions, functions.ts), removing files of classes that no longer exist.
 */
const program = join(packageRoot(__dirname), "provider", "program");
const dir = join(program, "generated");
const files = renderGenerated();
mkdirSync(dir, { recursive: true });
const existing = readdirSync(dir, { recursive: true, encoding: "utf8" }).map((f) => f.split("\\").join("/"));
for (const stale of existing.filter((f) => !files.has(f) && !statSync(join(dir, f)).isDirectory()))
  rmSync(join(dir, stale));
for (const [name, text] of files) {
  mkdirSync(dirname(join(dir, name)), { recursive: true });
  writeFileSync(join(dir, name), text);
}
console.log(`wrote ${files.size} files into ${dir}`);

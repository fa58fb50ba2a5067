import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { classSpecs } from "../provider/specs";
import { renderGenerated } from "./classes/render";
import { packageRoot } from "./package-root";

/** Writes provider/program/generated/ from the catalog, removing files of classes that no longer exist. */
const dir = join(packageRoot(__dirname), "provider", "program", "generated");
const files = renderGenerated(Object.values(classSpecs));
mkdirSync(dir, { recursive: true });
for (const stale of readdirSync(dir).filter((f) => !files.has(f))) rmSync(join(dir, stale));
for (const [name, text] of files) writeFileSync(join(dir, name), text);
console.log(`wrote ${files.size} files into ${dir}`);

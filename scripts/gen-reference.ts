import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { referenceDir } from "./reference/file";
import { referencePages } from "./reference/pages";

/** Writes docs/reference/, the reference: a page for the TypeScript classes and one per SDK language. */
const dir = referenceDir(__dirname);
mkdirSync(dir, { recursive: true });
for (const [file, text] of referencePages(__dirname)) writeFileSync(join(dir, file), text);
console.log(`wrote the reference into ${dir}`);

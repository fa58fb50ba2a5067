import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { referencePath } from "./reference/file";
import { renderReference } from "./reference/render";

/** Writes docs/reference/README.md, the reference, from the package model. */
const target = referencePath(__dirname);
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, renderReference());
console.log(`wrote the reference into ${target}`);

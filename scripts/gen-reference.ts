import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { packageRoot } from "./package-root";
import { spliceReference } from "./reference/readme";
import { renderReference } from "./reference/render";

const target = join(packageRoot(__dirname), "README.md");
const text = spliceReference(readFileSync(target, "utf8"), renderReference());
writeFileSync(target, text);
console.log(`wrote the reference into ${target}`);

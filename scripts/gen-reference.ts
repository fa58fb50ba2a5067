import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { spliceReference } from "./reference/readme";
import { renderReference } from "./reference/render";

/** The root of the pulumi-tunnels package this script belongs to, wherever it is run from. */
function packageRoot(from: string): string {
  for (let dir = from; dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).name === "pulumi-tunnels")
      return dir;
  }
  throw new Error(`gen-reference: no pulumi-tunnels package.json above ${from}`);
}

const target = join(packageRoot(__dirname), "README.md");
const text = spliceReference(readFileSync(target, "utf8"), renderReference());
writeFileSync(target, text);
console.log(`wrote the reference into ${target}`);

import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** The root of the pulumi-tunnels package a script belongs to, wherever it is run from. */
export function packageRoot(from: string): string {
  for (let dir = from; dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).name === "pulumi-tunnels")
      return dir;
  }
  throw new Error(`no pulumi-tunnels package.json above ${from}`);
}

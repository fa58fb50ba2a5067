import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The package's version, read from package.json at run time. It is looked up from this file upwards
 * because the compiled file sits one level deeper (dist/client) than the source (client/), and
 * importing the JSON would make tsc copy package.json into dist/.
 */
function packageVersion(): string {
  for (const up of ["..", "../.."]) {
    try {
      const pkg = JSON.parse(readFileSync(join(__dirname, up, "package.json"), "utf8")) as {
        name?: string;
        version?: string;
      };
      if (pkg.name === "pulumi-tunnels" && typeof pkg.version === "string") return pkg.version;
    } catch {
      // not at this level; try the next
    }
  }
  return "0.0.0";
}

export const VERSION = packageVersion();
export const DEFAULT_USER_AGENT = `pulumi-tunnels/${VERSION}`;

import { existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { cliWithYamlHost } from "../../drivers";
import type { AssetServer } from "./asset-server";

/**
 * A user with no clone: `PATH` holds only the Pulumi CLI and the YAML language host, hard-linked side by side as
 * an install lays them out (cli/cli-beside-host.ts), so there is no `node`; no plugin on PATH counts
 * (`PULUMI_IGNORE_AMBIENT_PLUGINS`); automatic plugin downloads are on, sent to the release folder's server.
 */
export function userEnv(assets: AssetServer): NodeJS.ProcessEnv {
  return {
    PATH: cliWithYamlHost(),
    PULUMI_IGNORE_AMBIENT_PLUGINS: "true",
    PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: undefined,
    ...assets.override,
  };
}

/** A folder outside the repository, so nothing of it (node_modules above, say) is within the program's reach. */
export const outsideRepo = (prefix: string) => mkdtempSync(path.join(tmpdir(), `tunnels-user-${prefix}-`));

/**
 * The plugins the CLI installed into `home` (`PULUMI_HOME`), each folder (`resource-tunnels-v<version>`) with its
 * files; the CLI's own files beside them (locks, a cached schema) are left out.
 */
export function installedPlugins(home: string): Record<string, string[]> {
  const plugins = path.join(home, "plugins");
  if (!existsSync(plugins)) return {};
  return Object.fromEntries(
    readdirSync(plugins, { withFileTypes: true })
      .filter((d) => d.isDirectory() && !d.name.endsWith(".partial"))
      .map((d) => [d.name, readdirSync(path.join(plugins, d.name)).filter((f) => !f.startsWith("."))]),
  );
}

/** What the example scripts run beside `pulumi` (bash and coreutils), never `node`. */
const SCRIPT_TOOLS = [
  "bash",
  "env",
  "mkdir",
  "dirname",
  "basename",
  "cat",
  "head",
  "sed",
  "paste",
  "wc",
  "rm",
  "mktemp",
  "base64",
];

/**
 * A folder of links to the system's `bash` and the coreutils the example scripts use, and nothing else: on `PATH`
 * beside the CLI it lets a script run as a CI step does on a machine with no Node.js (`/usr/bin` itself holds one).
 */
export function scriptToolsWithoutNode(parent: string): string {
  const dir = path.join(parent, "script-tools");
  mkdirSync(dir, { recursive: true });
  for (const tool of SCRIPT_TOOLS) {
    const found = ["/usr/bin", "/bin"].map((d) => path.join(d, tool)).find((f) => existsSync(f));
    if (!found) throw new Error(`${tool} is not in /usr/bin or /bin: the example scripts need it`);
    symlinkSync(found, path.join(dir, tool));
  }
  return dir;
}

import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { cliWithYamlHost } from "../cli/yaml-project";
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

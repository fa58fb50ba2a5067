import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";

/**
 * A fresh PULUMI_HOME for rendering, with the clone's plugin installed in it under the package's version, where
 * `pulumi plugin install` puts a plugin (`plugins/resource-tunnels-v<version>/`, a link to plugin/bin's command).
 * Why not the plugin on PATH: the CLI's schema loader caches a schema in the home (`schemas/`) only for a plugin
 * with a version, which one on PATH lacks (pkg/v3 codegen/schema/loader.go), so `pulumi convert` then starts the
 * plugin for every lookup, about 8 times for a class example and 55 for the quickstart, most of its time. Here
 * the first lookup caches the schema the clone's plugin answers and the rest read it: the same PCL, about five
 * times faster (28 class examples: 55 s of conversions before, 10 s after, on the shared machine).
 */
export function pluginHome(root: string): string {
  const home = mkdtempSync(join(tmpdir(), "tunnels-examples-"));
  const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const dir = join(home, "plugins", `resource-tunnels-v${version}`);
  mkdirSync(dir, { recursive: true });
  symlinkSync(join(root, "plugin", "bin", "pulumi-resource-tunnels"), join(dir, "pulumi-resource-tunnels"));
  return home;
}

/**
 * A PATH without the folders that hold a `pulumi-resource-tunnels` (npm puts node_modules/.bin, which has the
 * development command, on the PATH of every script it runs): the CLI prefers a plugin on PATH to one in the
 * home, and would start it for every lookup again.
 */
export const pathWithoutPlugin = (path = process.env.PATH ?? "") =>
  path
    .split(delimiter)
    .filter((dir) => dir && !existsSync(join(dir, "pulumi-resource-tunnels")))
    .join(delimiter);

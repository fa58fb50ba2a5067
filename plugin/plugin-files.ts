import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The plugin package's own folder, wherever its compiled code runs from (`plugin/dist/` in the workspace,
 * `dist/plugin/` right after the repository's `tsc`): the nearest package.json named pulumi-resource-tunnels.
 */
function pluginRoot(from: string): string {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, "package.json");
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).name === "pulumi-resource-tunnels")
      return dir;
    const inRepo = path.join(dir, "plugin", "package.json");
    if (existsSync(inRepo)) return path.dirname(inRepo);
  }
  throw new Error(`pulumi-resource-tunnels: no package.json of the plugin above ${from}`);
}

/** The package's version, which GetPluginInfo reports and the schema carries: the Pulumi package's own. */
export function packageVersion(): string {
  return (require("pulumi-tunnels/package.json") as { version: string }).version;
}

/**
 * The schema's text in the plugin executable: its bundle defines it (scripts/release/bundle.ts), so the
 * executable answers GetSchema with nothing beside it. Not defined when the plugin runs from a clone's build.
 */
declare const EMBEDDED_SCHEMA: string | undefined;

/**
 * The package schema GetSchema answers: the embedded text in the executable, else `plugin/schema.json`, generated
 * from the catalog (`scripts/gen-schema.ts`) and checked in. Read on each call: it is asked for once or twice a run.
 */
export function readSchema(): string {
  if (typeof EMBEDDED_SCHEMA === "string") return EMBEDDED_SCHEMA;
  const file = path.join(pluginRoot(__dirname), "schema.json");
  if (!existsSync(file))
    throw new Error(
      `pulumi-resource-tunnels: ${file} is missing; regenerate it from the catalog (npm run gen-schema).`,
    );
  return readFileSync(file, "utf8");
}

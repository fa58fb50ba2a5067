/**
 * The workspace packages (`server/`, published as pulumi-tunnels-server, and `plugin/`, the native plugin
 * pulumi-resource-tunnels) ship their compiled code in their own folders, but the repository compiles
 * everything with one `tsc` run into `dist/`. This copies that run's `dist/<workspace>/` (JavaScript and
 * declarations) to `<workspace>/dist/`, which each workspace's package.json points at. Their code imports
 * this package as `pulumi-tunnels/...`, so the copy works unchanged in both places.
 */
import { cpSync, existsSync, rmSync } from "node:fs";
import path from "node:path";
import { packageRoot } from "./package-root";

/** Each workspace and the file its build must have produced. */
const WORKSPACES = [
  { name: "server", entry: "cli.js" },
  { name: "plugin", entry: "main.js" },
];

const repo = packageRoot(__dirname);
for (const { name, entry } of WORKSPACES) {
  const from = path.join(repo, "dist", name);
  const to = path.join(repo, name, "dist");
  if (!existsSync(path.join(from, entry)))
    throw new Error(`workspace-dist: ${from} has no ${entry}; run tsc first`);
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true, filter: (src) => !src.endsWith(".map") });
  console.log(`workspace-dist: copied ${path.relative(repo, from)} to ${path.relative(repo, to)}`);
}

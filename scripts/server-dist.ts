/**
 * The server package (`server/`, published as pulumi-tunnels-server) ships its compiled code in its own
 * folder, but the repository compiles everything with one `tsc` run into `dist/`. This copies that run's
 * `dist/server/` (JavaScript and declarations) to `server/dist/`, which is what the workspace's package.json
 * points at. The code imports the catalog as `pulumi-tunnels/catalog`, so the copy works unchanged in both places.
 */
import { cpSync, existsSync, rmSync } from "node:fs";
import path from "node:path";
import { packageRoot } from "./package-root";

const repo = packageRoot(__dirname);
const from = path.join(repo, "dist", "server");
const to = path.join(repo, "server", "dist");
if (!existsSync(path.join(from, "cli.js")))
  throw new Error(`server-dist: ${from} has no cli.js; run tsc first`);
rmSync(to, { recursive: true, force: true });
cpSync(from, to, { recursive: true, filter: (src) => !src.endsWith(".map") });
console.log(`server-dist: copied ${path.relative(repo, from)} to ${path.relative(repo, to)}`);

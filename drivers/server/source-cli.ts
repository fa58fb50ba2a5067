import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";

/**
 * The local server's command built from the source of the tree it is in, for the tests that run it as a
 * process (`startCli`). Vitest loads the server's source in process; a process of its own cannot load
 * TypeScript on Node.js 20, so vitest.config.mts's global setup bundles `server/cli.ts` here once per run, with
 * the catalog's source in place of `pulumi-tunnels/catalog`: the command and the in-process server are the same
 * code, and a catalog edit shows in both at the next run without `npm run build`. esbuild (already the release's
 * bundler) does it in well under a second; tsc would compile the whole project for a minute. Packages stay
 * imports, resolved from the repository's node_modules like the compiled command's. esbuild is loaded when
 * called: the demo and the scripts load the drivers compiled and start the build's command (server-process.ts).
 */

/** The variable the global setup sets and `startCli` reads: the bundled command's file. */
export const SOURCE_CLI_ENV = "TUNNELS_SOURCE_SERVER_CLI";

/** Bundles `<root>/server/cli.ts` into a new folder under `<root>/.tmp/` and answers the command's file. */
export async function bundleServerCli(root: string): Promise<string> {
  mkdirSync(path.join(root, ".tmp"), { recursive: true });
  const out = mkdtempSync(path.join(root, ".tmp", "source-server-"));
  const file = path.join(out, "cli.js");
  const { build } = await import("esbuild");
  try {
    await build({
      entryPoints: [path.join(root, "server", "cli.ts")],
      outfile: file,
      bundle: true,
      platform: "node",
      format: "cjs",
      target: "node20",
      packages: "external",
      alias: { "pulumi-tunnels/catalog": path.join(root, "catalog", "index.ts") },
      // Stack traces name the server's .ts files (the command runs with --enable-source-maps).
      sourcemap: "inline",
      logLevel: "error",
    });
  } catch (err) {
    rmSync(out, { recursive: true, force: true });
    throw err;
  }
  return file;
}

/** Removes a bundle `bundleServerCli` made. */
export function removeServerCli(file: string): void {
  rmSync(path.dirname(file), { recursive: true, force: true });
}

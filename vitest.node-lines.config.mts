import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * The catalog, client and provider tests on Node.js 22 and 24 (scripts/node-lines.sh runs vitest on each line's
 * official binary with this file): the pure and in-process tests of the package users install. The server, CLI,
 * engine, plugin and SDK tests stay on this machine's Node.js, in `npm test`: they drive processes and tools
 * (the local server's native module, the CLI, Go, Python) whose Node.js line does not change what they check.
 */
const sdk = process.env.TUNNELS_PULUMI_SDK;
if (!sdk)
  throw new Error("TUNNELS_PULUMI_SDK names no @pulumi/pulumi folder (scripts/node-lines.sh sets it)");
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      // As in vitest.config.mts: the server's import of the catalog is this repository's source.
      { find: "pulumi-tunnels/catalog", replacement: here("./catalog/index.ts") },
      // The newest @pulumi/pulumi 3.x in place of the repository's, with every subpath.
      { find: /^@pulumi\/pulumi(\/.*)?$/, replacement: `${sdk}$1` },
      // The local server as a process on the machine's Node.js, whose ABI its better-sqlite3 is built for.
      { find: /^(\.\.\/)+server\/index$/, replacement: here("./test/node-lines/server-process.ts") },
    ],
  },
  test: {
    // The local server's command bundled from source, as in vitest.config.mts (server-process.ts runs it).
    globalSetup: ["harness/server/global-setup.ts"],
    include: ["test/{catalog,client,provider,node-lines}/**/*.test.ts"],
    testTimeout: 300_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 2,
  },
});

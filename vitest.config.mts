import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** The plugin's tests that start it: they also run against the release's executable (test/plugin/README.md). */
const PLUGIN_PROCESS_TESTS = ["rpc", "detailed-diff", "transports", "instances", "stop"].map(
  (f) => `test/plugin/${f}.test.ts`,
);

export default defineConfig({
  // The server imports the catalog as its package's dependency does (`pulumi-tunnels/catalog`); under vitest
  // that is this repository's source, the same modules the tests import.
  resolve: {
    alias: { "pulumi-tunnels/catalog": fileURLToPath(new URL("./catalog/index.ts", import.meta.url)) },
  },
  test: {
    // The local server's command, for the tests that start it as a process: bundled from this tree's source
    // once per run, so it is the same code the tests load in process (drivers/server/source-cli.ts).
    globalSetup: ["harness/server/global-setup.ts"],
    // Engine tests start real processes (provider host, program runner, server); two cores, so keep
    // the pool small and the timeouts generous: they guard against hangs, they measure nothing.
    testTimeout: 300_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 2,
    // The provider writes creates in flight under the Pulumi home (provider/host/create-journal.ts): tests
    // that run it without a CLI project of their own use one under .tmp, never the developer's ~/.pulumi.
    env: { PULUMI_HOME: fileURLToPath(new URL("./.tmp/pulumi-home", import.meta.url)) },
    projects: [
      { extends: true, test: { name: "node", include: ["test/**/*.test.ts"] } },
      {
        extends: true,
        test: {
          // The same files, with PluginClient starting the linux-amd64 executable of the release folder
          // (harness/release/release-folder.ts) instead of `node plugin/dist/main.js`.
          name: "executable",
          include: PLUGIN_PROCESS_TESTS,
          setupFiles: ["test/plugin/use-executable.ts"],
          // The release folder may have to be built first.
          hookTimeout: 1_200_000,
        },
      },
    ],
  },
});

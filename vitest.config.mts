import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // The server imports the catalog as its package's dependency does (`pulumi-tunnels/catalog`); under vitest
  // that is this repository's source, the same modules the tests import.
  resolve: {
    alias: { "pulumi-tunnels/catalog": fileURLToPath(new URL("./catalog/index.ts", import.meta.url)) },
  },
  test: {
    include: ["test/**/*.test.ts"],
    // Engine tests start real processes (provider host, program runner, server); two cores, so keep
    // the pool small and the timeouts generous: they guard against hangs, they measure nothing.
    testTimeout: 300_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 2,
    // The provider writes creates in flight under the Pulumi home (provider/host/create-journal.ts): tests
    // that run it without a CLI project of their own use one under .tmp, never the developer's ~/.pulumi.
    env: { PULUMI_HOME: fileURLToPath(new URL("./.tmp/pulumi-home", import.meta.url)) },
  },
});

import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Engine tests start real processes (provider host, program runner, server); two cores, so keep
    // the pool small and the timeouts generous: they guard against hangs, they measure nothing.
    testTimeout: 300_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 2,
  },
});

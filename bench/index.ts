import { spawnSync } from "node:child_process";
import { join } from "node:path";

/**
 * `npm run bench -- <name>…` runs the named benchmarks one after another, each in its own process (they
 * time against rate limits and measure memory, so they never share one). Without a name: the server
 * benchmark, as before; `all` runs every one. Each prints its own ratio against a baseline of the same run.
 */
const BENCHES: Record<string, string> = {
  server: "server.js",
  refresh: "refresh-cli.js",
  deploy: "deploy.js",
  "deploy-cli": "deploy-cli.js",
  "destroy-after-up": "destroy-after-up.js",
  "cli-read-flow": "cli-read-flow.js",
  "provider-cost": "provider-cost.js",
  tunnels: "tunnels.js",
  plugin: "plugin.js",
  release: "release.js",
  "mistyped-url": "mistyped-url.js",
  "deploy-marker": "deploy-marker.js",
  "stop-times": "stop-times.js",
  "policy-preview": "policy-preview.js",
};

const asked = process.argv.slice(2);
const names = asked.length === 0 ? ["server"] : asked.includes("all") ? Object.keys(BENCHES) : asked;
for (const name of names) {
  const file = BENCHES[name];
  if (!file) {
    console.error(`unknown benchmark ${name}: choose from ${Object.keys(BENCHES).join(", ")} or all`);
    process.exit(2);
  }
  console.log(`\n== ${name} ==`);
  const { status } = spawnSync(process.execPath, [join(__dirname, file)], { stdio: "inherit" });
  if (status !== 0) process.exit(status ?? 1);
}

import { CliProject, packedPackage, requirePlugin, urlWhereNothingListens, YamlProject } from "../harness";

/**
 * How long `pulumi preview` of a new stack takes to fail when `tunnels:apiUrl` names a port where nothing listens
 * (issue 40), `tunnels:retryTimeoutSeconds` left at its 300 s default, through the real CLI: a YAML program that
 * reads the online tunnels (`getTunnels`) through the native plugin, and the same through the TypeScript classes.
 * Timed from the command's start to its exit. `BENCH_PLUGIN_DIR` names another build's plugin folder (main's, for
 * the figure before the change); `BENCH_RUNS` how many previews each (default 3); `BENCH_ONLY=yaml` skips the
 * TypeScript classes (whose package is this clone's).
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const pluginDir = process.env.BENCH_PLUGIN_DIR ?? requirePlugin();

const YAML_PROGRAM = `variables:
  online:
    fn::invoke:
      function: tunnels:index:getTunnels
      arguments: {}
outputs:
  online: \${online.tunnels}
`;
const TS_PROGRAM =
  'const tunnels = require("pulumi-tunnels");\nexports.online = tunnels.getTunnels().then((r) => r.tunnels.length);\n';

async function timed(stack: YamlProject | CliProject): Promise<{ s: number; code: number }> {
  const started = performance.now();
  const { code } = await stack.pulumi(["preview"], { timeoutMs: 900_000 });
  return { s: (performance.now() - started) / 1000, code };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function measure(label: string, make: (url: string) => Promise<YamlProject | CliProject>) {
  const runs: { s: number; code: number }[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await timed(await make(await urlWhereNothingListens())));
  const seconds = runs.map((r) => r.s.toFixed(1)).join(", ");
  const codes = [...new Set(runs.map((r) => r.code))].join(", ");
  console.log(`${label}: median ${median(runs.map((r) => r.s)).toFixed(1)} s (${seconds}), exit ${codes}`);
}

async function main() {
  const config = (url: string) => ({ "tunnels:apiUrl": url });
  const secretConfig = { "tunnels:apiKey": "tk_bench_key" };
  console.log(
    `plugin: ${pluginDir}; load average ${(await import("node:os")).loadavg().map((l) => l.toFixed(1))}`,
  );
  await measure("YAML, native plugin, getTunnels", (url) =>
    YamlProject.create({ program: YAML_PROGRAM, pluginDir, config: config(url), secretConfig }),
  );
  if (process.env.BENCH_ONLY === "yaml") return;
  const tarballs = [await packedPackage()];
  await measure("TypeScript classes, getTunnels", (url) =>
    CliProject.create({ programSource: TS_PROGRAM, tarballs, config: config(url), secretConfig }),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

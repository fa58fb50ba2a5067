import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  type CliResult,
  PACKAGE_VERSION,
  REPO_ROOT,
  type RefreshRuntime,
  refreshStack,
  TMP_ROOT,
} from "../harness";

/**
 * What the tunnels policy pack adds to a preview (issue 43): the 1,000-resource stack of issue 21
 * (test/cli/programs/refresh-stack.js: 968 reserved addresses, an IP policy, an HTTPS edge, 20 routes and 10 header
 * modules), deployed once through the real CLI, then `pulumi preview` without and with `--policy-pack`, interleaved
 * (the order swapped every round, so a load that drifts touches both alike), each timed from the command's start to
 * its exit. The pack is this build's analyzer, installed in the stack's plugin cache with `pulumi plugin install -f`
 * as a user's would be; every rule runs at its level from the pack's config (all mandatory), on every resource
 * (`Analyze`) and on the stack (`AnalyzeStack`). BENCH_ROUNDS (default 7); BENCH_RUNTIME=nodejs runs the program
 * through the TypeScript classes instead of YAML and the native plugin.
 */
const PROGRAM = path.join(REPO_ROOT, "test", "cli", "programs", "refresh-stack.js");
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const RUNTIME: RefreshRuntime = process.env.BENCH_RUNTIME === "nodejs" ? "nodejs" : "yaml";

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The pack's folder, its config, and this build's analyzer as `pulumi plugin install -f` takes it. */
function packFiles(): { pack: string; config: string; analyzer: string } {
  mkdirSync(TMP_ROOT, { recursive: true });
  const dir = mkdtempSync(path.join(TMP_ROOT, "bench-policy-"));
  const pack = path.join(dir, "pack");
  mkdirSync(pack);
  writeFileSync(path.join(pack, "PulumiPolicy.yaml"), "runtime: tunnels\n");
  const config = path.join(dir, "policy.json");
  writeFileSync(config, JSON.stringify({ all: "mandatory" }));
  const analyzer = path.join(dir, "analyzer");
  mkdirSync(analyzer);
  const bin = path.join(REPO_ROOT, "plugin", "bin", "pulumi-analyzer-policy-tunnels");
  const script = path.join(analyzer, "pulumi-analyzer-policy-tunnels");
  writeFileSync(script, `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(bin)} "$@"\n`);
  chmodSync(script, 0o755);
  return { pack, config, analyzer };
}

function must<R extends CliResult>(run: R, what: string): R {
  if (run.code !== 0)
    throw new Error(`${what} exited ${run.code}:\n${run.stdout.slice(-3000)}\n${run.stderr}`);
  return run;
}

async function main() {
  const files = packFiles();
  const started = performance.now();
  const stack = await refreshStack({ program: PROGRAM, addresses: 968, runtime: RUNTIME });
  console.error(`(${stack.resources} resources, ${RUNTIME}: up in ${seconds(performance.now() - started)})`);
  try {
    must(
      await stack.project.pulumi([
        "plugin",
        "install",
        "analyzer",
        "policy-tunnels",
        PACKAGE_VERSION,
        "-f",
        files.analyzer,
      ]),
      "plugin install",
    );
    const plain = ["preview"];
    const withPack = ["preview", "--policy-pack", files.pack, "--policy-pack-config", files.config];
    // One of each first, unmeasured: the plugin's and the analyzer's first start read their files from disk.
    must(await stack.measure(plain), "warm-up preview");
    const checked = must(await stack.measure(withPack), "warm-up preview with the pack");
    if (!/Policies:/.test(checked.stdout + checked.stderr))
      throw new Error(`the preview ran no policy pack:\n${checked.stdout.slice(-2000)}`);
    const times = { plain: [] as number[], pack: [] as number[] };
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 ? (["pack", "plain"] as const) : (["plain", "pack"] as const);
      for (const which of order) {
        const run = must(await stack.measure(which === "pack" ? withPack : plain), `preview (${which})`);
        times[which].push(run.ms);
      }
      console.error(`(round ${round + 1}: ${seconds(times.plain[round])} / ${seconds(times.pack[round])})`);
    }
    const [a, b] = [median(times.plain), median(times.pack)];
    console.log(`| Runtime | Resources | Rounds | preview: median | with --policy-pack: median | added |`);
    console.log("| --- | --- | --- | --- | --- | --- |");
    console.log(
      `| ${RUNTIME} | ${stack.resources} | ${ROUNDS} | ${seconds(a)} | ${seconds(b)} | ${(((b - a) / a) * 100).toFixed(1)} % |`,
    );
    console.log(
      `\nEach run (s), without / with: ${times.plain.map((t, i) => `${(t / 1000).toFixed(2)}/${(times.pack[i] / 1000).toFixed(2)}`).join(", ")}`,
    );
  } finally {
    await stack.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

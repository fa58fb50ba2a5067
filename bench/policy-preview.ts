import { execFileSync } from "node:child_process";
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
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
 * modules), deployed once through the real CLI, then `pulumi preview` three ways, interleaved (the order turned every
 * round, so a load that drifts touches all alike), each timed from the command's start to its exit: without a pack;
 * with a pack whose analyzer judges nothing (bench/null-analyzer, Go on Pulumi's own gRPC stack: the floor any pack
 * pays, since the CLI sends every resource to each analyzer twice before it goes on); with the tunnels pack. Each
 * analyzer is installed in the stack's plugin cache with `pulumi plugin install -f`, as a user's would be; every
 * tunnels rule runs at its level from the pack's config (all mandatory), on every resource (`Analyze`) and on the
 * stack (`AnalyzeStack`). BENCH_ROUNDS (default 7); BENCH_RUNTIME=nodejs runs the program through the TypeScript
 * classes instead of YAML and the native plugin; BENCH_ANALYZER=<file> takes the tunnels analyzer as users get it,
 * the executable of a release archive (`pulumi-analyzer-policy-tunnels-v<version>-linux-amd64.tar.gz`), instead of
 * this build's run by node.
 */
const PROGRAM = path.join(REPO_ROOT, "test", "cli", "programs", "refresh-stack.js");
const NULL_ANALYZER = path.join(REPO_ROOT, "bench", "null-analyzer");
/** The version bench/null-analyzer is built to answer, and installed under. */
const NULL_VERSION = "1.0.0";
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const RUNTIME: RefreshRuntime = process.env.BENCH_RUNTIME === "nodejs" ? "nodejs" : "yaml";
const RELEASED = process.env.BENCH_ANALYZER;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const added = (ms: number, base: number) => `+${(((ms - base) / base) * 100).toFixed(1)} %`;

interface Pack {
  /** The folder `--policy-pack` names. */
  folder: string;
  /** `pulumi plugin install analyzer <name> <version> -f <dir>`. */
  install: string[];
}

/** A pack folder for `runtime`, and its analyzer's folder as `pulumi plugin install -f` takes it. */
function packOf(dir: string, runtime: string, version: string, writeAnalyzer: (file: string) => void): Pack {
  const folder = path.join(dir, `pack-${runtime}`);
  mkdirSync(folder);
  writeFileSync(path.join(folder, "PulumiPolicy.yaml"), `runtime: ${runtime}\n`);
  const analyzer = path.join(dir, `analyzer-${runtime}`);
  mkdirSync(analyzer);
  writeAnalyzer(path.join(analyzer, `pulumi-analyzer-policy-${runtime}`));
  return { folder, install: ["plugin", "install", "analyzer", `policy-${runtime}`, version, "-f", analyzer] };
}

/** This build's tunnels analyzer, the do-nothing one (built with Go), and the config both take. */
function packFiles(): { tunnels: Pack; floor: Pack; config: string } {
  mkdirSync(TMP_ROOT, { recursive: true });
  const dir = mkdtempSync(path.join(TMP_ROOT, "bench-policy-"));
  const config = path.join(dir, "policy.json");
  writeFileSync(config, JSON.stringify({ all: "mandatory" }));
  const bin = path.join(REPO_ROOT, "plugin", "bin", "pulumi-analyzer-policy-tunnels");
  const tunnels = packOf(dir, "tunnels", PACKAGE_VERSION, (file) => {
    if (RELEASED) copyFileSync(RELEASED, file);
    else
      writeFileSync(
        file,
        `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(bin)} "$@"\n`,
      );
    chmodSync(file, 0o755);
  });
  const floor = packOf(dir, "tunnelsnull", NULL_VERSION, (file) => {
    const stamp = `-X main.version=${NULL_VERSION}`;
    execFileSync("go", ["build", "-ldflags", stamp, "-o", file, "."], {
      cwd: NULL_ANALYZER,
      stdio: "inherit",
    });
  });
  return { tunnels, floor, config };
}

function must<R extends CliResult>(run: R, what: string): R {
  if (run.code !== 0)
    throw new Error(`${what} exited ${run.code}:\n${run.stdout.slice(-3000)}\n${run.stderr}`);
  return run;
}

const KINDS = ["plain", "floor", "pack"] as const;
type Kind = (typeof KINDS)[number];

async function main() {
  const files = packFiles();
  const started = performance.now();
  const stack = await refreshStack({ program: PROGRAM, addresses: 968, runtime: RUNTIME });
  console.error(`(${stack.resources} resources, ${RUNTIME}: up in ${seconds(performance.now() - started)})`);
  console.error(`(the tunnels analyzer: ${RELEASED ?? "this build's, run by node"})`);
  try {
    for (const pack of [files.tunnels, files.floor])
      must(await stack.project.pulumi(pack.install), "plugin install");
    const previewWith = (pack: Pack) => [
      "preview",
      "--policy-pack",
      pack.folder,
      "--policy-pack-config",
      files.config,
    ];
    const args: Record<Kind, string[]> = {
      plain: ["preview"],
      floor: previewWith(files.floor),
      pack: previewWith(files.tunnels),
    };
    // One of each first, unmeasured: the plugin's and the analyzers' first start read their files from disk.
    for (const kind of KINDS) {
      const run = must(await stack.measure(args[kind]), `warm-up preview (${kind})`);
      if (kind !== "plain" && !/Policies:/.test(run.stdout + run.stderr))
        throw new Error(`the preview ran no policy pack:\n${run.stdout.slice(-2000)}`);
    }
    const times: Record<Kind, number[]> = { plain: [], floor: [], pack: [] };
    for (let round = 0; round < ROUNDS; round++) {
      const order = [...KINDS.slice(round % 3), ...KINDS.slice(0, round % 3)];
      for (const kind of order)
        times[kind].push(must(await stack.measure(args[kind]), `preview (${kind})`).ms);
      console.error(`(round ${round + 1}: ${KINDS.map((k) => seconds(times[k][round])).join(" / ")})`);
    }
    const [plain, floor, pack] = KINDS.map((k) => median(times[k]));
    console.log(
      "| Runtime | Resources | Rounds | `preview`: median | with a do-nothing analyzer | with the tunnels pack | added by the do-nothing one | added by the pack |",
    );
    console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
    console.log(
      `| ${RUNTIME} | ${stack.resources} | ${ROUNDS} | ${seconds(plain)} | ${seconds(floor)} | ${seconds(pack)} | ${added(floor, plain)} | ${added(pack, plain)} |`,
    );
    const each = times.plain.map((_, i) => KINDS.map((k) => (times[k][i] / 1000).toFixed(2)).join("/"));
    console.log(`\nEach round (s), without / do-nothing / tunnels: ${each.join(", ")}`);
  } finally {
    await stack.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

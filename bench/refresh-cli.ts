import path from "node:path";
import {
  type CountedRun,
  parallelArgs,
  PREVIEW_REFRESH,
  REFRESH,
  type RefreshRuntime,
  type RefreshStack,
  refreshStack,
  REPO_ROOT,
} from "../harness";

/**
 * Refresh through the real CLI (issue 21): the stack of test/cli/programs/refresh-stack.js at 182, 500 and
 * 1,000 resources (150, 468 and 968 reserved addresses: 2, 5 and 10 pages, then an IP policy, an edge, 20
 * routes and 10 header modules), one `pulumi up` per size reused for every run. For `--parallel` 1 and the
 * default: `pulumi refresh --skip-preview --expect-no-changes` without a rate limit, the same with
 * `--rate-limit 120` (the service's published limit), and `preview --refresh`; calls counted by the proxy in
 * front of the local server, times from the command's start to its exit. Then the two bounds: the oldest
 * address refreshed alone (`--target`) and a stack owning the 5 oldest of 1,000 addresses.
 * BENCH_SIZES=182,500 picks sizes; BENCH_BOUNDS=0 skips the bounds; BENCH_RUNTIME=yaml runs the same stacks
 * written in YAML through the YAML language host and the native plugin (test/cli/refresh-stack.ts).
 */
const PROGRAM = path.join(REPO_ROOT, "test", "cli", "programs", "refresh-stack.js");
const RATE_LIMIT = 120;
const SIZES = (process.env.BENCH_SIZES ?? "182,500,1000").split(",").map(Number);
const PARALLELS = [1, "default"] as const;
const RUNTIME: RefreshRuntime = process.env.BENCH_RUNTIME === "yaml" ? "yaml" : "nodejs";

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const refused = (run: CountedRun) => run.calls.filter((c) => c.status === 429).length;

/** What the calls were: listing pages per collection, then single GETs per collection. */
function breakdown(run: CountedRun): string {
  const tally = new Map<string, number>();
  for (const c of run.calls) {
    const path = c.url.split("?")[0];
    const collection = path
      .split("/")
      .slice(0, path.startsWith("/edges/") ? 3 : 2)
      .join("/");
    const kind = path === collection ? "pages" : "GETs";
    const key = `${kind} ${collection}`;
    tally.set(key, (tally.get(key) ?? 0) + 1);
  }
  return [...tally].map(([key, n]) => `${n} ${key}`).join(", ");
}

function must(run: CountedRun, what: string): CountedRun {
  if (run.code !== 0)
    throw new Error(`${what} exited ${run.code}:\n${run.stdout.slice(-3000)}\n${run.stderr}`);
  return run;
}

async function limited(stack: RefreshStack, args: string[]): Promise<CountedRun> {
  await stack.rateLimit(RATE_LIMIT);
  try {
    return await stack.measure(args);
  } finally {
    await stack.rateLimit(0);
  }
}

/** GETs of one object (a lookup or a read): what a deploy would add if it looked up parents it made itself. */
const gets = (run: CountedRun) =>
  run.calls.filter((c) => c.method === "GET" && !c.url.split("?")[0].endsWith("s")).length;

async function table() {
  const deploys: string[] = [];
  console.log(
    "| Resources | --parallel | refresh: calls | calls per resource | time | with --rate-limit 120: calls | 429s | time | preview --refresh: calls | calls per resource |",
  );
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const size of SIZES) {
    const started = performance.now();
    const stack = await refreshStack({ program: PROGRAM, addresses: size - 32, runtime: RUNTIME });
    console.error(`(${size} resources: up in ${seconds(performance.now() - started)})`);
    try {
      // What deploying cost, and a preview with nothing to change: the checks of parents (issue 40) make no call.
      const same = must(
        await stack.measure(["preview", "--expect-no-changes"]),
        `no-change preview, ${size}`,
      );
      deploys.push(
        `| ${stack.resources} | ${stack.up.calls.length} | ${(stack.up.calls.length / stack.resources).toFixed(3)} | ${gets(stack.up)} | ${same.calls.length} |`,
      );
      for (const parallel of PARALLELS) {
        const refresh = [...REFRESH, "--expect-no-changes", ...parallelArgs(parallel)];
        const free = must(await stack.measure(refresh), `refresh, ${size}, --parallel ${parallel}`);
        const slow = must(await limited(stack, refresh), `refresh under a rate limit, ${size}`);
        const preview = must(
          await stack.measure([...PREVIEW_REFRESH, ...parallelArgs(parallel)]),
          `preview --refresh, ${size}`,
        );
        const n = stack.resources;
        console.error(
          `(${size}, --parallel ${parallel}: refresh ${breakdown(free)}; preview ${breakdown(preview)})`,
        );
        console.log(
          `| ${n} | ${parallel} | ${free.calls.length} | ${(free.calls.length / n).toFixed(3)} | ${seconds(free.ms)} | ${slow.calls.length} | ${refused(slow)} | ${seconds(slow.ms)} | ${preview.calls.length} | ${(preview.calls.length / n).toFixed(3)} |`,
        );
      }
      if (size === Math.max(...SIZES) && process.env.BENCH_BOUNDS !== "0") await target(stack);
    } finally {
      await stack.close();
    }
  }
  console.log("\n| Resources | up: calls | calls per resource | GETs | no-change preview: calls |");
  console.log("| --- | --- | --- | --- | --- |");
  for (const row of deploys) console.log(row);
}

/** The oldest reserved address refreshed alone: it is on the listing's last page. */
async function target(stack: RefreshStack) {
  const exported = JSON.parse((await stack.project.run(["stack", "export"])).stdout);
  const urn = (exported.deployment.resources as { urn: string }[]).find((r) => r.urn.endsWith("::ra-0"))
    ?.urn as string;
  for (const parallel of PARALLELS) {
    const run = must(
      await stack.measure([...REFRESH, "--target", urn, ...parallelArgs(parallel)]),
      "refresh --target",
    );
    console.log(
      `\nrefresh --target ra-0 (the oldest of ${stack.resources - 32} addresses), --parallel ${parallel}: ${run.calls.length} calls (${run.calls.map((c) => c.url.split("?")[0]).join(", ")})`,
    );
  }
}

/** A stack that owns the 5 oldest of 1,000 addresses (the other 995 made after it, out of band). */
async function owned() {
  const stack = await refreshStack({
    program: PROGRAM,
    addresses: 5,
    edge: false,
    othersAfter: 995,
    runtime: RUNTIME,
  });
  try {
    for (const parallel of PARALLELS) {
      const run = must(
        await stack.measure([...REFRESH, "--expect-no-changes", ...parallelArgs(parallel)]),
        "refresh of 5 owned",
      );
      console.log(
        `a stack owning the 5 oldest of 1,000 addresses, --parallel ${parallel}: ${run.calls.length} calls (bound: 6): ${breakdown(run)}`,
      );
    }
  } finally {
    await stack.close();
  }
}

async function main() {
  await table();
  if (process.env.BENCH_BOUNDS !== "0") await owned();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

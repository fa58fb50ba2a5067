import { type Call, parallelArgs, PREVIEW_REFRESH, REFRESH, refreshStack, REPO_ROOT } from "../harness";
import path from "node:path";

/**
 * How the real CLI feeds a provider its reads (issue 21, docs/contract.md §9): the 182-resource stack of
 * test/cli/programs/refresh-stack.js refreshed with `tunnels:coalesceReads` false, so each Read is one GET,
 * against a server that answers each request 30 ms late, so that reads in flight together overlap at the
 * proxy. For `refresh` and `preview --refresh` at `--parallel` 1, the default and 64 it prints the most
 * GETs in flight at once, the mean over the refresh's span, how many reads arrived in state order, and
 * the median gap between one answer and the next request at `--parallel 1` (the step's Diff and the next
 * step's start).
 */
const LATENCY_MS = 30;

const isId = (segment: string) => /^[a-z]+_[0-9a-z]{8,}$/.test(segment);

/** An object's own id, or for a module (no id of its own) its parent's id and the module's name. */
function objectKey(path: string): string {
  const segments = path.split("/").filter(Boolean);
  const last = segments.length - 1;
  return isId(segments[last]) ? segments[last] : `${segments[last - 1]}/${segments[last]}`;
}

function flow(calls: Call[], stateOrder: string[]) {
  const reads = calls.filter((c) => c.method === "GET");
  const events = reads.flatMap((c) => [
    { t: c.sentAt, d: 1 },
    { t: c.at, d: -1 },
  ]);
  events.sort((a, b) => a.t - b.t || a.d - b.d);
  let now = 0;
  let most = 0;
  for (const e of events) {
    now += e.d;
    most = Math.max(most, now);
  }
  const span = Math.max(...reads.map((c) => c.at)) - Math.min(...reads.map((c) => c.sentAt));
  const busy = reads.reduce((sum, c) => sum + (c.at - c.sentAt), 0);
  const arrival = [...reads].sort((a, b) => a.sentAt - b.sentAt).map((c) => objectKey(c.url.split("?")[0]));
  const position = new Map(stateOrder.map((id, i) => [id, i]));
  let inOrder = 0;
  arrival.forEach((id, i) => {
    if (i === 0 || (position.get(id) ?? -1) > (position.get(arrival[i - 1]) ?? -1)) inOrder++;
  });
  const sorted = [...reads].sort((a, b) => a.sentAt - b.sentAt);
  const gaps = sorted
    .slice(1)
    .map((c, i) => c.sentAt - sorted[i].at)
    .sort((a, b) => a - b);
  return { reads: reads.length, most, mean: busy / span, inOrder, gap: gaps[Math.floor(gaps.length / 2)] };
}

async function main() {
  const stack = await refreshStack({
    program: path.join(REPO_ROOT, "test", "cli", "programs", "refresh-stack.js"),
    addresses: 150,
    serverOptions: { latencyMs: LATENCY_MS },
    config: { "tunnels:coalesceReads": "false" },
  });
  try {
    const exported = JSON.parse((await stack.project.run(["stack", "export"])).stdout);
    const stateOrder = (exported.deployment.resources as { id?: string; custom: boolean; type: string }[])
      .filter((r) => r.custom && !r.type.startsWith("pulumi:providers:"))
      .map((r) => objectKey(String(r.id)));
    console.log(
      `${stack.resources} resources, one GET per read, ${LATENCY_MS} ms added to each answer\n` +
        "command                      parallel  reads  most in flight  mean in flight  in state order  median gap (ms)",
    );
    for (const [name, args] of [
      ["refresh --skip-preview", REFRESH],
      ["preview --refresh", PREVIEW_REFRESH],
    ] as const)
      for (const parallel of [1, "default", 64] as const) {
        const run = await stack.measure([...args, ...parallelArgs(parallel)]);
        if (run.code !== 0) throw new Error(`${name} exited ${run.code}: ${run.stdout.slice(-2000)}`);
        const f = flow(run.calls, stateOrder);
        console.log(
          `${name.padEnd(28)} ${String(parallel).padStart(8)}  ${String(f.reads).padStart(5)}  ${String(f.most).padStart(14)}  ${f.mean.toFixed(2).padStart(14)}  ${`${f.inOrder}/${f.reads}`.padStart(14)}  ${String(f.gap).padStart(15)}`,
        );
      }
  } finally {
    await stack.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

import type { ServerOptions } from "../server";
import { countedStack } from "../test/scenarios/counted-stack";

/**
 * A deploy of 300 resources (200 IP policies, 100 rules: test/scenarios/programs/many.js) against
 * `--rate-limit 120` answering 429 without Retry-After, through the test engine (the program runner and
 * the real provider host), which the issue accepts until the CLI runs programs in the toolchain; the CLI
 * route of test/cli (program-host.js) was not tried for this figure. The figure:
 * elapsed time over the least time the limit allows, floor((accepted calls − 1) / 120) × 60 s. The
 * baseline is the same deploy against an unlimited server, in the same run.
 */
const LIMIT = Number(process.env.BENCH_RATE_LIMIT ?? 120);
const COUNT = Number(process.env.BENCH_POLICIES ?? 200); // with COUNT / 2 rules

async function deploy(serverOptions: ServerOptions) {
  const stack = await countedStack("many.js", serverOptions);
  try {
    const started = performance.now();
    const up = await stack.engine({ "scenario:count": String(COUNT) }).up();
    const ms = performance.now() - started;
    const calls = stack.counted.calls.slice(); // before the checks below add their own
    const accepted = calls.filter((c) => c.status !== 429).length;
    if (process.env.BENCH_TRACE) {
      // Accepted and refused calls per 10 s of the run, to see where time goes.
      const t0 = calls[0]?.at ?? 0;
      const buckets = new Map<number, [number, number]>();
      for (const c of calls) {
        const b = Math.floor((c.at - t0) / 10_000) * 10;
        const row = buckets.get(b) ?? [0, 0];
        row[c.status === 429 ? 1 : 0]++;
        buckets.set(b, row);
      }
      for (const [b, [ok, refused]] of buckets)
        console.log(`  ${b}-${b + 10} s: ${ok} accepted, ${refused} × 429`);
    }
    await stack.clearFaults();
    const descriptions: string[] = [];
    for await (const p of stack.direct.ipPolicies.list()) descriptions.push(p.description ?? "");
    let rules = 0;
    for await (const _ of stack.direct.ipPolicyRules.list()) rules++;
    return {
      ms,
      accepted,
      refused: calls.length - accepted,
      failed: up.errors.length,
      policies: descriptions.length,
      duplicates: descriptions.length - new Set(descriptions).size,
      rules,
    };
  } finally {
    await stack.close();
  }
}

async function main() {
  const total = COUNT + COUNT / 2;
  const free = await deploy({});
  const limited = await deploy({ rateLimit: LIMIT, rateLimitRetryAfter: false });
  const floorMs = Math.floor((limited.accepted - 1) / LIMIT) * 60_000;
  const line = (name: string, r: typeof free) =>
    console.log(
      `${name.padEnd(36)} ${(r.ms / 1000).toFixed(1).padStart(6)} s  ${r.accepted} calls  ${r.refused} × 429  failed ${r.failed}  policies ${r.policies}  rules ${r.rules}  duplicates ${r.duplicates}`,
    );
  console.log(`${total} resources through the test engine\n`);
  line("no limit (baseline)", free);
  line(`--rate-limit ${LIMIT}, no Retry-After`, limited);
  console.log(
    `least time the limit allows: floor((${limited.accepted} − 1) / ${LIMIT}) × 60 s = ${floorMs / 1000} s`,
  );
  console.log(`elapsed / least time: ${(limited.ms / floorMs).toFixed(3)}`);
  console.log(`429s per minute of the run: ${(limited.refused / (limited.ms / 60_000)).toFixed(1)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

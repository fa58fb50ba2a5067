import type { TunnelsClient } from "../client";
import type { ServerOptions } from "../server/index";
import type { Call, CountedServer } from "../harness";

/**
 * What a deploy of test/scenarios/programs/many.js left and cost, for bench/deploy.ts (the test engine) and
 * bench/deploy-cli.ts (the real CLI): accepted calls, 429s, and the IP policies and rules the account holds,
 * checked for duplicates once the server's faults are off.
 */
export interface DeployTally {
  ms: number;
  accepted: number;
  refused: number;
  failed: number;
  policies: number;
  duplicates: number;
  rules: number;
}

export async function tallyDeploy(
  counted: CountedServer,
  direct: TunnelsClient,
  run: { ms: number; failed: number },
): Promise<DeployTally> {
  const calls = counted.calls.slice(); // before the checks below add their own
  const accepted = calls.filter((c) => c.status !== 429).length;
  if (process.env.BENCH_TRACE) traceCalls(calls);
  await counted.clearFaults();
  const descriptions: string[] = [];
  for await (const p of direct.ipPolicies.list()) descriptions.push(p.description ?? "");
  let rules = 0;
  for await (const _ of direct.ipPolicyRules.list()) rules++;
  return {
    ...run,
    accepted,
    refused: calls.length - accepted,
    policies: descriptions.length,
    duplicates: descriptions.length - new Set(descriptions).size,
    rules,
  };
}

/** Accepted and refused calls per 10 s of the run, to see where time goes. */
function traceCalls(calls: Call[]) {
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

/** The limit the deploy meets, and the IP policies it declares (with half as many rules). */
export const LIMIT = Number(process.env.BENCH_RATE_LIMIT ?? 120);
export const POLICIES = Number(process.env.BENCH_POLICIES ?? 200);
export const RESOURCES = POLICIES + POLICIES / 2;

/**
 * Runs the benchmark's process: the deploy against an unlimited server (the baseline), then against
 * `--rate-limit LIMIT` answering 429 without Retry-After, and prints both and the ratio the issue sets its
 * target on.
 */
export function benchDeploy(how: string, deploy: (server: ServerOptions) => Promise<DeployTally>) {
  (async () => {
    const free = await deploy({});
    const limited = await deploy({ rateLimit: LIMIT, rateLimitRetryAfter: false });
    printDeploy(`${RESOURCES} resources ${how}`, LIMIT, free, limited);
  })().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

function printDeploy(title: string, limit: number, free: DeployTally, limited: DeployTally) {
  const floorMs = Math.floor((limited.accepted - 1) / limit) * 60_000;
  const line = (name: string, r: DeployTally) =>
    console.log(
      `${name.padEnd(36)} ${(r.ms / 1000).toFixed(1).padStart(6)} s  ${r.accepted} calls  ${r.refused} × 429  failed ${r.failed}  policies ${r.policies}  rules ${r.rules}  duplicates ${r.duplicates}`,
    );
  console.log(`${title}\n`);
  line("no limit (baseline)", free);
  line(`--rate-limit ${limit}, no Retry-After`, limited);
  console.log(
    `least time the limit allows: floor((${limited.accepted} − 1) / ${limit}) × 60 s = ${floorMs / 1000} s`,
  );
  console.log(`elapsed / least time: ${(limited.ms / floorMs).toFixed(3)}`);
  console.log(`429s per minute of the run: ${(limited.refused / (limited.ms / 60_000)).toFixed(1)}`);
}

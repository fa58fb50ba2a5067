import type { ServerOptions } from "../server";
import { countedStack } from "../test/scenarios/counted-stack";
import { type DeployTally, printDeploy, tallyDeploy } from "./deploy-tally";

/**
 * A deploy of 300 resources (200 IP policies, 100 rules: test/scenarios/programs/many.js) against
 * `--rate-limit 120` answering 429 without Retry-After, through the test engine (the program runner and
 * the real provider host); bench/deploy-cli.ts is the same deploy through the real CLI. The figure:
 * elapsed time over the least time the limit allows, floor((accepted calls − 1) / 120) × 60 s. The
 * baseline is the same deploy against an unlimited server, in the same run.
 */
const LIMIT = Number(process.env.BENCH_RATE_LIMIT ?? 120);
const COUNT = Number(process.env.BENCH_POLICIES ?? 200); // with COUNT / 2 rules

async function deploy(serverOptions: ServerOptions): Promise<DeployTally> {
  const stack = await countedStack("many.js", serverOptions);
  try {
    const started = performance.now();
    const up = await stack.engine({ "scenario:count": String(COUNT) }).up();
    const ms = performance.now() - started;
    return await tallyDeploy(stack.counted, stack.direct, { ms, failed: up.errors.length });
  } finally {
    await stack.close();
  }
}

async function main() {
  const free = await deploy({});
  const limited = await deploy({ rateLimit: LIMIT, rateLimitRetryAfter: false });
  printDeploy(`${COUNT + COUNT / 2} resources through the test engine`, LIMIT, free, limited);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

import path from "node:path";
import type { ServerOptions } from "../server/index";
import { countedStack, REPO_ROOT } from "../harness";
import { benchDeploy, type DeployTally, POLICIES, tallyDeploy } from "./deploy-tally";

/**
 * A deploy of 300 resources (200 IP policies, 100 rules: test/scenarios/programs/many.js) against
 * `--rate-limit 120` answering 429 without Retry-After, through the test engine (the program runner and
 * the real provider host); bench/deploy-cli.ts is the same deploy through the real CLI. The figure:
 * elapsed time over the least time the limit allows, floor((accepted calls − 1) / 120) × 60 s. The
 * baseline is the same deploy against an unlimited server, in the same run.
 */
async function deploy(serverOptions: ServerOptions): Promise<DeployTally> {
  const stack = await countedStack(
    path.join(REPO_ROOT, "test", "scenarios", "programs", "many.js"),
    serverOptions,
  );
  try {
    const started = performance.now();
    const up = await stack.engine({ "scenario:count": String(POLICIES) }).up();
    const ms = performance.now() - started;
    return await tallyDeploy(stack.counted, stack.direct, { ms, failed: up.errors.length });
  } finally {
    await stack.close();
  }
}

benchDeploy("through the test engine", deploy);

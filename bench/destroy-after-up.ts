import { TunnelsClient } from "../client";
import type { ServerOptions } from "../server/index";
import { type CountedServer, countedServer, PLUGIN_DIR, requirePlugin, YamlProject } from "../harness";

/**
 * Issue 30's destroy through the real CLI: a YAML stack of 101 IP policies through the plugin, `up` against
 * the service's limit of 60 calls a minute (with `Retry-After`, as the contract answers), then `destroy`
 * right after it, as back-to-back commands and several stacks on one account make it. The destroy's process
 * meets a minute the `up` filled and learns the pace from its own first few calls; before issue 30 it kept that
 * pace (12 calls a minute: 491 s instead of about 65).
 *
 * The figure is the destroy's elapsed time over its least time, in the same run: the later of (a) when the
 * service could have accepted all of the destroy's calls, given the calls its sliding minute held when the
 * destroy began (replayed from the proxy's record of every accepted call), each sent the moment there was
 * room; and (b) the same destroy's elapsed time against an unlimited server (the CLI's and the plugin's own
 * time). `BENCH_RESOURCES` changes the stack's size.
 */
const RESOURCES = Number(process.env.BENCH_RESOURCES ?? 101);
const LIMIT = 60;

const program = {
  resources: Object.fromEntries(
    Array.from({ length: RESOURCES }, (_, i) => [
      `policy${i}`,
      { type: "tunnels:index:IpPolicy", properties: { description: `policy ${i}` } },
    ]),
  ),
};

interface Run {
  upMs: number;
  destroyMs: number;
  destroyStart: number;
  counted: CountedServer;
}

async function upThenDestroy(options: ServerOptions): Promise<Run & { close(): Promise<void> }> {
  const counted = await countedServer(options);
  requirePlugin();
  const project = await YamlProject.create({
    program,
    pluginDir: PLUGIN_DIR,
    project: "destroy-bench",
    config: { "tunnels:apiUrl": counted.url },
    secretConfig: { "tunnels:apiKey": counted.server.rootToken },
  });
  let started = performance.now();
  await project.run(["up", "--yes", "--skip-preview"], { timeoutMs: 1_800_000 });
  const upMs = performance.now() - started;
  const destroyStart = Date.now();
  started = performance.now();
  await project.run(["destroy", "--yes", "--skip-preview"], { timeoutMs: 1_800_000 });
  const destroyMs = performance.now() - started;
  return { upMs, destroyMs, destroyStart, counted, close: () => counted.close() };
}

/**
 * When the service could have accepted `calls` more calls from `start` on, one the moment its sliding minute
 * has room, given the accepted calls it holds (`earlier`, arrival times).
 */
function leastTime(earlier: number[], calls: number, start: number): number {
  const window = earlier.filter((t) => t > start - 60_000);
  let t = start;
  for (let i = 0; i < calls; i++) {
    for (;;) {
      const held = window.filter((a) => a > t - 60_000);
      if (held.length < LIMIT) break;
      t = held[held.length - LIMIT] + 60_000;
    }
    window.push(t);
  }
  return t - start;
}

async function main() {
  const unlimited = await upThenDestroy({});
  await unlimited.close();
  const limited = await upThenDestroy({ rateLimit: LIMIT });
  const calls = limited.counted.calls;
  const accepted = (c: { status: number }) => c.status !== 429;
  const before = calls.filter((c) => c.sentAt < limited.destroyStart && accepted(c)).map((c) => c.sentAt);
  const destroyCalls = calls.filter((c) => c.sentAt >= limited.destroyStart);
  const rateBound = leastTime(
    before.sort((a, b) => a - b),
    destroyCalls.filter(accepted).length,
    limited.destroyStart,
  );
  const least = Math.max(rateBound, unlimited.destroyMs);
  const check = new TunnelsClient({ baseUrl: limited.counted.url, apiKey: limited.counted.server.rootToken });
  let left = 0;
  for await (const _ of check.ipPolicies.list()) left++;
  await check.close();
  await limited.close();

  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`${RESOURCES} IP policies through the plugin, ${LIMIT} calls a minute`);
  console.log(`| Run | up | destroy | destroy's calls accepted | 429s |`);
  console.log(`| --- | --- | --- | --- | --- |`);
  console.log(`| no limit (baseline) | ${s(unlimited.upMs)} | ${s(unlimited.destroyMs)} | - | - |`);
  console.log(
    `| ${LIMIT}/min | ${s(limited.upMs)} | ${s(limited.destroyMs)} | ${destroyCalls.filter(accepted).length} | ${destroyCalls.length - destroyCalls.filter(accepted).length} |`,
  );
  console.log(
    `least time of the destroy: ${s(least)} (the service's minute: ${s(rateBound)}; unlimited: ${s(unlimited.destroyMs)})`,
  );
  console.log(
    `destroy / least time: ${(limited.destroyMs / least).toFixed(3)} (target at most 1.3); objects left: ${left}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

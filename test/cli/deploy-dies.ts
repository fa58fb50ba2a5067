/**
 * Deploys that die mid-`up`, through the real CLI (deploy-dies*.test.ts): a small account behind a proxy that
 * can hold the answers of creates (so they are in flight when something is killed) or lose them, the
 * processes to kill found by their parent, and what a run left counted against the stack.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { afterEach } from "vitest";
import type { TunnelsClient } from "../../client";
import { stopChild, track, type LossyProxy } from "../../harness";

// Finding a run's processes by their parent is the harness's (bench/ measures with it too).
export { childrenOf, endOrphans, type FoundProcess, processesOf } from "../../harness";

/** The classes the programs declare: what counting an account looks at. */
export const COUNTED = ["ipPolicies", "reservedAddrs", "tunnelGroupBackends"] as const;

/**
 * Five resources with no dependency between them, so all five creates are in flight at once: enough to kill
 * a deploy mid-create, small enough to keep each case to seconds.
 */
export const FIVE_RESOURCES = {
  a: ["IpPolicy", { description: "office a" }],
  b: ["IpPolicy", { description: "office b" }],
  c: ["IpPolicy", { description: "office c" }],
  d: ["ReservedAddr", { description: "edge address", region: "eu" }],
  e: ["TunnelGroupBackend", { description: "workers", labels: { pool: "w" } }],
} as const;

/** The YAML program of those resources through the plugin. */
export const FIVE_YAML = {
  resources: Object.fromEntries(
    Object.entries(FIVE_RESOURCES).map(([name, [cls, properties]]) => [
      name,
      { type: `tunnels:index:${cls}`, properties },
    ]),
  ),
};

/** The ids of every object of the counted classes in the account. */
export async function accountIds(client: TunnelsClient): Promise<string[]> {
  const ids: string[] = [];
  for (const name of COUNTED) for await (const o of client[name].list()) ids.push(o.id);
  return ids.sort();
}

/** The ids the stack's state holds for our resources, and the URNs it records as pending creates. */
export function stateOf(exported: string): { ids: string[]; pending: string[] } {
  const deployment = (JSON.parse(exported) as { deployment: Record<string, unknown> }).deployment;
  const resources = (deployment.resources ?? []) as { type: string; id?: string }[];
  const pending = (deployment.pending_operations ?? []) as { resource: { urn: string }; type: string }[];
  return {
    ids: resources
      .filter((r) => /^(tunnels:index:|pulumi-nodejs:dynamic\/tunnels:)/.test(r.type) && r.id)
      .map((r) => String(r.id))
      .sort(),
    pending: pending.filter((p) => p.type === "creating").map((p) => p.resource.urn),
  };
}

/** Resolves once `n` creates have reached the service and their answers are held by the proxy. */
export async function untilCreatesInFlight(proxy: LossyProxy, n: number, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (proxy.calls.filter((c) => c.method === "POST" && c.status !== undefined).length < n) {
    if (Date.now() > deadline)
      throw new Error(`fewer than ${n} creates reached the service in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts a command as a child of its own, to kill it; tracked so a failed test never leaves it behind. */
export function start(file: string, argv: string[], cwd: string, env: NodeJS.ProcessEnv): ChildProcess {
  return track(spawn(file, argv, { cwd, env, stdio: ["ignore", "pipe", "pipe"] }));
}

/** Waits for a child to exit; kills it if it has not in `ms`. */
export async function ended(child: ChildProcess, ms = 120_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await Promise.race([
    new Promise((r) => child.once("exit", r)),
    new Promise((r) => setTimeout(r, ms)).then(() => stopChild(child)),
  ]);
}

/** Steps a test file's tests queue to run after each test, last first (servers, clients, orphaned processes). */
export function useCleanup(): (() => Promise<void> | void)[] {
  const steps: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const step of steps.splice(0).reverse()) await step();
  });
  return steps;
}

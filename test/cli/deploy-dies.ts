/**
 * Deploys that die mid-`up`, through the real CLI (deploy-dies*.test.ts): a small account behind a proxy that
 * can hold the answers of creates (so they are in flight when something is killed) or lose them, the
 * processes to kill found by their parent, and what a run left counted against the stack.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { afterEach } from "vitest";
import type { TunnelsClient } from "../../client";
import { stopChild, track, type LossyProxy } from "../../harness";

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

/** The direct children of a process whose command line holds `needle`, by pid. */
export function childrenOf(pid: number, needle: string): number[] {
  const out = execFileSync("ps", ["-o", "pid=,args=", "--ppid", String(pid)], { encoding: "utf8" });
  return out
    .split("\n")
    .filter((line) => line.includes(needle))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

/** A process as it was when found: its pid and start time, so that a pid the system reused is never it. */
export interface FoundProcess {
  pid: number;
  started: string;
}

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces); undefined once it is gone. */
function statOf(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return undefined;
  }
}

/** The processes of these pids as they are now (field 22 of stat, the start time, names each one). */
export function processesOf(pids: number[]): FoundProcess[] {
  return pids.flatMap((pid) => {
    const stat = statOf(pid);
    return stat ? [{ pid, started: stat[19] }] : [];
  });
}

/**
 * Ends the processes this test orphaned (a plugin that outlived its `pulumi`) once they are done: only those
 * still running with the start time they had when found. With pids reused (pid_max is often 32768), a bare
 * pid could by then be another test's process.
 */
export function endOrphans(processes: FoundProcess[]): void {
  for (const { pid, started } of processes) {
    const stat = statOf(pid);
    if (stat && stat[0] !== "Z" && stat[19] === started) process.kill(pid, "SIGKILL");
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

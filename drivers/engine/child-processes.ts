/**
 * Every child process the test engine starts is tracked here, so a crashed or timed-out test never
 * leaves a provider host or program runner behind: they are killed when this process exits.
 */
import type { ChildProcess } from "node:child_process";

const live = new Set<ChildProcess>();

process.once("exit", () => {
  for (const child of live) child.kill("SIGKILL");
});

export function track(child: ChildProcess): ChildProcess {
  live.add(child);
  child.once("exit", () => live.delete(child));
  return child;
}

/** Asks a child to stop, then kills it if it has not exited after `graceMs`. Resolves once it is gone. */
export function stopChild(child: ChildProcess, graceMs = 2000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/** Number of tracked children still running (tests assert it drops to zero). */
export function liveChildren(): number {
  return live.size;
}

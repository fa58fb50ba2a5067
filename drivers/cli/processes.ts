/**
 * The processes a CLI run started, found by their parent (never machine-wide: other runs start plugins too):
 * what a test or a benchmark that kills `pulumi` looks at afterwards. A process is named by its pid and its start
 * time, so that a pid the system reused is never taken for it.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { track } from "../engine/child-processes";

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

/** Whether a process found earlier still runs (a zombie has ended: nobody may reap an orphan here). */
export function stillRunning({ pid, started }: FoundProcess): boolean {
  const stat = statOf(pid);
  return stat !== undefined && stat[0] !== "Z" && stat[19] === started;
}

/**
 * Ends the processes a run orphaned (a plugin that outlived its `pulumi`) once they are done: only those
 * still running with the start time they had when found. With pids reused (pid_max is often 32768), a bare
 * pid could by then be another test's process.
 */
export function endOrphans(processes: FoundProcess[]): void {
  for (const found of processes) if (stillRunning(found)) process.kill(found.pid, "SIGKILL");
}

/** Resolves with the ms until none of `processes` runs, or undefined if some still run after `timeoutMs`. */
export async function untilEnded(processes: FoundProcess[], timeoutMs: number): Promise<number | undefined> {
  const began = performance.now();
  while (processes.some(stillRunning)) {
    if (performance.now() - began > timeoutMs) return undefined;
    await new Promise((r) => setTimeout(r, 100));
  }
  return performance.now() - began;
}

/** A command started to be signalled or killed: the process, what it printed so far, and its exit. */
export interface RunningCommand {
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

/** Starts a command as a child of its own, tracked so that a failed test never leaves it behind. */
export function startCommand(
  file: string,
  argv: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): RunningCommand {
  const child = track(spawn(file, argv, { ...options, stdio: ["ignore", "pipe", "pipe"] }));
  let output = "";
  const add = (d: Buffer) => {
    output += d;
  };
  child.stdout?.on("data", add);
  child.stderr?.on("data", add);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

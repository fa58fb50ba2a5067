/**
 * The Pulumi engine that started this plugin, as the deploy markers (deploy-marker.ts) need it: its pid (the
 * plugin's parent: the CLI starts provider plugins itself), its start time where the system says it (so a pid
 * reused later is never taken for it), and which command it runs. Pulumi tells a provider neither whether a
 * pass is a preview nor which update it serves, so the command is read from the engine's command line.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * What the engine runs: a `pulumi preview` writes no state (its marker would say nothing); a deploy (`up`,
 * `destroy`, `refresh`, `import`, `watch`) does; unknown when the command line cannot be read or the parent is
 * no `pulumi` (a test's engine, a provider attached with PULUMI_DEBUG_PROVIDERS).
 */
export type EngineCommand = "preview" | "deploy" | "unknown";

export interface EngineProcess {
  pid: number;
  /** The start time the system gives it (Linux: /proc/<pid>/stat, clock ticks since boot); absent elsewhere. */
  started?: string;
  command: EngineCommand;
}

/** The `pulumi` commands that run an engine, by the name the command line gives. */
const DEPLOYS = new Set(["up", "update", "destroy", "refresh", "import", "watch"]);

/** The command of a `pulumi` command line: the first argument that names one (flags and their values skipped). */
export function commandOf(argv: readonly string[]): EngineCommand {
  if (!/^pulumi(\.exe)?$/.test(path.basename(argv[0] ?? ""))) return "unknown";
  for (const arg of argv.slice(1)) {
    if (arg === "preview" || arg === "pre") return "preview";
    if (DEPLOYS.has(arg)) return "deploy";
  }
  return "unknown";
}

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces); undefined without /proc. */
function statOf(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return undefined;
  }
}

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
export const startOf = (pid: number): string | undefined => statOf(pid)?.[19];

function argvOf(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
  } catch {
    // No /proc (macOS): ps prints the command line, split on spaces (enough to find the command's name).
    try {
      return execFileSync("ps", ["-o", "args=", "-p", String(pid)], { encoding: "utf8", timeout: 5_000 })
        .trim()
        .split(/\s+/);
    } catch {
      return [];
    }
  }
}

/** The engine of this process: its parent. */
export function engineProcess(pid = process.ppid): EngineProcess {
  return { pid, started: startOf(pid), command: commandOf(argvOf(pid)) };
}

/** Whether the process `pid` that started at `started` (when known) still runs. */
export function isRunning(pid: number, started?: string): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: it exists, under another user.
    if ((err as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const stat = statOf(pid);
  // A zombie has ended: only its parent has not collected it yet.
  if (stat?.[0] === "Z") return false;
  return started === undefined || stat === undefined || stat[19] === started;
}

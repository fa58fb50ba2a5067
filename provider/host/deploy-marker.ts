/**
 * Deploy markers: which deploys of which stacks this machine's plugin served, so that the recovery command can
 * tell "the deploy that died ran here" from "unknown" (docs/after-a-deploy-dies.md, docs/contract.md §10).
 * When it ran here, a create this machine's journal (create-journal.ts) has no entry for was never sent by it:
 * the plugin writes every create down before its request leaves. A missing entry alone proves nothing: the
 * deploy may have run on another machine, or under another PULUMI_HOME.
 *
 * One file per plugin process that serves a deploy (not a `pulumi preview`), under
 * `$PULUMI_HOME/tunnels/deploys/`, JSON lines: first the stack and project (from the URNs the engine sends),
 * the engine's pid and start time, and when the plugin began; then one line per resource it was asked to check
 * as a create (a Check with no old inputs), and a last line when the engine closed the plugin (`endedAt`) or
 * was seen gone (`engineGoneAt`). While the engine lives, the file's modification time is kept within
 * HEARTBEAT_MS of now: when the plugin is killed with the engine, that time says until when the engine lived.
 * No secret, no value: names, pids and times.
 *
 * A marker goes when a second later deploy of the same stack starts here (each writes the state after it; the
 * newest before a deploy stays until then, should that deploy die before it writes anything), when the recovery
 * command has settled the stack, and after KEEP_MS untouched.
 */
import { createHash } from "node:crypto";
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { type EngineProcess, engineProcess, isRunning, startOf } from "./engine-process";

/** How often a living engine is noted (the file's modification time). */
export const HEARTBEAT_MS = 2_000;
/** Markers untouched this long are dropped (the journal keeps its entries as long). */
const KEEP_MS = 30 * 24 * 3600_000;

/** The first line of a marker. */
/** A marker's first line, as written; read back through this schema, so a torn or foreign file is no marker. */
const HEAD = z.object({
  project: z.string(),
  stack: z.string(),
  pid: z.number(),
  /** The plugin's own start time (engine-process.ts), so a pid reused later is never taken for it. */
  started: z.string().optional(),
  enginePid: z.number(),
  engineStarted: z.string().optional(),
  startedAt: z.number(),
});
type Head = z.infer<typeof HEAD>;

/**
 * The plugin processes of a stack's deploys whose engine is gone but which still run: a plugin outlives a killed
 * `pulumi` until the requests it had sent are answered and written down (plugin/shutdown.ts), so the recovery
 * waits for them before it reads the journal.
 */
export function pluginsStillRunning(markers: readonly DeployMarker[], running = isRunning): number[] {
  return markers.filter((m) => !m.engineRunning && running(m.pid, m.started)).map((m) => m.pid);
}

/** A marker as the recovery command reads it. */
export interface DeployMarker extends Head {
  file: string;
  /** URNs the plugin was asked to check as creates. */
  checked: Set<string>;
  /** When the engine closed the plugin (the deploy ended with the engine alive). */
  endedAt?: number;
  /** When the plugin saw its engine gone (it outlived a killed `pulumi`). */
  engineGoneAt?: number;
  /** The file's modification time: the engine lived until then at least. */
  lastAliveAt: number;
  /** Its engine still runs (an `up` in progress here). */
  engineRunning: boolean;
}

/** `urn:pulumi:<stack>::<project>::…`: the stack and project a URN names. */
export function stackOfUrn(urn: string): { stack: string; project: string } | undefined {
  const match = /^urn:pulumi:([^:]+)::([^:]+)::/.exec(urn);
  return match ? { stack: match[1], project: match[2] } : undefined;
}

const stackKey = (project: string, stack: string) =>
  createHash("sha256").update(`${project}\n${stack}`).digest("hex").slice(0, 24);

/** The markers of one Pulumi home. */
export class DeployMarkers {
  constructor(readonly dir: string) {}

  static forEnvironment(env: NodeJS.ProcessEnv = process.env): DeployMarkers {
    const home = env.PULUMI_HOME || path.join(os.homedir(), ".pulumi");
    return new DeployMarkers(path.join(home, "tunnels", "deploys"));
  }

  /** The file a plugin process writes for a stack. */
  fileFor(head: Head): string {
    return path.join(this.dir, `${stackKey(head.project, head.stack)}.${head.pid}.${head.startedAt}.jsonl`);
  }

  /** The markers of a stack, oldest first. */
  of(project: string, stack: string, running = isRunning): DeployMarker[] {
    const prefix = `${stackKey(project, stack)}.`;
    return this.files()
      .filter((f) => f.startsWith(prefix))
      .flatMap((f) => {
        const marker = readMarker(path.join(this.dir, f), running);
        return marker && marker.project === project && marker.stack === stack ? [marker] : [];
      })
      .sort((a, b) => a.startedAt - b.startedAt);
  }

  remove(markers: readonly DeployMarker[]): void {
    for (const m of markers) rmSync(m.file, { force: true });
  }

  /**
   * Before a new marker of `project`/`stack`: the stack's markers whose engine is gone (the new deploy writes
   * the state after them), but for the newest deploy's, which stays should the new one die before it writes
   * anything (killed in its preview pass: the newest is then still the last to have written); and every marker
   * older than KEEP_MS.
   */
  prune(project: string, stack: string, now = Date.now()): void {
    for (const f of this.files()) {
      const file = path.join(this.dir, f);
      try {
        if (now - statSync(file).mtimeMs > KEEP_MS) rmSync(file, { force: true });
      } catch {
        // gone meanwhile
      }
    }
    const gone = this.of(project, stack).filter((m) => !m.engineRunning);
    const newest = gone[gone.length - 1];
    const sameEngine = (m: DeployMarker) =>
      m.enginePid === newest?.enginePid && m.engineStarted === newest?.engineStarted;
    this.remove(gone.filter((m) => !sameEngine(m)));
  }

  private files(): string[] {
    try {
      return readdirSync(this.dir).filter((f) => f.endsWith(".jsonl"));
    } catch {
      return [];
    }
  }
}

/** A marker's file read back; undefined when it is not one (a first line cut short by a crash). */
export function readMarker(file: string, running = isRunning): DeployMarker | undefined {
  let text: string;
  let mtime: number;
  try {
    text = readFileSync(file, "utf8");
    mtime = statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
  const lines: Record<string, unknown>[] = [];
  for (const line of text.split("\n")) {
    try {
      if (line) lines.push(JSON.parse(line));
    } catch {
      // a line cut short by a crash mid-append: the ones before it stand
    }
  }
  const parsed = HEAD.safeParse(lines[0]);
  if (!parsed.success) return undefined;
  const head = parsed.data;
  const marker: DeployMarker = {
    ...head,
    file,
    checked: new Set(),
    lastAliveAt: mtime,
    engineRunning: false,
  };
  for (const line of lines.slice(1)) {
    if (typeof line.checked === "string") marker.checked.add(line.checked);
    if (typeof line.endedAt === "number") marker.endedAt = line.endedAt;
    if (typeof line.engineGoneAt === "number") marker.engineGoneAt = line.engineGoneAt;
  }
  const ended = marker.endedAt !== undefined || marker.engineGoneAt !== undefined;
  marker.engineRunning = !ended && running(head.enginePid, head.engineStarted);
  return marker;
}

/**
 * The plugin's side: told of each engine call that names a resource, it writes this process's marker. A
 * preview writes none. When the engine's command cannot be read, the marker waits for the first create,
 * update or delete, which only a deploy sends (the checks before it are kept until then).
 */
export class DeployRecorder {
  private file: string | undefined;
  private head: Head | undefined;
  private heldChecks: string[] = [];
  private heartbeat: NodeJS.Timeout | undefined;
  private touchedAt = 0;

  constructor(
    private readonly markers: DeployMarkers,
    private readonly engine: EngineProcess = engineProcess(),
    private readonly now: () => number = Date.now,
    /** This process's parent now (it changes when the engine dies and the plugin is left running). */
    private readonly parentPid: () => number = () => process.ppid,
  ) {}

  /** An engine call for `urn`; `createCheck` when it is a Check with no old inputs. */
  seen(urn: string, rpc: string, createCheck: boolean): void {
    if (this.engine.command === "preview" || this.ended()) return;
    const stack = stackOfUrn(urn);
    if (!stack) return;
    if (!this.head) {
      this.head = {
        ...stack,
        pid: process.pid,
        started: startOf(process.pid),
        enginePid: this.engine.pid,
        engineStarted: this.engine.started,
        startedAt: this.now(),
      };
    }
    if (stack.stack !== this.head.stack || stack.project !== this.head.project) return;
    const mutation = rpc === "create" || rpc === "update" || rpc === "delete";
    if (!this.file && this.engine.command === "unknown" && !mutation) {
      if (createCheck) this.heldChecks.push(urn);
      return;
    }
    if (!this.file) this.begin(this.head);
    if (createCheck) this.append({ checked: urn });
    // A call is the engine alive: noted as a beat is (at most twice a second), should a busy process delay beats.
    else if (this.now() - this.touchedAt >= HEARTBEAT_MS / 4) this.touch();
  }

  /** The plugin exits: with its engine alive, the deploy ended (the engine closes its plugins at the end). */
  exit(): void {
    if (!this.file || this.ended()) return;
    // An engine gone before the beat saw it: the plugin outlived a killed `pulumi`, the deploy did not end.
    this.append(
      this.parentPid() === this.engine.pid ? { endedAt: this.now() } : { engineGoneAt: this.now() },
    );
    this.stop();
  }

  private begin(head: Head): void {
    this.markers.prune(head.project, head.stack, this.now());
    mkdirSync(this.markers.dir, { recursive: true, mode: 0o700 });
    this.file = this.markers.fileFor(head);
    this.append(head);
    for (const urn of this.heldChecks.splice(0)) this.append({ checked: urn });
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** The engine is alive: the file's time says so. Once it is gone, that is written, and the beat stops. */
  beat(): void {
    if (!this.file || this.ended()) return;
    if (this.parentPid() !== this.engine.pid) {
      this.append({ engineGoneAt: this.now() });
      this.stop();
      return;
    }
    this.touch();
  }

  private touch(): void {
    if (!this.file) return;
    this.touchedAt = this.now();
    const at = new Date(this.touchedAt);
    try {
      utimesSync(this.file, at, at);
    } catch {
      // removed meanwhile (a recovery settled the stack): nothing to keep alive
    }
  }

  private ended = () => this.file !== undefined && this.heartbeat === undefined;

  private stop(): void {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  private append(line: object): void {
    // Once removed (a recovery settled the stack, or a later deploy pruned it), it stays removed.
    if (!this.file || (this.head !== line && !existsSync(this.file))) return;
    try {
      appendFileSync(this.file, `${JSON.stringify(line)}\n`, { mode: 0o600 });
      this.touchedAt = this.now();
    } catch {
      // A marker that cannot be written only makes the recovery ask for --since: never fail a deploy for it.
    }
  }
}

/**
 * A small stand-in for the Pulumi CLI: preview, up, refresh and destroy a program directory's stack,
 * with state in a passphrase-encrypted checkpoint file. It runs the real program runner and the real
 * dynamic provider host; the step logic lives in Deployment and state-ops.
 */
import path from "node:path";
import { loadCheckpoint, type ResourceState, saveCheckpoint } from "./checkpoint";
import { Deployment } from "./deployment";
import { MonitorServer } from "./monitor-server";
import { readDefaultConfig } from "./pack";
import { runProgram } from "./program-runner";
import { ProviderHost } from "./provider-host";
import { formatReport, type RunKind, type Summary, summarize } from "./report";
import { isSecret, type PropertyMap, type PropertyValue, stripSecrets } from "./rpc-values";
import { destroyAll, type OpContext, refreshAll } from "./state-ops";
import { observedSteps, type Step } from "./steps";

export interface TestEngineOptions {
  programDir: string;
  stack: string;
  /** Default: the directory's package.json name (makeProgramDir writes it). */
  project?: string;
  /** Plain stack config, fully qualified keys (`fixture:storeFile`). Default: what makeProgramDir stored. */
  config?: Record<string, string>;
  /** Secret stack config: sent to the program and the provider as secrets, never written anywhere. */
  secretConfig?: Record<string, string>;
  /** Default: PULUMI_CONFIG_PASSPHRASE. */
  passphrase?: string;
  /** Default: `<programDir>/.pulumi-test/<stack>.checkpoint.json`. */
  stateFile?: string;
  /** Bound on one program run, in milliseconds (default 60 s). */
  timeoutMs?: number;
  /** Told of each step as it happens (the CLI's progress display). */
  onStep?: (step: Step) => void;
}

export interface RunResult {
  kind: RunKind;
  dryRun: boolean;
  steps: Step[];
  summary: Summary;
  /** Stack outputs as plain values (secrets unwrapped; see `secretOutputs`). */
  outputs: Record<string, PropertyValue>;
  secretOutputs: string[];
  /** Program output, engine log messages (debug excluded) and provider host output, a line an entry. */
  logs: string[];
  errors: string[];
  /** Text like the CLI prints. */
  report: string;
  /** Wall time of the run, including the program run and provider calls (not the host's start). */
  durationMs: number;
}

/** Thrown when a run ends with errors; `result` holds what happened up to then. */
export class DeploymentError extends Error {
  constructor(readonly result: RunResult) {
    super(`${result.kind} failed:\n${result.errors.join("\n")}`);
    this.name = "DeploymentError";
  }
}

/** `--refresh`, and the CLI's `--parallel` for its reads (default: four per core, as the CLI's). */
export interface RefreshOptions {
  refresh?: boolean;
  parallel?: number;
}

export class TestEngine {
  readonly stateFile: string;
  private readonly project: string;
  private host?: Promise<ProviderHost>;

  constructor(private readonly options: TestEngineOptions) {
    this.stateFile =
      options.stateFile ?? path.join(options.programDir, ".pulumi-test", `${options.stack}.checkpoint.json`);
    this.project = options.project ?? require(path.join(options.programDir, "package.json")).name;
  }

  /** Runs the program in preview: nothing is created, changed or saved. */
  preview(opts: RefreshOptions = {}): Promise<RunResult> {
    return this.deploy("preview", true, opts);
  }

  /** Runs the program and applies the steps; saves the state. */
  up(opts: RefreshOptions = {}): Promise<RunResult> {
    return this.deploy("up", false, opts);
  }

  /** Reads every resource back through its provider and saves what it finds (unless `preview`). */
  async refresh(opts: { preview?: boolean; parallel?: number } = {}): Promise<RunResult> {
    const dryRun = opts.preview ?? false;
    return this.withState("refresh", dryRun, async (ctx, resources) =>
      refreshAll(ctx, resources, opts.parallel),
    );
  }

  /** Deletes every resource of the stack, in reverse dependency order. */
  async destroy(): Promise<RunResult> {
    return this.withState("destroy", false, async (ctx, resources) => destroyAll(ctx, resources));
  }

  /** The saved state, secrets decrypted (wrapped). */
  state(): ResourceState[] {
    return loadCheckpoint(this.stateFile, this.passphrase()).resources;
  }

  /** Stops the provider host. */
  async close(): Promise<void> {
    const host = this.host;
    this.host = undefined;
    if (host) await (await host.catch(() => undefined))?.close();
  }

  private async deploy(kind: RunKind, dryRun: boolean, opts: RefreshOptions): Promise<RunResult> {
    const host = await this.ensureHost();
    const started = Date.now();
    const hostLogStart = host.logs.length;
    const { resources: saved, crypter } = loadCheckpoint(this.stateFile, this.passphrase());
    const steps: Step[] = observedSteps(this.options.onStep);
    const errors: string[] = [];
    const ctx: OpContext = { host, dryRun, steps, errors };
    const base = opts.refresh ? await refreshAll(ctx, saved, opts.parallel) : saved;
    const deployment = new Deployment(host, base, {
      project: this.project,
      stack: this.options.stack,
      dryRun,
      steps: observedSteps(this.options.onStep),
    });
    const monitor = await MonitorServer.start(deployment);
    let output: string[] = [];
    try {
      const run = await runProgram({
        programDir: this.options.programDir,
        project: this.project,
        stack: this.options.stack,
        address: monitor.address,
        dryRun,
        config: this.allConfig(),
        secretKeys: Object.keys(this.options.secretConfig ?? {}),
        timeoutMs: this.options.timeoutMs ?? 60_000,
      });
      output = run.output;
      if (run.timedOut)
        deployment.errors.push(`the program did not finish within ${this.options.timeoutMs ?? 60_000} ms`);
      else if (run.exitCode !== 0) {
        const reported = monitor.logs.filter((l) => l.severity === "error").map((l) => l.message.trim());
        if (deployment.errors.length === 0) {
          deployment.errors.push(
            ...(reported.length ? reported : [`the program exited with code ${run.exitCode}`]),
          );
        }
      } else {
        await deployment.finish().catch((e: Error) => deployment.errors.push(e.message));
      }
    } finally {
      await monitor.stop();
    }
    Array.prototype.push.apply(steps, deployment.steps); // already told to onStep
    errors.push(...deployment.errors);
    if (!dryRun) saveCheckpoint(this.stateFile, this.options.stack, deployment.finalState(), crypter);
    const root = deployment.finalState().find((r) => r.urn === deployment.rootUrn);
    const logs = [
      ...output,
      ...monitor.logs.filter((l) => l.severity !== "debug").map((l) => `${l.severity}: ${l.message.trim()}`),
      ...deployment.infos.map((m) => `info: ${m}`),
      ...host.logs.slice(hostLogStart),
    ];
    return this.finish(kind, dryRun, steps, errors, root?.outputs ?? {}, logs, started);
  }

  private async withState(
    kind: RunKind,
    dryRun: boolean,
    operate: (ctx: OpContext, resources: ResourceState[]) => Promise<ResourceState[]>,
  ): Promise<RunResult> {
    const host = await this.ensureHost();
    const started = Date.now();
    const hostLogStart = host.logs.length;
    const { resources, crypter } = loadCheckpoint(this.stateFile, this.passphrase());
    const ctx: OpContext = { host, dryRun, steps: observedSteps(this.options.onStep), errors: [] };
    let after = resources;
    try {
      after = await operate(ctx, resources);
    } catch (error) {
      ctx.errors.push((error as Error).message);
    }
    if (!dryRun) saveCheckpoint(this.stateFile, this.options.stack, after, crypter);
    const root = after.find((r) => r.type === "pulumi:pulumi:Stack");
    return this.finish(
      kind,
      dryRun,
      ctx.steps,
      ctx.errors,
      root?.outputs ?? {},
      host.logs.slice(hostLogStart),
      started,
    );
  }

  private finish(
    kind: RunKind,
    dryRun: boolean,
    steps: Step[],
    errors: string[],
    rawOutputs: PropertyMap,
    logs: string[],
    started: number,
  ): RunResult {
    const outputs: Record<string, PropertyValue> = {};
    const secretOutputs: string[] = [];
    for (const [name, value] of Object.entries(rawOutputs)) {
      outputs[name] = stripSecrets(value);
      if (isSecret(value)) secretOutputs.push(name);
    }
    const report = formatReport({
      kind,
      stack: this.options.stack,
      dryRun,
      steps,
      outputs: rawOutputs,
      errors,
    });
    const result: RunResult = {
      kind,
      dryRun,
      steps,
      summary: summarize(steps),
      outputs,
      secretOutputs,
      logs,
      errors,
      report,
      durationMs: Date.now() - started,
    };
    if (errors.length) throw new DeploymentError(result);
    return result;
  }

  private ensureHost(): Promise<ProviderHost> {
    this.host ??= (async () => {
      const host = await ProviderHost.start({
        programDir: this.options.programDir,
        project: this.project,
        stack: this.options.stack,
      });
      try {
        await host.configure(this.allConfig(), Object.keys(this.options.secretConfig ?? {}));
      } catch (error) {
        await host.close();
        throw error;
      }
      return host;
    })();
    return this.host;
  }

  private allConfig(): Record<string, string> {
    const plain = this.options.config ?? readDefaultConfig(this.options.programDir);
    return { ...plain, ...(this.options.secretConfig ?? {}) };
  }

  private passphrase(): string {
    return this.options.passphrase ?? process.env.PULUMI_CONFIG_PASSPHRASE ?? "";
  }
}

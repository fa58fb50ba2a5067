/**
 * Runs a Pulumi program with the SDK's own runner (`@pulumi/pulumi/cmd/run`), as the language host
 * does, against a monitor and engine we serve. Bounded by a timeout; the child is always killed.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { stopChild, track } from "./child-processes";

export interface ProgramRunOptions {
  programDir: string;
  project: string;
  stack: string;
  /** Address of the ResourceMonitor and Engine services. */
  address: string;
  dryRun: boolean;
  /** Fully qualified keys; values as Pulumi stores them (strings). */
  config: Record<string, string>;
  secretKeys: string[];
  timeoutMs: number;
}

export interface ProgramRunResult {
  exitCode: number | null;
  /** stdout and stderr, a line an entry. */
  output: string[];
  timedOut: boolean;
}

export async function runProgram(options: ProgramRunOptions): Promise<ProgramRunResult> {
  const runner = require.resolve("@pulumi/pulumi/cmd/run", { paths: [options.programDir] });
  const args = [
    runner,
    `--monitor=${options.address}`,
    `--engine=${options.address}`,
    `--project=${options.project}`,
    `--stack=${options.stack}`,
    `--root-directory=${options.programDir}`,
    ...(options.dryRun ? ["--dry-run"] : []),
    options.programDir,
  ];
  const child = track(
    spawn(process.execPath, args, {
      cwd: options.programDir,
      env: {
        ...process.env,
        PULUMI_CONFIG: JSON.stringify(options.config),
        PULUMI_CONFIG_SECRET_KEYS: JSON.stringify(options.secretKeys),
      },
      stdio: ["ignore", "pipe", "pipe"],
    }),
  );
  const output: string[] = [];
  createInterface({ input: child.stdout! }).on("line", (line) => output.push(line));
  createInterface({ input: child.stderr! }).on("line", (line) => output.push(line));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    void stopChild(child, 500);
  }, options.timeoutMs);
  try {
    const exitCode = await new Promise<number | null>((resolve, reject) => {
      child.once("error", reject);
      child.once("close", (code) => resolve(code));
    });
    return { exitCode, output, timedOut };
  } finally {
    clearTimeout(timer);
    await stopChild(child, 500);
  }
}

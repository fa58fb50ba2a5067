import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "../engine/pack";
import { SOURCE_CLI_ENV } from "./source-cli";

/**
 * The local server's command. Under vitest: the bundle of this tree's source its global setup made
 * (source-cli.ts), the same code the tests load in process. Elsewhere (the benchmarks and scripts, compiled
 * with the server in one `npm run build`): that build's `dist/server/cli.js`.
 */
function serverCli(): string {
  const bundled = process.env[SOURCE_CLI_ENV];
  if (bundled) return bundled;
  if (process.env.VITEST)
    throw new Error(
      `${SOURCE_CLI_ENV} is not set: run vitest with vitest.config.mts, whose globalSetup ` +
        "(harness/server/global-setup.ts) builds the server's command from source",
    );
  const built = path.join(REPO_ROOT, "dist", "server", "cli.js");
  if (!existsSync(built))
    throw new Error(`${built} is missing: run "npm run build" before starting the server's command`);
  return built;
}

export interface CliServer {
  url: string;
  proc: ChildProcess;
  stdout: string;
  exited: Promise<number | null>;
}

/**
 * Starts the local server's command and resolves once it prints `listening on <url>`; rejects with its stderr
 * if it exits first.
 */
export function startCli(
  args: string[],
  env: Record<string, string> = {},
  /** The server's command: this tree's (above), or another build's (recorder.ts runs a release's). */
  command = serverCli(),
): Promise<CliServer> {
  const proc = spawn(process.execPath, ["--enable-source-maps", command, ...args], {
    env: { ...process.env, TUNNELS_ROOT_TOKEN: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  const exited = new Promise<number | null>((resolve) => proc.on("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    proc.stdout!.on("data", (d) => {
      stdout += d;
      const m = /listening on (\S+)/.exec(stdout);
      if (m) resolve({ url: m[1], proc, stdout, exited });
    });
    proc.stderr!.on("data", (d) => {
      stderr += d;
    });
    exited.then((code) => reject(new Error(`server exited with ${code}: ${stderr.trim()}`)));
  });
}

/** Runs the local server's command to its end (for starts that must fail) and returns its exit code and stderr. */
export function runCliToEnd(args: string[]): Promise<{ code: number | null; stderr: string }> {
  const proc = spawn(process.execPath, ["--enable-source-maps", serverCli(), ...args], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  proc.stderr.on("data", (d) => {
    stderr += d;
  });
  const timer = setTimeout(() => proc.kill("SIGKILL"), 20_000);
  return new Promise((resolve) =>
    proc.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    }),
  );
}

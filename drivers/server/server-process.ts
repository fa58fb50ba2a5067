import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "../engine/pack";

/** The local server's command, `npm run server`: built by `npm run build`. */
const SERVER_CLI = path.join(REPO_ROOT, "dist", "server", "cli.js");

function requireBuiltServer() {
  if (!existsSync(SERVER_CLI))
    throw new Error(`${SERVER_CLI} is missing: run "npm run build" (npm test does) before these tests`);
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
  /** The server's command: this repository's built one, or another build's (recorder.ts runs a release's). */
  command = SERVER_CLI,
): Promise<CliServer> {
  if (command === SERVER_CLI) requireBuiltServer();
  const proc = spawn(process.execPath, [command, ...args], {
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
  requireBuiltServer();
  const proc = spawn(process.execPath, [SERVER_CLI, ...args], { stdio: ["ignore", "pipe", "pipe"] });
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

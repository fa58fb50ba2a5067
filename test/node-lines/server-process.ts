/**
 * `startServer` for the tests on Node.js 22 and 24 (vitest.node-lines.config.mts puts it in place of
 * `server/index.ts`): the local API server as a process of its own on this machine's Node.js (TUNNELS_SERVER_NODE),
 * since its better-sqlite3 is built for that Node.js's ABI and loads in no other: the command the config's global
 * setup bundled from source (drivers/server/source-cli.ts), so the same code as the in-process server of
 * `npm test`. The same options, through the command line's flags.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import type { RunningServer, ServerOptions } from "../../server/index";

export type { RunningServer, ServerOptions };

function flags(opts: ServerOptions, rootToken: string): string[] {
  const args = ["--port", String(opts.port ?? 0), "--root-token", rootToken];
  if (opts.host) args.push("--host", opts.host);
  if (opts.data) args.push("--data", opts.data);
  if (opts.publicUrl) args.push("--public-url", opts.publicUrl);
  if (opts.rateLimit !== undefined) args.push("--rate-limit", String(opts.rateLimit));
  if (opts.rateLimitRetryAfter === false) args.push("--no-retry-after");
  if (opts.failRate !== undefined) args.push("--fail-rate", String(opts.failRate));
  if (opts.latencyMs !== undefined) args.push("--latency-ms", String(opts.latencyMs));
  if (opts.logger) args.push("--log");
  return args;
}

export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const node = process.env.TUNNELS_SERVER_NODE;
  if (!node)
    throw new Error(
      "TUNNELS_SERVER_NODE names no Node.js to run the local server on (scripts/node-lines.sh sets it)",
    );
  // Read, not imported from the harness: the harness itself loads this file in place of the server.
  const cli = process.env.TUNNELS_SOURCE_SERVER_CLI;
  if (!cli)
    throw new Error(
      "TUNNELS_SOURCE_SERVER_CLI is not set: vitest.node-lines.config.mts's globalSetup sets it",
    );
  const rootToken = opts.rootToken || `root_${randomBytes(32).toString("base64url")}`;
  const child: ChildProcess = spawn(node, [cli, ...flags(opts, rootToken)], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Never left behind by a test that fails before closing it.
  process.once("exit", () => child.kill("SIGKILL"));
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on("data", (d) => {
      output += d;
      const listening = /listening on (\S+)/.exec(output);
      if (listening) resolve(listening[1]);
    });
    child.stderr!.on("data", (d) => {
      output += d;
    });
    child.once("exit", (code) => reject(new Error(`the local server exited ${code}: ${output}`)));
  });
  // The admin user's id is not printed by the command; no test run on these lines reads it.
  const close = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return { url, rootToken, adminUserId: "", close };
}

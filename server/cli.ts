#!/usr/bin/env node
import { parseArgs } from "node:util";
import { startServer } from "./index";

const USAGE = `usage: tunnels-api-server --port <n> [--root-token <token>] [--host 127.0.0.1] [--data <file>]
       [--public-url <url>] [--rate-limit <n> [--no-retry-after]] [--fail-rate <0..1>] [--latency-ms <n>] [--log]
The root token also comes from TUNNELS_ROOT_TOKEN; without either, one is made and printed once.`;

function number(name: string, text: string | undefined, min: number, max: number, integer: boolean) {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (text.trim() === "" || !Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n)))
    fail(`--${name} must be ${integer ? "a whole number" : "a number"} from ${min} to ${max}`);
  return n;
}

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

async function main() {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: "string" },
        host: { type: "string" },
        "root-token": { type: "string" },
        data: { type: "string" },
        "public-url": { type: "string" },
        "rate-limit": { type: "string" },
        "no-retry-after": { type: "boolean" },
        "fail-rate": { type: "string" },
        "latency-ms": { type: "string" },
        log: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
    }));
  } catch (err) {
    fail((err as Error).message);
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  // An empty token is no token: it would let an empty Bearer through.
  const given = (values["root-token"] as string | undefined) || process.env.TUNNELS_ROOT_TOKEN || undefined;
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer({
      port: number("port", values.port as string | undefined, 0, 65535, true) ?? 0,
      host: values.host as string | undefined,
      rootToken: given,
      data: values.data as string | undefined,
      publicUrl: values["public-url"] as string | undefined,
      rateLimit: number("rate-limit", values["rate-limit"] as string | undefined, 0, 1e9, true),
      rateLimitRetryAfter: values["no-retry-after"] !== true,
      failRate: number("fail-rate", values["fail-rate"] as string | undefined, 0, 1, false),
      latencyMs: number("latency-ms", values["latency-ms"] as string | undefined, 0, 60_000, true),
      logger: values.log === true,
    });
  } catch (err) {
    process.stderr.write(`tunnels-api-server: ${(err as Error).message}\n`);
    process.exit(1);
  }
  if (given === undefined) process.stdout.write(`root token: ${server.rootToken}\n`);
  process.stdout.write(`listening on ${server.url}\n`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // In-flight requests finish; then the database closes cleanly.
    server.close().then(
      () => process.exit(0),
      (err) => {
        process.stderr.write(`tunnels-api-server: closing on ${signal} failed: ${(err as Error).message}\n`);
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

void main();

import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { TunnelsClient, type TunnelsClientOptions } from "../../client/sdk-entry";
import type { Clock } from "../../client";

/** A request as the test server saw it: the raw URL (undecoded), headers and body text. */
export interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Handler = (seen: Seen, res: ServerResponse, req: IncomingMessage) => void;

export interface TestServer {
  url: string;
  port: number;
  seen: Seen[];
  close(): Promise<void>;
}

/** A tiny real HTTP server on loopback that records every request it reads in full. */
export async function startServer(handler: Handler, port = 0): Promise<TestServer> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const record: Seen = {
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      seen.push(record);
      handler(record, res, req);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers with a JSON body and the service's `Operation-Id` header. */
export function reply(
  res: ServerResponse,
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const text = body === undefined ? "" : JSON.stringify(body);
  res.writeHead(status, {
    "operation-id": "op_test",
    ...(text ? { "content-type": "application/json" } : {}),
    ...headers,
  });
  res.end(text);
}

/** The service's error body (docs/contract.md §3). */
export const errorBody = (
  status: number,
  code: number,
  msg: string,
  details: Record<string, unknown> = {},
) => ({
  error_code: `ERR_API_${code}`,
  status_code: status,
  msg,
  details: { operation_id: `op_${code}`, ...details },
});

export const TOKEN = "tok_live_5ecret-bearer-value";

/**
 * A clock whose `sleep` returns at once but records the wait and moves time forward by it, so tests
 * assert the waits the client asked for instead of measuring wall-clock time. Jitter is fixed at its top.
 */
export function recordingClock(start = Date.UTC(2025, 0, 1, 12, 0, 0)) {
  let now = start;
  const sleeps: number[] = [];
  const clock: Clock = {
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
    random: () => 1,
  };
  return { clock, sleeps, now: () => now };
}

export function clientFor(server: { url: string }, options: Partial<TunnelsClientOptions> = {}) {
  return new TunnelsClient({ baseUrl: server.url, apiKey: TOKEN, ...options });
}

/** A reserved address as the service answers it. */
export const reservedAddr = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  uri: `http://127.0.0.1/reserved_addrs/${id}`,
  created_at: "2025-01-01T12:00:00Z",
  region: "eu",
  addr: "1.tcp.eu.example:20000",
  endpoint_configuration: null,
  ...extra,
});

/** Settles a promise into its error, failing when it resolves. */
export async function failureOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected the call to fail, but it succeeded");
}

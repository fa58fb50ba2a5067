import type { ServerResponse } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { AbortError, InternalServerError, RateLimitError, StoppedError } from "../../client/errors";
import {
  clientFor,
  errorBody,
  failureOf,
  reply,
  reservedAddr,
  type Seen,
  startServer,
  type TestServer,
} from "./harness";

/**
 * The client's `stop` (a process's shutdown: Pulumi's Cancel, its engine gone): every wait and retry ends at
 * once and no request starts, while an attempt already sent finishes and its answer stands.
 */
const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function serving(handler: (seen: Seen, res: ServerResponse) => void) {
  const server = await startServer(handler);
  servers.push(server);
  return server;
}

const unavailable = (_: Seen, res: ServerResponse) =>
  reply(res, 503, errorBody(503, 503, "the service is unavailable"));
const REASON = "cancelled: Pulumi asked the provider to stop";
/** Waits that only the stop can end within the test's time: ten minutes of backoff, a day of retries. */
const LONG = { initialBackoffMs: 600_000, maxBackoffMs: 600_000, retryTimeoutMs: 86_400_000 };

/** Resolves once the server has seen `n` requests. */
async function untilSeen(server: TestServer, n: number) {
  while (server.seen.length < n) await new Promise((r) => setTimeout(r, 5));
}

describe("the client's stop", { timeout: 30_000 }, () => {
  it("ends a create's wait to retry after a 503 at once, saying the 503 did nothing, and sends nothing more", async () => {
    const server = await serving(unavailable);
    const stop = new AbortController();
    const client = clientFor(server, { ...LONG, stop: stop.signal });
    const call = failureOf(client.reservedAddrs.create({ region: "eu" }));
    await untilSeen(server, 1);
    const began = Date.now();
    stop.abort(new Error(REASON));
    const err = await call;
    expect(Date.now() - began).toBeLessThan(5_000);
    expect(err).toBeInstanceOf(StoppedError);
    const stopped = err as StoppedError;
    expect(stopped.reason).toBe(REASON);
    expect(stopped.cause).toBeInstanceOf(InternalServerError);
    expect((stopped.cause as InternalServerError).status).toBe(503);
    expect(stopped).toMatchObject({ attempts: 1, mayHaveHappened: false, method: "POST" });
    expect(stopped.message).toMatch(/^POST \/reserved_addrs: not retried after: .*503.* \(cancelled: /);
    await new Promise((r) => setTimeout(r, 50));
    expect(server.seen).toHaveLength(1);
    await client.close();
  });

  it("fails a call started after it at once, sending nothing", async () => {
    const server = await serving((_, res) => reply(res, 200, reservedAddr("ra_1")));
    const stop = new AbortController();
    stop.abort(new Error(REASON));
    const client = clientFor(server, { stop: stop.signal });
    const err = (await failureOf(client.reservedAddrs.get("ra_1"))) as StoppedError;
    expect(err).toBeInstanceOf(StoppedError);
    expect(err).toMatchObject({ attempts: 0, reason: REASON });
    expect(err.cause).toBeUndefined();
    expect(err.message).toBe(`GET /reserved_addrs/ra_1: not sent (${REASON})`);
    expect(server.seen).toHaveLength(0);
    await client.close();
  });

  it("lets an attempt in flight finish: its answer stands", async () => {
    let answer: (() => void) | undefined;
    const server = await serving((_, res) => {
      answer = () => reply(res, 201, reservedAddr("ra_made"));
    });
    const stop = new AbortController();
    const client = clientFor(server, { stop: stop.signal });
    const call = client.reservedAddrs.create({ region: "eu" });
    await untilSeen(server, 1);
    stop.abort(new Error(REASON));
    await new Promise((r) => setTimeout(r, 50));
    answer?.();
    expect((await call).id).toBe("ra_made");
    await client.close();
  });

  it("ends a wait for the account's pace at once, before the call is sent", async () => {
    const server = await serving((_, res) => reply(res, 200, reservedAddr("ra_1")));
    const stop = new AbortController();
    // One call a minute: the second waits about a minute for the pace.
    const client = clientFor(server, { stop: stop.signal, requestsPerMinute: 1, apiKey: "tok_stop_pace" });
    await client.reservedAddrs.get("ra_1");
    const waiting = failureOf(client.reservedAddrs.get("ra_1"));
    await new Promise((r) => setTimeout(r, 50));
    const began = Date.now();
    stop.abort(new Error(REASON));
    const err = await waiting;
    expect(Date.now() - began).toBeLessThan(5_000);
    expect(err).toBeInstanceOf(StoppedError);
    expect(err).toMatchObject({ attempts: 0 });
    expect(server.seen).toHaveLength(1);
    await client.close();
  });

  it("keeps a 429's meaning: the cause is the refusal, which did nothing", async () => {
    const server = await serving((_, res) =>
      reply(res, 429, errorBody(429, 226, "rate limit reached"), { "retry-after": "600" }),
    );
    const stop = new AbortController();
    const client = clientFor(server, { ...LONG, stop: stop.signal, apiKey: "tok_stop_429" });
    const call = failureOf(client.reservedAddrs.create({ region: "eu" }));
    await untilSeen(server, 1);
    stop.abort(new Error(REASON));
    const err = (await call) as StoppedError;
    expect(err.cause).toBeInstanceOf(RateLimitError);
    expect(err.mayHaveHappened).toBe(false);
    await client.close();
  });

  it("leaves the caller's own signal as it was: it aborts the attempt in flight", async () => {
    const server = await serving(() => undefined);
    const stop = new AbortController();
    const mine = new AbortController();
    const client = clientFor(server, { stop: stop.signal });
    const call = failureOf(client.reservedAddrs.get("ra_1", { signal: mine.signal }));
    await untilSeen(server, 1);
    mine.abort();
    const err = await call;
    expect(err).toBeInstanceOf(AbortError);
    expect(err).not.toBeInstanceOf(StoppedError);
    await client.close();
  });
});

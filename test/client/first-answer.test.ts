import { createServer, type Server } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TunnelsClient, TunnelsClientOptions } from "../../client";
import { ConnectionError, ConnectionTimeoutError, InternalServerError } from "../../client/errors";
import { FIRST_ANSWER_BUDGET_MS, forgetAnswers } from "../../client/first-answer";
import { classifyConnectionFailure } from "../../client/retry";
import {
  clientFor,
  errorBody,
  failureOf,
  recordingClock,
  reply,
  reservedAddr,
  startServer,
  type TestServer,
} from "./harness";

/**
 * A call that gets no answer from an origin that has not answered in this process is retried for
 * FIRST_ANSWER_BUDGET_MS only (a mistyped URL fails in seconds); once the origin has answered, the whole
 * retryTimeoutMs holds as before (an outage mid-deploy is waited out). Time is the recording clock's: each wait
 * moves it, so the budgets are checked by the waits the client asked for.
 */
const FIVE_MINUTES = 300_000;
const open: { close(): Promise<void> }[] = [];
beforeEach(() => forgetAnswers());
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

/** A loopback port nothing listens on: a server's, just closed. */
async function closedPort(): Promise<number> {
  const probe = await startServer(() => {});
  await probe.close();
  return probe.port;
}

/** A TCP server that takes each connection and closes it at once: a port that speaks no HTTP. */
async function closingPort(): Promise<{ url: string; server: Server }> {
  const server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  open.push({ close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, server };
}

const total = (sleeps: number[]) => sleeps.reduce((a, b) => a + b, 0);

/** A call of a new client of `url` on the recording clock, to its end: its error and the waits it asked for. */
async function failedCall(
  url: string,
  call: (client: TunnelsClient) => Promise<unknown>,
  options: Partial<TunnelsClientOptions> = {},
) {
  const { clock, sleeps } = recordingClock();
  const client = clientFor({ url }, { clock, retryTimeoutMs: FIVE_MINUTES, ...options });
  const err = (await failureOf(call(client))) as ConnectionError;
  await client.close();
  return { err, sleeps };
}
const get = (client: TunnelsClient) => client.reservedAddrs.get("ra_1");

async function served(handler: Parameters<typeof startServer>[0]): Promise<TestServer> {
  const server = await startServer(handler);
  open.push(server);
  return server;
}

describe("before the origin's first answer", () => {
  it("a refused connection is retried for the short budget, then fails with the client's message", async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    const { err, sleeps } = await failedCall(url, get);
    expect(err).toBeInstanceOf(ConnectionError);
    expect(err.message).toContain(`could not connect to ${url} (ECONNREFUSED); the request was not sent`);
    expect(err.message).toMatch(
      /gave up after \d+ attempts within 10 s: .* has not answered in this process yet/,
    );
    expect(err.beforeFirstAnswer).toBe(true);
    expect(sleeps.length).toBeGreaterThan(1);
    expect(total(sleeps)).toBeLessThan(FIRST_ANSWER_BUDGET_MS);
  });

  it("a create refused is retried the same way (it was never sent) and says nothing may have happened", async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    const { err, sleeps } = await failedCall(url, (c) => c.reservedAddrs.create({ region: "eu" }));
    expect(err).toBeInstanceOf(ConnectionError);
    expect(err.mayHaveHappened).toBe(false);
    expect(sleeps.length).toBeGreaterThan(1);
    expect(total(sleeps)).toBeLessThan(FIRST_ANSWER_BUDGET_MS);
  });

  it("a port that takes the connection and closes it: the short budget too", async () => {
    const { url } = await closingPort();
    const { err, sleeps } = await failedCall(url, get);
    expect(err).toBeInstanceOf(ConnectionError);
    expect(err.beforeFirstAnswer).toBe(true);
    expect(total(sleeps)).toBeLessThan(FIRST_ANSWER_BUDGET_MS);
  });

  it("a retryTimeoutMs under the short budget is the budget, and the message names it", async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    const { err, sleeps } = await failedCall(url, get, { retryTimeoutMs: 3_000 });
    expect(err.message).toMatch(/gave up after \d+ attempts within retryTimeoutMs\)$/);
    expect(total(sleeps)).toBeLessThan(3_000);
  });

  it("a service answering 503 from its first call has answered: the whole budget", async () => {
    const server = await served((_, res) => reply(res, 503, errorBody(503, 503, "busy")));
    const { clock, sleeps } = recordingClock();
    const client = clientFor(server, { clock, retryTimeoutMs: 60_000 });
    const err = await failureOf(client.reservedAddrs.get("ra_1"));
    await client.close();
    expect(err).toBeInstanceOf(InternalServerError);
    expect(total(sleeps)).toBeGreaterThan(FIRST_ANSWER_BUDGET_MS);
    expect(err.message).toMatch(/within retryTimeoutMs\)$/);
  });

  it("a timeout keeps the whole budget: a slow service cannot be told from a wrong address", async () => {
    const server = await served(() => {}); // reads the request, never answers
    const { clock, sleeps } = recordingClock();
    const client = clientFor(server, {
      clock,
      timeoutMs: 50,
      initialBackoffMs: 8_000,
      maxBackoffMs: 8_000,
      retryTimeoutMs: 30_000,
    });
    const err = await failureOf(client.reservedAddrs.get("ra_1"));
    await client.close();
    expect(err).toBeInstanceOf(ConnectionTimeoutError);
    expect((err as ConnectionError).beforeFirstAnswer).toBe(false);
    expect(total(sleeps)).toBeGreaterThan(FIRST_ANSWER_BUDGET_MS);
  });
});

describe("after the origin's first answer", () => {
  it("a refused connection is an outage: retried for the whole retryTimeoutMs, as before", async () => {
    const server = await served((_, res) => reply(res, 200, reservedAddr("ra_1")));
    const { clock, sleeps } = recordingClock();
    const client = clientFor(server, { clock, retryTimeoutMs: 60_000 });
    expect((await client.reservedAddrs.get("ra_1")).id).toBe("ra_1");
    await server.close(); // the service goes down mid-deploy
    const err = await failureOf(client.reservedAddrs.get("ra_1"));
    await client.close();
    expect(err.message).toContain("ECONNREFUSED");
    expect(err.message).toMatch(/within retryTimeoutMs\)$/);
    expect((err as ConnectionError).beforeFirstAnswer).toBe(false);
    expect(total(sleeps)).toBeGreaterThan(FIRST_ANSWER_BUDGET_MS);
    expect(total(sleeps)).toBeLessThan(60_000);
  });

  it("any client of the process learns it: the answer is the origin's, not the client's", async () => {
    const server = await served((_, res) => reply(res, 200, reservedAddr("ra_1")));
    const first = clientFor(server, { clock: recordingClock().clock });
    await first.reservedAddrs.get("ra_1");
    await first.close();
    await server.close();
    const { clock, sleeps } = recordingClock();
    const second = clientFor(server, { clock, retryTimeoutMs: 60_000 });
    await failureOf(second.reservedAddrs.get("ra_1"));
    await second.close();
    expect(total(sleeps)).toBeGreaterThan(FIRST_ANSWER_BUDGET_MS);
  });
});

describe("a TLS handshake cut short", () => {
  it("was never sent: a create may be retried, and nothing may have happened", () => {
    const cut = Object.assign(
      new Error("Client network socket disconnected before secure TLS connection was established"),
      { code: "ECONNRESET" },
    );
    expect(classifyConnectionFailure(cut)).toEqual({ delivery: "not-sent", code: "ECONNRESET" });
    expect(classifyConnectionFailure(new Error("x", { cause: cut })).delivery).toBe("not-sent");
    // A reset after a request was written stays what it was.
    const reset = Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" });
    expect(classifyConnectionFailure(reset)).toEqual({ delivery: "maybe-sent", code: "ECONNRESET" });
  });

  it("through the client: an https:// URL whose port closes the connection fails a create in the short budget", async () => {
    const { url } = await closingPort();
    const { clock, sleeps } = recordingClock();
    const client = clientFor(
      { url: url.replace("http:", "https:") },
      { clock, retryTimeoutMs: FIVE_MINUTES },
    );
    const err = await failureOf(client.reservedAddrs.create({ region: "eu" }));
    await client.close();
    expect(err).toBeInstanceOf(ConnectionError);
    expect(err.message).toContain("could not connect");
    expect((err as ConnectionError).mayHaveHappened).toBe(false);
    expect(sleeps.length).toBeGreaterThan(1);
    expect(total(sleeps)).toBeLessThan(FIRST_ANSWER_BUDGET_MS);
  });
});

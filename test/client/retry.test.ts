import type { ServerResponse } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import type { Clock } from "../../client";
import {
  AbortError,
  ConnectionError,
  ConnectionTimeoutError,
  InternalServerError,
  RateLimitError,
} from "../../client/errors";
import {
  clientFor,
  errorBody,
  failureOf,
  recordingClock,
  reply,
  reservedAddr,
  type Seen,
  startServer,
  type TestServer,
} from "./harness";

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** A server that answers its n-th request (from 0) with `script[n]`, and the last entry from then on. */
async function scripted(script: ((seen: Seen, res: ServerResponse) => void)[]) {
  let n = 0;
  const server = await startServer((seen, res) => {
    const step = script[Math.min(n++, script.length - 1)];
    step(seen, res);
  });
  servers.push(server);
  return server;
}

const status =
  (code: number, headers: Record<string, string> = {}) =>
  (_: Seen, res: ServerResponse) =>
    reply(res, code, errorBody(code, code, `answer ${code}`), headers);
const created = (_: Seen, res: ServerResponse) => reply(res, 201, reservedAddr("ra_new"));
const ok = (_: Seen, res: ServerResponse) => reply(res, 200, reservedAddr("ra_1"));
const drop = (_: Seen, res: ServerResponse) => res.socket?.destroy(); // after the body was read in full
const hang = () => {};

const fast = (clock: Clock, extra = {}) => ({ initialBackoffMs: 100, maxBackoffMs: 300, clock, ...extra });

describe("retries and backoff", () => {
  it("retries 503 on GET with capped exponential backoff", async () => {
    const server = await scripted([status(503), status(503), status(503), ok]);
    const { clock, sleeps } = recordingClock();
    const client = clientFor(server, fast(clock));
    const ra = await client.reservedAddrs.get("ra_1");
    await client.close();
    expect(ra.id).toBe("ra_1");
    expect(server.seen).toHaveLength(4);
    expect(sleeps).toEqual([100, 200, 300]); // jitter fixed at its top: 100·2ⁿ capped at 300
  });

  it("waits at least Retry-After seconds after a 429", async () => {
    const server = await scripted([
      status(429, { "retry-after": "2" }),
      status(429, { "retry-after": "3" }),
      created,
    ]);
    const { clock, sleeps } = recordingClock();
    const client = clientFor(server, fast(clock));
    await client.reservedAddrs.create({ region: "eu" });
    await client.close();
    expect(server.seen).toHaveLength(3);
    expect(sleeps).toHaveLength(2);
    expect(sleeps[0]).toBeGreaterThanOrEqual(2_000);
    expect(sleeps[1]).toBeGreaterThanOrEqual(3_000);
  });

  it("reads Retry-After as an HTTP date too", async () => {
    const { clock, sleeps, now } = recordingClock();
    const at = new Date(now() + 5_000).toUTCString();
    const server = await scripted([status(503, { "retry-after": at }), ok]);
    const client = clientFor(server, fast(clock));
    await client.reservedAddrs.get("ra_1");
    await client.close();
    expect(sleeps).toEqual([5_000]);
  });

  it("stops retrying at retryTimeoutMs and throws the last answer", async () => {
    const server = await scripted([status(503)]);
    const { clock, sleeps } = recordingClock();
    const client = clientFor(server, {
      clock,
      initialBackoffMs: 1_000,
      maxBackoffMs: 2_000,
      retryTimeoutMs: 5_000,
    });
    const err = await failureOf(client.reservedAddrs.get("ra_1"));
    await client.close();
    // t=0 try, wait 1000, t=1000 try, wait 2000, t=3000 try; a further 2000 would reach 5000: stop.
    expect(server.seen).toHaveLength(3);
    expect(sleeps).toEqual([1_000, 2_000]);
    expect(err).toBeInstanceOf(InternalServerError);
    expect((err as InternalServerError).attempts).toBe(3);
    expect(err.message).toContain("gave up after 3 attempts");
  });

  it("does not wait when Retry-After is beyond the budget", async () => {
    const server = await scripted([status(429, { "retry-after": "600" })]);
    const { clock, sleeps } = recordingClock();
    const client = clientFor(server, fast(clock, { retryTimeoutMs: 10_000 }));
    const err = await failureOf(client.reservedAddrs.get("ra_1"));
    await client.close();
    expect(err).toBeInstanceOf(RateLimitError);
    expect((err as RateLimitError).retryAfterMs).toBe(600_000);
    expect(server.seen).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });
});

describe("a create is never blindly repeated", () => {
  it.each([429, 503])(
    "retries a POST after %i, which had no effect, and creates exactly once",
    async (code) => {
      let creations = 0;
      const server = await scripted([
        status(code),
        (seen, res) => {
          creations += 1;
          created(seen, res);
        },
      ]);
      const { clock } = recordingClock();
      const client = clientFor(server, fast(clock));
      const ra = await client.reservedAddrs.create({ region: "eu", description: "x" });
      await client.close();
      expect(ra.id).toBe("ra_new");
      expect(creations).toBe(1);
      expect(server.seen.map((s) => s.method)).toEqual(["POST", "POST"]);
      expect(server.seen[1].body).toBe(server.seen[0].body);
    },
  );

  it.each([502, 504])("does not retry a POST after %i, but retries a GET", async (code) => {
    const post = await scripted([status(code), created]);
    const { clock } = recordingClock();
    const client = clientFor(post, fast(clock));
    const err = await failureOf(client.reservedAddrs.create({ region: "eu" }));
    await client.close();
    expect(err).toBeInstanceOf(InternalServerError);
    expect(post.seen).toHaveLength(1);

    const get = await scripted([status(code), ok]);
    const client2 = clientFor(get, fast(recordingClock().clock));
    await client2.reservedAddrs.get("ra_1");
    await client2.close();
    expect(get.seen).toHaveLength(2);
  });

  it("does not retry a POST whose connection dropped after the body reached the server", async () => {
    const server = await scripted([drop, created]);
    const { clock, sleeps } = recordingClock();
    const client = clientFor(server, fast(clock));
    const err = await failureOf(client.reservedAddrs.create({ region: "eu" }));
    await client.close();
    expect(err).toBeInstanceOf(ConnectionError);
    expect(err).not.toBeInstanceOf(ConnectionTimeoutError);
    expect(err.message).toContain("the create may have happened");
    expect(server.seen).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it("retries a GET, PATCH, PUT and DELETE whose connection dropped", async () => {
    const tls = (_: Seen, res: ServerResponse) => reply(res, 200, { enabled: true, terminate_at: "edge" });
    const gone = (_: Seen, res: ServerResponse) => reply(res, 204);
    const server = await scripted([drop, ok, drop, ok, drop, tls, drop, gone]);
    const client = clientFor(server, fast(recordingClock().clock));
    await client.reservedAddrs.get("ra_1");
    await client.reservedAddrs.update("ra_1", { description: "y" });
    const module = await client.tlsEdgeTlsTermination.replace("edgtls_1", { terminate_at: "edge" });
    await client.reservedAddrs.delete("ra_1");
    await client.close();
    expect(module.terminate_at).toBe("edge");
    expect(server.seen.map((s) => s.method)).toEqual([
      "GET",
      "GET",
      "PATCH",
      "PATCH",
      "PUT",
      "PUT",
      "DELETE",
      "DELETE",
    ]);
  });

  it("does not retry a POST that timed out, but retries a GET", async () => {
    const post = await scripted([hang, created]);
    const client = clientFor(post, fast(recordingClock().clock, { timeoutMs: 100 }));
    const err = await failureOf(client.reservedAddrs.create({ region: "eu" }));
    await client.close();
    expect(err).toBeInstanceOf(ConnectionTimeoutError);
    expect(err.message).toContain("the create may have happened");
    expect(post.seen).toHaveLength(1);

    const get = await scripted([hang, ok]);
    const client2 = clientFor(get, fast(recordingClock().clock, { timeoutMs: 100 }));
    expect((await client2.reservedAddrs.get("ra_1")).id).toBe("ra_1");
    await client2.close();
    expect(get.seen).toHaveLength(2);
  });

  it("retries a POST whose connection was refused: it was never sent", async () => {
    const probe = await startServer(() => {});
    const port = probe.port;
    await probe.close(); // the port is now free: the first try is refused
    const sleeps: number[] = [];
    let late: TestServer | undefined;
    const clock: Clock = {
      now: () => 0,
      random: () => 1,
      sleep: async (ms) => {
        sleeps.push(ms);
        late ??= await startServer(created, port); // the service comes up while the client waits
      },
    };
    const client = clientFor({ url: `http://127.0.0.1:${port}` }, { clock, initialBackoffMs: 100 });
    const ra = await client.reservedAddrs.create({ region: "eu" });
    await client.close();
    if (late) servers.push(late);
    expect(ra.id).toBe("ra_new");
    expect(sleeps).toEqual([100]);
    expect(late?.seen.map((s) => s.method)).toEqual(["POST"]);
  });
});

describe("abort", () => {
  it("stops waiting to retry at once", async () => {
    const server = await scripted([status(503)]);
    const controller = new AbortController();
    // Waits of ten minutes: only the abort can end this call within the test's time.
    const client = clientFor(server, {
      initialBackoffMs: 600_000,
      maxBackoffMs: 600_000,
      retryTimeoutMs: 3_600_000,
      clock: { random: () => 1 },
    });
    const call = client.reservedAddrs.get("ra_1", { signal: controller.signal });
    while (server.seen.length === 0) await new Promise((r) => setTimeout(r, 5));
    setTimeout(() => controller.abort(new Error("user gave up")), 20);
    const err = await failureOf(call);
    await client.close();
    expect(err).toBeInstanceOf(AbortError);
    expect(err.name).toBe("AbortError");
    expect(server.seen).toHaveLength(1);
  });

  it("does not retry after a sleep that ignored the signal", async () => {
    const server = await scripted([status(503), ok]);
    const controller = new AbortController();
    const sleeps: number[] = [];
    const clock: Clock = {
      now: () => 0,
      random: () => 1,
      sleep: async (ms) => {
        sleeps.push(ms);
        controller.abort();
      },
    };
    const client = clientFor(server, { clock });
    const err = await failureOf(client.reservedAddrs.get("ra_1", { signal: controller.signal }));
    await client.close();
    expect(err).toBeInstanceOf(AbortError);
    expect(sleeps).toHaveLength(1);
    expect(server.seen).toHaveLength(1);
  });

  it("stops a request in flight, and sends nothing when already aborted", async () => {
    const server = await scripted([hang]);
    const client = clientFor(server, fast(recordingClock().clock));
    const controller = new AbortController();
    const call = client.reservedAddrs.get("ra_1", { signal: controller.signal });
    while (server.seen.length === 0) await new Promise((r) => setTimeout(r, 5));
    controller.abort();
    const err = (await failureOf(call)) as AbortError;
    expect(err).toBeInstanceOf(AbortError);
    expect(err.attempts).toBe(1);

    const before = server.seen.length;
    const again = (await failureOf(
      client.reservedAddrs.get("ra_1", { signal: controller.signal }),
    )) as AbortError;
    await client.close();
    expect(again).toBeInstanceOf(AbortError);
    expect(again.attempts).toBe(0);
    expect(server.seen).toHaveLength(before);
  });
});

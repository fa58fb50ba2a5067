import { afterEach, describe, expect, it } from "vitest";
import { type PaceWait, paceFor } from "../../client/pace";
import { Faults } from "../../server/faults";
import {
  clientFor,
  errorBody,
  recordingClock,
  reply,
  reservedAddr,
  startServer,
  type TestServer,
  TOKEN,
} from "./harness";

/**
 * The account's pace, against the local server's own sliding-window limit (server/faults.ts) answering
 * 429 without Retry-After. Time is the recording clock's: the client's waits move it, and the server
 * counts requests at that time, so a minute of pacing takes no real time and nothing depends on speed.
 */
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function limitedServer(perMinute: number, now: () => number, retryAfter = false) {
  const faults = new Faults({ rate_limit: perMinute }, { retryAfter });
  const statuses: number[] = [];
  server = await startServer((_seen, res) => {
    faults.apply(now()).then(
      () => {
        statuses.push(200);
        reply(res, 200, reservedAddr("ra_1"));
      },
      (err) => {
        statuses.push(err.status);
        reply(res, err.status, errorBody(err.status, err.code, err.message), err.headers);
      },
    );
  });
  return { server, statuses, faults };
}

/**
 * The least time `calls` calls, one after another, can take from `start` against a limit of `perMinute` in a
 * sliding minute that already holds `earlier` (another process's calls): each goes the moment the minute has
 * room, as a client that saw the service's window would send it.
 */
function leastTime(earlier: number[], calls: number, perMinute: number, start: number): number {
  const window = [...earlier];
  let t = start;
  for (let i = 0; i < calls; i++) {
    for (;;) {
      const inWindow = window.filter((a) => a > t - 60_000);
      if (inWindow.length < perMinute) break;
      t = inWindow[inWindow.length - perMinute] + 60_000;
    }
    window.push(t);
  }
  return t - start;
}

/** Another process's calls over the minute before `start`, one a second, as a deploy at the limit leaves them. */
function fillMinute(faults: Faults, perMinute: number, start: number): number[] {
  const times = Array.from({ length: perMinute }, (_, i) => start - 60_000 + (i + 1) * (60_000 / perMinute));
  for (const t of times) void faults.apply(t);
  return times;
}

describe("the account's pace", () => {
  it("after one 429 without Retry-After, slows to what the service allowed: no further 429", async () => {
    const time = recordingClock();
    const { server, statuses } = await limitedServer(50, time.now);
    const client = clientFor(server, { clock: time.clock, retryTimeoutMs: 60_000 });
    const start = time.now();
    for (let i = 0; i < 250; i++) await client.reservedAddrs.get("ra_1");
    const elapsed = time.now() - start;
    await client.close();

    expect(statuses.filter((s) => s === 200)).toHaveLength(250);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    // The least time the limit allows for these calls, and the pace's own slack on top of it.
    const floor = Math.floor((statuses.length - 1) / 50) * 60_000;
    expect(elapsed / floor).toBeLessThanOrEqual(1.15);
  });

  it("requestsPerMinute sets the pace up front: not a single 429", async () => {
    const time = recordingClock();
    const { server, statuses } = await limitedServer(40, time.now);
    const client = clientFor(server, { clock: time.clock, requestsPerMinute: 40 });
    for (let i = 0; i < 130; i++) await client.reservedAddrs.get("ra_1");
    await client.close();
    expect(statuses).toHaveLength(130);
    expect(statuses.every((s) => s === 200)).toBe(true);
  });

  it("is one pace per account: a second client of the same key follows what the first learnt", async () => {
    const time = recordingClock();
    const { server, statuses } = await limitedServer(30, time.now);
    const first = clientFor(server, { clock: time.clock, retryTimeoutMs: 60_000 });
    for (let i = 0; i < 31; i++) await first.reservedAddrs.get("ra_1");
    const second = clientFor(server, { clock: time.clock });
    for (let i = 0; i < 60; i++) await second.reservedAddrs.get("ra_1");
    await first.close();
    await second.close();
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(91);
  });

  it("started right after another process filled the minute: climbs back, within 1.3x the least time", async () => {
    const time = recordingClock();
    const { server, statuses, faults } = await limitedServer(60, time.now, true);
    const earlier = fillMinute(faults, 60, time.now());
    const waits: PaceWait[] = [];
    const client = clientFor(server, {
      clock: time.clock,
      retryTimeoutMs: 120_000,
      onPaceWait: (w) => waits.push(w),
    });
    const start = time.now();
    for (let i = 0; i < 150; i++) await client.reservedAddrs.get("ra_1");
    const elapsed = time.now() - start;
    await client.close();

    expect(statuses.filter((s) => s === 200)).toHaveLength(150);
    const least = leastTime(earlier, 150, 60, start);
    expect(elapsed / least).toBeLessThanOrEqual(1.3);
    // Where the pace had only its own first few calls to go by (about 1 in 60 s), it would take minutes.
    expect(least).toBeLessThan(160_000);
    // The refusals are the probes that found the minute full, at most one per second the minute was full.
    expect(statuses.filter((s) => s === 429).length).toBeLessThanOrEqual(150);
    expect(waits.length).toBeGreaterThan(0);
  });

  it("never stays below requestsPerMinute once the minute after the last 429 has cleared", async () => {
    const time = recordingClock();
    const { server, statuses, faults } = await limitedServer(60, time.now, true);
    fillMinute(faults, 60, time.now());
    const client = clientFor(server, { clock: time.clock, retryTimeoutMs: 120_000, requestsPerMinute: 60 });
    const pace = paceFor(new URL(server.url).origin, TOKEN, time.clock);
    for (let i = 0; i < 5; i++) await client.reservedAddrs.get("ra_1");
    const refusedAt = time.now();
    expect(statuses).toContain(429);
    // In the minute of the refusal the service's word holds, however low it measured.
    expect(pace.limit()).toBeLessThanOrEqual(60);
    while (time.now() - refusedAt < 62_000) await client.reservedAddrs.get("ra_1");
    expect(pace.limit()).toBe(60);
    await client.close();
  });

  it("tells each wait for the pace as it starts: with the retries' waits, every sleep is told", async () => {
    const time = recordingClock();
    const { server } = await limitedServer(30, time.now, true);
    const told: number[] = [];
    const client = clientFor(server, {
      clock: time.clock,
      retryTimeoutMs: 120_000,
      onPaceWait: (w) => told.push(w.delayMs),
      onRetryWait: (w) => told.push(w.delayMs),
    });
    for (let i = 0; i < 100; i++) await client.reservedAddrs.get("ra_1");
    await client.close();
    expect(told.filter((ms) => ms > 5_000).length).toBeGreaterThan(1);
    expect(told.sort()).toEqual([...time.sleeps].sort());
  });
});

import { afterEach, describe, expect, it } from "vitest";
import { Faults } from "../../server/faults";
import {
  clientFor,
  errorBody,
  recordingClock,
  reply,
  reservedAddr,
  startServer,
  type TestServer,
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

async function limitedServer(perMinute: number, now: () => number) {
  const faults = new Faults({ rate_limit: perMinute }, { retryAfter: false });
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
  return { server, statuses };
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
});

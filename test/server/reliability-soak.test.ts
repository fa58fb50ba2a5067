import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CliServer, startCli } from "../../harness";
import { Api, Ledger, ROOT, seededRandom, seedFromEnv } from "./reliability-ledger";
import { runClient } from "./reliability-load";

/**
 * Reliability suite (issue 8), soak: 5,000 mixed requests from 32 clients against the CLI server with
 * one request in ten failed by an injected 503. Every answer is checked as it comes; at the end, with
 * the faults turned off, the server must hold exactly what was acknowledged and nothing refused.
 */
const REQUESTS = 5000;
const CLIENTS = 32;
const SEED = seedFromEnv(20261123);

let server: CliServer;
beforeAll(async () => {
  server = await startCli(["--port", "0", "--root-token", ROOT, "--fail-rate", "0.1"]);
});
afterAll(async () => {
  server.proc.kill("SIGTERM");
  await server.exited;
});

describe("reliability: soak under injected faults", () => {
  it(`${REQUESTS} mixed requests from ${CLIENTS} clients at --fail-rate 0.1 lose nothing acknowledged`, async () => {
    const api = new Api(server.url, CLIENTS);
    const ledger = new Ledger();
    const random = seededRandom(SEED);
    let issued = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, (_, c) =>
        runClient({
          api,
          ledger,
          random: seededRandom(Math.floor(random() * 2 ** 32)),
          name: `soak-c${c}`,
          mix: { create: 30, read: 25, update: 20, delete: 15, list: 10 },
          more: () => issued++ < REQUESTS,
        }),
      ),
    );
    const seconds = (Date.now() - started) / 1000;

    // The control API is never faulted: it turns the faults off for a clean read-back.
    const faults = await api.call("PUT", "/_local/faults", { fail_rate: 0 });
    expect(faults.body.fail_rate).toBeNull();
    await ledger.verify(api);
    await api.close();

    const figures = ledger.figures();
    console.log(
      `reliability soak figures: ${JSON.stringify({ seed: SEED, requests: REQUESTS, clients: CLIENTS, seconds, ...figures })}`,
    );
    expect(ledger.lost).toEqual([]);
    expect(ledger.violations).toEqual([]);
    // The load did what it is for: every kind of write was acknowledged, and faults were injected.
    expect(
      figures.acknowledgedCreates + figures.acknowledgedUpdates + figures.acknowledgedDeletes,
    ).toBeGreaterThan(REQUESTS / 2);
    expect(figures.refusedWrites).toBeGreaterThan(0);
    expect(figures.reads).toBeGreaterThan(0);
    expect(figures.lists).toBeGreaterThan(0);
  }, 150_000);
});

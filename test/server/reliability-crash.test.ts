import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCli } from "../../harness";
import { Api, Ledger, ROOT, seededRandom, seedFromEnv } from "./reliability-ledger";
import { runClient } from "./reliability-load";

/**
 * Reliability suite (issue 8), crash: a write load against the CLI server on a --data file, killed
 * with SIGKILL at a seeded random point 20 times, restarted on the same file each time. After every
 * restart the file must hold every acknowledged create, update and delete; a write left unanswered by
 * the kill may have happened or not, and whichever it was is what later rounds check against.
 */
const KILLS = 20;
const WORKERS = 8;
const SEED = seedFromEnv(20261123);

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "tunnels-crash-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("reliability: SIGKILL during writes", () => {
  it(`${KILLS} kills at random points of a write load lose no acknowledged write`, async () => {
    const data = join(dir, "crash.db");
    const ledger = new Ledger();
    const random = seededRandom(SEED);
    const killPoints: number[] = [];
    const started = Date.now();

    for (let round = 1; round <= KILLS; round++) {
      const server = await startCli(["--port", "0", "--root-token", ROOT, "--data", data]);
      const api = new Api(server.url, WORKERS);
      await ledger.verify(api);

      // The kill point: after a seeded number of acknowledged writes of this round, while the
      // workers are still writing, so some writes are always in flight when the process dies.
      const killAfter = 10 + Math.floor(random() * 90);
      killPoints.push(killAfter);
      let acknowledged = 0;
      let killed = false;
      const kill = () => {
        if (killed) return;
        killed = true;
        server.proc.kill("SIGKILL");
      };
      // Live objects are handed out among the workers, so each object has one writer.
      const live = [...ledger.objects].filter(([, e]) => e.state === "live").map(([id]) => id);
      await Promise.all(
        Array.from({ length: WORKERS }, (_, w) =>
          runClient({
            api,
            ledger,
            random: seededRandom(Math.floor(random() * 2 ** 32)),
            name: `crash-r${round}-w${w}`,
            mix: { create: 50, read: 0, update: 25, delete: 25, list: 0 },
            own: live.filter((_, i) => i % WORKERS === w),
            more: () => !killed,
            killed: () => killed,
            acknowledged: () => {
              if (++acknowledged >= killAfter) kill();
            },
          }),
        ),
      );
      await server.exited;
      await api.close();
    }

    // The file after the last kill, read by a server that is then stopped cleanly.
    const last = await startCli(["--port", "0", "--root-token", ROOT, "--data", data]);
    const api = new Api(last.url, WORKERS);
    await ledger.verify(api);
    await api.close();
    last.proc.kill("SIGTERM");
    expect(await last.exited).toBe(0);

    const figures = ledger.figures();
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `reliability crash figures: ${JSON.stringify({ seed: SEED, kills: KILLS, workers: WORKERS, killPoints, seconds, ...figures })}`,
    );
    expect(ledger.lost).toEqual([]);
    expect(ledger.violations).toEqual([]);
    expect(figures.acknowledgedCreates).toBeGreaterThan(KILLS * 5);
    expect(figures.acknowledgedUpdates).toBeGreaterThan(0);
    expect(figures.acknowledgedDeletes).toBeGreaterThan(0);
  }, 150_000);
});

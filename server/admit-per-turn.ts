import type { FastifyInstance } from "fastify";

/** Four keeps a turn short with any mix (bench/RESULTS.md, item 12, compares 1, 2, 4 and 8). */
export const REQUESTS_PER_TURN = 4;

/**
 * Admits at most `perTurn` requests per event-loop turn; the others wait, first come first served.
 * Node 20's libuv (1.45 and later) accepts one new connection per turn, and a turn runs every request
 * whose bytes have arrived, so under load a turn lasts as long as all of them together and a burst of
 * new connections waits turn after turn (server/README.md, "Many connections at once").
 */
export function admitPerTurn(app: FastifyInstance, perTurn = REQUESTS_PER_TURN) {
  let admitted = 0;
  let scheduled = false;
  const waiting: (() => void)[] = [];
  const nextTurn = () => {
    scheduled = false;
    admitted = 0;
    while (admitted < perTurn && waiting.length) {
      admitted++;
      waiting.shift()!();
    }
    // Those admitted now count against this turn; the count resets in the next one.
    if (admitted > 0) schedule();
  };
  // setImmediate runs after this turn's I/O, or in the next turn when scheduled from an immediate.
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(nextTurn);
  };
  app.addHook("onRequest", async () => {
    if (admitted < perTurn && waiting.length === 0) {
      admitted++;
      schedule();
      return;
    }
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      schedule();
    });
  });
}

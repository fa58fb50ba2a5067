import { createHash } from "node:crypto";
import type { Clock } from "./clock";

/**
 * The pace of one account's calls in this process (docs/contract.md §3: the service counts an account's
 * calls in a sliding minute and answers 429 over its limit; a 429 has no effect and does not count).
 *
 * Without a limit, calls go at once. A limit comes from `requestsPerMinute`, or is measured at a 429:
 * the calls this process had accepted in the minute before the refused one were what the service
 * allowed, so at most that many are started in any minute from then on. The measurement needs no
 * `Retry-After`, which the service sometimes leaves out. Every call, paced or not, is remembered for two
 * minutes so that the first paced calls also count the burst that met the limit.
 */
const WINDOW_MS = 60_000;
/**
 * The service counts arrivals, the client counts departures: a call sent a little later than another may
 * still arrive earlier. A second of slack over the minute keeps two calls a minute apart on both ends.
 */
const SLACK_MS = 1_000;

interface Slot {
  /** Order of departure. */
  seq: number;
  at: number;
  /** undefined while in flight; then whether the service counted it (anything but a 429). */
  counted?: boolean;
}

/** One call's place in the pace: settle it with the answer's status (undefined when none came). */
export interface Turn {
  /** Time spent waiting for the pace; the caller's retry budget does not include it. */
  waitedMs: number;
  settle(status: number | undefined): void;
}

export class Pace {
  /** Calls of the last two minutes, in order of departure. */
  private readonly slots: Slot[] = [];
  private sent = 0;
  private queue: Promise<unknown> = Promise.resolve();
  /** The refused call the limit is being measured from, until every call sent before it has settled. */
  private anchor: Slot | undefined;
  /** Departure number of the last refused call measured: a later refusal is news. */
  private anchorSeq = -1;
  /** What the service allowed in the minute before its last refusal. */
  private measured: number | undefined;
  /** The limit given up front, if any (paceFor sets it); a 429 replaces it with what the service allowed. */
  requestsPerMinute: number | undefined;

  constructor(private readonly clock: Clock) {}

  /** The calls a minute this pace allows now; undefined when unlimited. */
  limit(): number | undefined {
    const anchor = this.anchor;
    if (anchor) {
      const before = this.slots.filter((s) => s.seq < anchor.seq && s.at > anchor.at - WINDOW_MS);
      const allowed = before.filter((s) => s.counted !== false).length;
      // Nothing of ours was accepted in that minute: others used the budget; backoff alone applies.
      if (allowed > 0) this.measured = allowed;
      // In-flight calls count as accepted until they settle; once all have, the figure is final.
      if (before.every((s) => s.counted !== undefined)) this.anchor = undefined;
    }
    return this.measured ?? this.requestsPerMinute;
  }

  /** Waits, first come first served, until one more call fits in the sliding minute. */
  acquire(signal?: AbortSignal): Promise<Turn> {
    const began = this.clock.now();
    const turn = this.queue.then(() => this.waitForRoom(began, signal));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async waitForRoom(began: number, signal?: AbortSignal): Promise<Turn> {
    for (;;) {
      const now = this.clock.now();
      this.forget(now);
      const limit = this.limit();
      const recent =
        limit === undefined
          ? []
          : this.slots.filter((s) => s.counted !== false && s.at > now - WINDOW_MS - SLACK_MS);
      if (limit === undefined || recent.length < limit) {
        const slot: Slot = { seq: this.sent++, at: now };
        this.slots.push(slot);
        return { waitedMs: now - began, settle: (status) => this.settle(slot, status) };
      }
      const oldest = recent[recent.length - limit];
      await this.clock.sleep(Math.max(1, oldest.at + WINDOW_MS + SLACK_MS - now), signal);
    }
  }

  private settle(slot: Slot, status: number | undefined) {
    slot.counted = status !== 429;
    // A refusal of a call sent after the one measured is news: the limit is measured again from it.
    if (status === 429 && slot.seq > this.anchorSeq) {
      this.anchor = slot;
      this.anchorSeq = slot.seq;
    }
  }

  /** Slots older than two minutes count neither in the window nor for a measurement. */
  private forget(now: number) {
    let drop = 0;
    while (drop < this.slots.length && this.slots[drop].at <= now - 2 * WINDOW_MS) drop++;
    this.slots.splice(0, drop);
  }
}

const paces = new Map<string, Pace>();

/**
 * The pace of the account behind `apiKey` at `origin`, shared by every client of this process (a provider
 * host serves many resources through one client per setting; a program may build several). The token is
 * kept hashed.
 */
export function paceFor(origin: string, apiKey: string, clock: Clock, requestsPerMinute?: number): Pace {
  const key = `${origin} ${createHash("sha256").update(apiKey).digest("hex")}`;
  let pace = paces.get(key);
  if (!pace) {
    pace = new Pace(clock);
    paces.set(key, pace);
  }
  if (requestsPerMinute !== undefined) pace.requestsPerMinute = requestsPerMinute;
  return pace;
}

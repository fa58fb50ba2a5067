import { createHash } from "node:crypto";
import type { Clock } from "./clock";

/**
 * The pace of one account's calls in this process (docs/contract.md §3: the service counts an account's
 * calls in a sliding minute and answers 429 over its limit, with `Retry-After`; a 429 has no effect and
 * does not count).
 *
 * Without a limit, calls go at once. A limit comes from `requestsPerMinute`, or is learned at a 429: the
 * calls this process had accepted in the minute before the refused one were what the service allowed, so
 * at most that many are started in any minute from then on. The measurement needs no `Retry-After`, which
 * the service sometimes leaves out.
 *
 * That figure can be far below what the account allows: a command started right after another (a `destroy`
 * after an `up`, a second stack on the account) meets a minute the other process filled, and measures only
 * its own few calls. So the pace climbs back: while the minute after the refusal has not cleared, and the
 * service said when to come back (`Retry-After`), the first call that would wait goes alone as a probe at
 * that time; each probe the service accepts raises the limit to all the calls it accepted in the last minute,
 * and the next probe follows at once. Once that minute has cleared, a refused probe means the minute now
 * holds only this process's calls: the limit is what it has climbed to. A minute later with no 429, the pace
 * is never below `requestsPerMinute` again, until the service refuses a call again.
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
  /** Sent alone past the limit, to learn whether the service has room for more. */
  probe?: boolean;
}

/** One call's place in the pace: settle it with the answer's status (undefined when none came). */
export interface Turn {
  /** Time spent waiting for the pace; the caller's retry budget does not include it. */
  waitedMs: number;
  /** `retryAfterMs`: what the answer's `Retry-After` asked for, if it had one. */
  settle(status: number | undefined, retryAfterMs?: number): void;
}

/** A wait for the pace, told as it starts (the provider shows the long ones). */
export interface PaceWait {
  delayMs: number;
  /** The calls a minute the pace allows now. */
  perMinute: number | undefined;
  /** Whether that figure was learned from the service's 429 rather than given as `requestsPerMinute`. */
  learned: boolean;
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
  /** What the service allowed: measured at its last refusal, raised by the probes it accepted. */
  private learned: number | undefined;
  /** When the service last refused a call: the minute after it is still the service's say. */
  private refusedAt = Number.NEGATIVE_INFINITY;
  /** When the refusal that measured the limit came: until a minute after it, probes may climb. */
  private measuredAt = Number.NEGATIVE_INFINITY;
  private probing = false;
  private probeInFlight = false;
  /** No call before this: the service's `Retry-After`. */
  private blockedUntil = 0;
  /** Wakes the call waiting at the head of the queue when a probe settles. */
  private wake: (() => void) | undefined;
  /** The limit given up front, if any (paceFor sets it); the pace is never below it but in the minute after a 429. */
  requestsPerMinute: number | undefined;

  constructor(private readonly clock: Clock) {}

  /** The calls a minute this pace allows now; undefined when unlimited. */
  limit(now = this.clock.now()): number | undefined {
    this.remeasure();
    const given = this.requestsPerMinute;
    if (this.learned === undefined) return given;
    // The service's word holds for the minute after its last refusal, and for as long as probes still climb.
    if (this.probing || now - this.refusedAt <= WINDOW_MS + SLACK_MS || given === undefined)
      return this.learned;
    return Math.max(this.learned, given);
  }

  /** Waits, first come first served, until one more call fits in the sliding minute. */
  acquire(signal?: AbortSignal, onWait?: (wait: PaceWait) => void): Promise<Turn> {
    const began = this.clock.now();
    const turn = this.queue.then(() => this.waitForRoom(began, signal, onWait));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async waitForRoom(
    began: number,
    signal: AbortSignal | undefined,
    onWait: ((wait: PaceWait) => void) | undefined,
  ): Promise<Turn> {
    for (;;) {
      const now = this.clock.now();
      this.forget(now);
      const limit = this.limit(now);
      let until = this.blockedUntil;
      if (now >= until) {
        const recent =
          limit === undefined
            ? []
            : this.slots.filter((s) => s.counted !== false && s.at > now - WINDOW_MS - SLACK_MS);
        if (limit === undefined || recent.length < limit) return this.take(now, began, false);
        if (this.probing && !this.probeInFlight) return this.take(now, began, true);
        // Room comes when the oldest call that fills the minute leaves it, or when a probe is accepted.
        const oldest = limit > 0 ? recent[recent.length - limit] : undefined;
        until = oldest ? oldest.at + WINDOW_MS + SLACK_MS : now + WINDOW_MS;
      }
      const delayMs = Math.max(1, until - now);
      onWait?.({ delayMs, perMinute: limit, learned: this.learned !== undefined });
      await this.sleepOrWake(delayMs, signal);
    }
  }

  private take(now: number, began: number, probe: boolean): Turn {
    const slot: Slot = { seq: this.sent++, at: now, probe };
    if (probe) this.probeInFlight = true;
    this.slots.push(slot);
    return {
      waitedMs: now - began,
      settle: (status, retryAfterMs) => this.settle(slot, status, retryAfterMs),
    };
  }

  /** Sleeps `ms`, or less when a probe settles (the limit may have grown). */
  private async sleepOrWake(ms: number, signal: AbortSignal | undefined): Promise<void> {
    const woken = new AbortController();
    this.wake = () => woken.abort();
    try {
      await this.clock.sleep(ms, signal ? AbortSignal.any([signal, woken.signal]) : woken.signal);
    } catch (error) {
      if (!woken.signal.aborted || signal?.aborted) throw error;
    } finally {
      this.wake = undefined;
    }
  }

  private settle(slot: Slot, status: number | undefined, retryAfterMs: number | undefined) {
    const now = this.clock.now();
    slot.counted = status !== 429;
    if (slot.probe) this.probeInFlight = false;
    if (status === 429) {
      this.refusedAt = now;
      if (retryAfterMs !== undefined) this.blockedUntil = Math.max(this.blockedUntil, now + retryAfterMs);
      if (slot.probe) {
        // The minute before the measuring refusal has cleared: what was accepted since is all there is room for.
        if (now - this.measuredAt > WINDOW_MS) {
          this.probing = false;
          // Not one call let through in a whole minute: no pace to keep; backoff alone applies.
          if (!this.learned) this.learned = undefined;
        }
      } else if (slot.seq > this.anchorSeq) {
        // A refusal of a call sent after the one measured is news: the limit is measured again from it.
        this.anchor = slot;
        this.anchorSeq = slot.seq;
        this.measuredAt = now;
        this.probing = retryAfterMs !== undefined;
        this.remeasure();
      }
    } else if (slot.probe && slot.counted) {
      this.anchor = undefined;
      this.learned = Math.max(this.learned ?? 0, this.acceptedSince(now - WINDOW_MS));
    }
    if (slot.probe) this.wake?.();
  }

  /** Calls of this process the service accepted (or may yet) since `from`. */
  private acceptedSince(from: number, before = Number.POSITIVE_INFINITY): number {
    return this.slots.filter((s) => s.seq < before && s.at > from && s.counted !== false).length;
  }

  /**
   * The limit measured at the anchor: the calls accepted in the minute before it. In-flight calls count as
   * accepted until they settle; once all have, the figure is final. Nothing of ours accepted in that minute
   * (others used the budget): without a `Retry-After` to probe at, backoff alone applies.
   */
  private remeasure() {
    const anchor = this.anchor;
    if (!anchor) return;
    const allowed = this.acceptedSince(anchor.at - WINDOW_MS, anchor.seq);
    if (allowed > 0 || this.probing) this.learned = allowed;
    const before = this.slots.filter((s) => s.seq < anchor.seq && s.at > anchor.at - WINDOW_MS);
    if (before.every((s) => s.counted !== undefined)) this.anchor = undefined;
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

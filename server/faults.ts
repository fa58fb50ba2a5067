import { ApiError } from "./errors";

/** The faults a test can ask for (docs/contract.md §3): a rate limit, failures, added latency. */
export interface FaultSettings {
  rate_limit: number | null;
  fail_rate: number | null;
  latency_ms: number | null;
}

const WINDOW_MS = 60_000;

export class Faults {
  settings: FaultSettings;
  /** Times of the requests counted in the sliding window, oldest first. */
  private readonly window: number[] = [];

  /**
   * Whether a 429 carries `Retry-After` (the contract's answer). Off reproduces what users of the real
   * service report: 429s with no `Retry-After`, which clients must survive (server/README.md).
   */
  private readonly retryAfter: boolean;

  constructor(initial: Partial<FaultSettings>, options: { retryAfter?: boolean } = {}) {
    this.retryAfter = options.retryAfter ?? true;
    this.settings = { rate_limit: null, fail_rate: null, latency_ms: null };
    this.merge(initial);
  }

  /** PUT /_local/faults merges; 0 or null turns a fault off. */
  merge(patch: Partial<FaultSettings>) {
    for (const key of ["rate_limit", "fail_rate", "latency_ms"] as const) {
      if (!(key in patch) || patch[key] === undefined) continue;
      const v = patch[key];
      this.settings[key] = v === null || v === 0 ? null : v;
    }
    if (this.settings.rate_limit === null) this.window.length = 0;
  }

  /** Runs before any work of a public request: 429 over the limit, 503 at the failure rate. */
  async apply(now = Date.now()) {
    const { rate_limit, fail_rate, latency_ms } = this.settings;
    if (rate_limit !== null) {
      while (this.window.length && this.window[0] <= now - WINDOW_MS) this.window.shift();
      if (this.window.length >= rate_limit) {
        const retryAfter = Math.max(1, Math.ceil((this.window[0] + WINDOW_MS - now) / 1000));
        throw new ApiError(
          429,
          226,
          `rate limit of ${rate_limit} requests per minute reached; retry after ${retryAfter} s`,
          undefined,
          this.retryAfter ? { "Retry-After": String(retryAfter) } : undefined,
        );
      }
      this.window.push(now);
    }
    if (fail_rate !== null && Math.random() < fail_rate)
      throw new ApiError(503, 503, "the service is unavailable (an injected fault); retry the request");
    if (latency_ms !== null) await new Promise((r) => setTimeout(r, latency_ms));
  }
}

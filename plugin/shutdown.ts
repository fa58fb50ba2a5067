/**
 * How the plugin stops. One stop for the whole process, which the provider's clients are made with
 * (NativeProvider's `stop`, client/http.ts), fired by:
 * - Pulumi's `Cancel`, which the engine sends at the first Ctrl-C or SIGTERM of `pulumi` and then waits for the
 *   calls in flight: every wait and retry ends at once and each call fails saying it was cancelled; requests
 *   already sent finish within their own timeout, so their answers are kept. The engine closes the plugin after.
 * - the engine gone (engine-watch.ts), or the engine closing the plugin (SIGINT, or SIGTERM): the same, and the
 *   plugin exits once its calls in flight have finished, so that a create sent before is written down with its
 *   id (provider/host/create-journal.ts) and the next run takes its object over.
 */
/** Why the plugin stops, as every call it stops then says (provider/base/stopped-message.ts). */
export const STOP_REASONS = {
  cancelled: "cancelled: Pulumi asked the provider to stop (Ctrl-C or SIGTERM to `pulumi`)",
  closing: "stopped: Pulumi is closing the provider",
  engineGone: "stopped: the `pulumi` process that started the provider is gone",
} as const;

export class Shutdown {
  private controller = new AbortController();
  private inFlight = 0;
  private exit: (() => void) | undefined;

  /** The stop the provider's clients are made with; a new one after `restart`. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Ends every wait and retry, and fails every request not yet sent, saying `reason`. */
  stop(reason: string): void {
    if (!this.controller.signal.aborted) this.controller.abort(new Error(reason));
  }

  /**
   * A new engine attached (`PULUMI_DEBUG_PROVIDERS`: one plugin serves run after run): the last run's Cancel,
   * which the engine sends as it closes, no longer holds.
   */
  restart(): void {
    if (this.controller.signal.aborted && !this.exit) this.controller = new AbortController();
  }

  /** Runs one call of the engine's, counted while in flight. */
  async track<T>(run: () => Promise<T>): Promise<T> {
    this.inFlight += 1;
    try {
      return await run();
    } finally {
      this.inFlight -= 1;
      if (this.inFlight === 0) this.exit?.();
    }
  }

  /**
   * Stops, then calls `exit` once no call is in flight, or after `capMs` at the latest (a request's own timeout
   * is 30 s: a call still running past the cap is one that cannot finish).
   */
  exitWhenIdle(reason: string, capMs: number, exit: () => void): void {
    this.stop(reason);
    if (this.exit) return;
    let done = false;
    this.exit = () => {
      if (done) return;
      done = true;
      exit();
    };
    setTimeout(() => this.exit?.(), capMs).unref();
    if (this.inFlight === 0) this.exit();
  }
}

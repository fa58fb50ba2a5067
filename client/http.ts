import type { Dispatcher } from "undici";
import type { z } from "zod";
import type { Clock } from "./clock";
import {
  AbortError,
  apiErrorFromAnswer,
  StoppedError,
  ConnectionError,
  ConnectionTimeoutError,
  type RequestContext,
  ResponseValidationError,
  type TunnelsError,
} from "./errors";
import { FIRST_ANSWER_BUDGET_MS, hasAnswered, noteAnswer } from "./first-answer";
import type { Pace, PaceWait } from "./pace";
import { Redactor } from "./redact";
import { parseRetryAfter } from "./retry-after";
import { secretsInScope } from "./secret-scope";
import {
  backoffDelay,
  classifyConnectionFailure,
  type HttpMethod,
  isIdempotent,
  retryableFailure,
  retryableStatus,
} from "./retry";
import { argumentError, parseResponse } from "./validate";

/** Options every call takes. */
export interface RequestOptions {
  /** Stops the call at once, also while it waits to retry; the call then throws `AbortError`. */
  signal?: AbortSignal;
}

/** What the generic clients add to a call: secrets to mask, and the schema of the success answer. */
export interface CoreRequestOptions extends RequestOptions {
  secrets?: readonly string[];
  response?: z.ZodType;
}

export interface HttpSettings {
  baseUrl: URL;
  apiKey: string;
  timeoutMs: number;
  retryTimeoutMs: number;
  initialBackoffMs: number;
  maxBackoffMs: number;
  userAgent: string;
  dispatcher: Dispatcher;
  clock: Clock;
  /** The account's pace in this process, shared by its clients (pace.ts). */
  pace: Pace;
  /** The client's stop (TunnelsClientOptions.stop): no attempt or wait starts after it fires. */
  stop?: AbortSignal;
  onRetryWait?: (wait: RetryWait) => void;
  onPaceWait?: (wait: CallPaceWait) => void;
}

/** A call's wait for the account's pace (pace.ts), told as it starts. */
export interface CallPaceWait extends PaceWait {
  method: HttpMethod;
  path: string;
}

/** A wait before a retry, told to `onRetryWait` as it starts. */
export interface RetryWait {
  method: HttpMethod;
  path: string;
  /** The attempt that failed (1 for the first). */
  attempt: number;
  delayMs: number;
  /** The failed attempt's error message. */
  reason: string;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}
type Outcome = { ok: true; answer: Answer } | { ok: false; error: unknown; timedOut: boolean };

const TIMEOUT_CODES = new Set(["UND_ERR_HEADERS_TIMEOUT", "UND_ERR_BODY_TIMEOUT"]);
/** What a create's error adds when it may have happened (the provider drops it once it has looked). */
export const POST_NOTE =
  "; the create may have happened on the service: look for the object (list it) before creating it again";

/** Statuses of a gateway that may have passed the request on before failing (docs/contract.md §3). */
const GATEWAY_STATUSES = new Set([502, 504]);

/** Whether an attempt's request may have reached the service without its answer reaching us. */
function outcomeUnknown(outcome: Outcome): boolean {
  if (outcome.ok) return GATEWAY_STATUSES.has(outcome.answer.status);
  return outcome.timedOut || classifyConnectionFailure(outcome.error).delivery !== "not-sent";
}

/**
 * The one place where HTTP happens: headers, per-attempt timeout, the retry loop, the error factory and
 * response validation. The resource and module clients are thin layers over `request`.
 */
export class HttpCore {
  private readonly redactor: Redactor;
  private readonly basePath: string;
  closed = false;

  constructor(private readonly settings: HttpSettings) {
    this.redactor = new Redactor([settings.apiKey]);
    this.basePath = settings.baseUrl.pathname.replace(/\/+$/, "");
  }

  async request<T = unknown>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    options: CoreRequestOptions = {},
  ): Promise<T> {
    const redactor = this.redactorWith(options.secrets ?? []);
    const target = this.target(method, path, redactor);
    // The path may hold a value marked secret (an id): errors name it only as scrubbed.
    const context: RequestContext = { method, path: redactor.scrub(target) };
    const { signal } = options;
    const { stop } = this.settings;
    // Waits end at either signal; an attempt in flight only at the caller's (a stop lets it finish).
    const waits = signal && stop ? AbortSignal.any([signal, stop]) : (signal ?? stop);
    /** The error that ends the call now, if either signal fired: the caller's abort first. */
    const halted = (attempts: number, last?: TunnelsError) => {
      if (signal?.aborted) return this.aborted(context, attempts, redactor, signal);
      if (stop?.aborted) return this.stopped(context, attempts, redactor, stop, last);
      return undefined;
    };
    if (this.closed) {
      throw new ConnectionError(
        `${method} ${context.path}: this client is closed; create a new TunnelsClient`,
        context,
      );
    }
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const { clock, timeoutMs, retryTimeoutMs, initialBackoffMs, maxBackoffMs } = this.settings;
    let start = clock.now();

    let last: TunnelsError | undefined;
    for (let attempt = 1; ; attempt++) {
      const before = halted(attempt - 1, last);
      if (before) throw before;
      // Waiting for the account's pace is queueing, not retrying: it does not spend retryTimeoutMs.
      const onWait = (wait: PaceWait) => this.settings.onPaceWait?.({ ...wait, method, path: context.path });
      const turn = await this.settings.pace.acquire(waits, onWait).catch((error) => {
        throw halted(attempt - 1, last) ?? error;
      });
      // A turn given after the stop fired (the pace had room) is not taken: nothing is sent.
      const late = halted(attempt - 1, last);
      if (late) {
        turn.settle(undefined);
        throw late;
      }
      start += turn.waitedMs;
      const remaining = retryTimeoutMs - (clock.now() - start);
      const attemptTimeout = Math.max(1, Math.min(timeoutMs, remaining));
      const outcome = await this.attempt(method, target, payload, attemptTimeout, signal);
      const retryAfter = outcome.ok
        ? parseRetryAfter(outcome.answer.headers["retry-after"], clock.now())
        : undefined;
      turn.settle(outcome.ok ? outcome.answer.status : undefined, retryAfter);
      const { origin } = this.settings.baseUrl;
      if (outcome.ok) noteAnswer(origin);
      if (signal?.aborted) throw this.aborted(context, attempt, redactor, signal);

      let failure: TunnelsError;
      let retryable: boolean;
      let waitAtLeast = 0;
      // Until the origin has answered, a failure with no answer may be a mistyped URL: a short budget (first-answer.ts).
      let budgetMs = retryTimeoutMs;
      if (outcome.ok) {
        const { status, headers, text } = outcome.answer;
        if (status >= 200 && status < 300) {
          return this.success<T>(outcome.answer, context, redactor, options.response, attempt);
        }
        failure = apiErrorFromAnswer({ ...context, status, headers, text, now: clock.now(), redactor });
        retryable = retryableStatus(method, status);
        waitAtLeast = retryAfter ?? 0;
      } else {
        let slow: boolean;
        ({ failure, retryable, slow } = this.connectionFailure(context, outcome, attemptTimeout, redactor));
        // A timeout is a service too slow as much as a wrong address: it keeps the whole budget.
        failure.beforeFirstAnswer = !slow && !hasAnswered(origin);
        if (failure.beforeFirstAnswer) budgetMs = Math.min(retryTimeoutMs, FIRST_ANSWER_BUDGET_MS);
      }
      failure.attempts = attempt;
      failure.mayHaveHappened = method === "POST" && outcomeUnknown(outcome);
      if (!retryable) throw failure;
      last = failure;
      const stopped = halted(attempt, failure);
      if (stopped) throw stopped;
      // Never wait past the budget: a Retry-After beyond it means the next try would fail the same way.
      const delay = Math.max(
        waitAtLeast,
        backoffDelay(attempt, initialBackoffMs, maxBackoffMs, clock.random),
      );
      if (clock.now() - start + delay >= budgetMs) {
        if (attempt > 1)
          failure.message +=
            budgetMs < retryTimeoutMs
              ? ` (gave up after ${attempt} attempts within ${budgetMs / 1000} s: ${origin} has not answered in this process yet)`
              : ` (gave up after ${attempt} attempts within retryTimeoutMs)`;
        throw failure;
      }
      this.settings.onRetryWait?.({
        method,
        path: context.path,
        attempt,
        delayMs: delay,
        reason: failure.message,
      });
      try {
        await clock.sleep(delay, waits);
      } catch (error) {
        throw halted(attempt, failure) ?? error;
      }
    }
  }

  /** The token's redactor plus `secrets` and those of the caller's scope (secret-scope.ts). */
  redactorWith(secrets: readonly string[]): Redactor {
    const more = [...secrets, ...secretsInScope()];
    return more.length ? this.redactor.with(more) : this.redactor;
  }

  /** Whether `url` is an absolute URL on baseUrl's origin (where the token may be sent). */
  sameOrigin(url: string): boolean {
    try {
      return new URL(url).origin === this.settings.baseUrl.origin;
    } catch {
      return false;
    }
  }

  /** The request path: relative paths go under baseUrl's path; absolute URLs must share its origin. */
  private target(method: HttpMethod, path: string, redactor: Redactor): string {
    if (/^[a-z][a-z0-9+.-]*:/i.test(path)) {
      const url = new URL(path);
      if (url.origin !== this.settings.baseUrl.origin) {
        const shown = redactor.scrub(url.pathname);
        throw argumentError({ method, path: shown }, "path", "must be on the origin of baseUrl");
      }
      return url.pathname + url.search;
    }
    if (!path.startsWith("/")) {
      const shown = redactor.scrub(path);
      throw argumentError({ method, path: shown }, "path", 'must start with "/" (relative to baseUrl)');
    }
    return this.basePath + path;
  }

  private async attempt(
    method: HttpMethod,
    path: string,
    payload: string | undefined,
    timeoutMs: number,
    signal: AbortSignal | undefined,
  ): Promise<Outcome> {
    const { settings } = this;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new Error(`no complete answer within ${timeoutMs} ms`));
    }, timeoutMs);
    const onAbort = () => controller.abort(signal?.reason);
    if (signal?.aborted) onAbort(); // an "abort" event never fires for a signal that already fired
    signal?.addEventListener("abort", onAbort, { once: true });
    const headers: Record<string, string> = {
      authorization: `Bearer ${settings.apiKey}`,
      "service-version": "2",
      "user-agent": settings.userAgent,
      accept: "application/json",
    };
    if (payload !== undefined) headers["content-type"] = "application/json";
    try {
      const res = await settings.dispatcher.request({
        origin: settings.baseUrl.origin,
        path,
        method,
        headers,
        body: payload,
        signal: controller.signal,
      });
      // Read the whole body under the same timer: timeoutMs covers headers and body.
      const text = await res.body.text();
      return { ok: true, answer: { status: res.statusCode, headers: res.headers, text } };
    } catch (error) {
      return { ok: false, error, timedOut };
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
    }
  }

  private success<T>(
    answer: Answer,
    context: RequestContext,
    redactor: Redactor,
    schema: z.ZodType | undefined,
    attempts: number,
  ): T {
    try {
      if (answer.status === 204 || answer.text === "") {
        if (schema && answer.status !== 204) {
          throw new ResponseValidationError(
            `${context.method} ${context.path} answered with an empty body`,
            context,
            [{ member: "(the body)", reason: "is empty; an object was expected" }],
          );
        }
        return undefined as T;
      }
      let json: unknown;
      try {
        json = JSON.parse(answer.text);
      } catch {
        throw new ResponseValidationError(
          `${context.method} ${context.path} answered with a body that is not JSON`,
          context,
          [{ member: "(the body)", reason: "is not JSON" }],
        );
      }
      return (schema ? parseResponse(schema, json, context, redactor) : json) as T;
    } catch (error) {
      if (error instanceof ResponseValidationError) error.attempts = attempts;
      throw error;
    }
  }

  private connectionFailure(
    context: RequestContext,
    outcome: Extract<Outcome, { ok: false }>,
    timeoutMs: number,
    redactor: Redactor,
  ): { failure: TunnelsError; retryable: boolean; slow: boolean } {
    const method = context.method as HttpMethod;
    const where = `${method} ${context.path}`;
    const note = method === "POST" ? POST_NOTE : "";
    const cause = redactor.scrubCause(outcome.error);
    const failure = classifyConnectionFailure(outcome.error);
    if (outcome.timedOut || TIMEOUT_CODES.has(failure.code ?? "")) {
      return {
        failure: new ConnectionTimeoutError(
          `${where}: no complete answer within ${timeoutMs} ms (timeoutMs)${note}`,
          context,
          cause,
        ),
        retryable: isIdempotent(method),
        slow: true,
      };
    }
    const retryable = retryableFailure(method, failure);
    const message =
      failure.delivery === "not-sent"
        ? `${where}: could not connect to ${this.settings.baseUrl.origin} (${failure.code}); the request was not sent`
        : failure.delivery === "maybe-sent"
          ? `${where}: the connection was lost after the request was sent (${failure.code})${note}`
          : `${where}: the request failed before an answer came (${failure.code ?? cause?.name ?? "unknown"}: ${cause?.message ?? ""})`;
    return { failure: new ConnectionError(message, context, cause), retryable, slow: false };
  }

  /**
   * The stop fired: `last` is the failure of the attempt before, whose status says what the service did (a 429
   * or 503: nothing). The stop's reason (an Error) says why, and is the message's end.
   */
  private stopped(
    context: RequestContext,
    attempts: number,
    redactor: Redactor,
    stop: AbortSignal,
    last: TunnelsError | undefined,
  ) {
    const reason = redactor.scrub(
      stop.reason instanceof Error ? stop.reason.message : "the client was stopped",
    );
    const what = last ? `not retried after: ${last.message}` : "not sent";
    const error = new StoppedError(
      `${context.method} ${context.path}: ${what} (${reason})`,
      context,
      reason,
      last,
    );
    error.attempts = attempts;
    error.mayHaveHappened = last?.mayHaveHappened ?? false;
    return error;
  }

  private aborted(context: RequestContext, attempts: number, redactor: Redactor, signal: AbortSignal) {
    const error = new AbortError(
      `${context.method} ${context.path}: aborted by the caller's signal; not retried`,
      context,
      redactor.scrubCause(signal.reason),
    );
    error.attempts = attempts;
    return error;
  }
}

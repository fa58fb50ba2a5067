/**
 * The retry rules, in one place. A retry must never repeat an effect: POST (create) is retried only when
 * the service promises the first try had no effect (429, 503) or the request provably never left
 * (the connection was refused or could not be made, or its TLS handshake never finished). PUT, PATCH, GET and
 * DELETE are idempotent. How long retries go on is http.ts's (and first-answer.ts's) to say.
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export const isIdempotent = (method: HttpMethod) => method !== "POST";

/** Statuses the service answers without having done anything (docs/contract.md §3: a 429 has no effect). */
const NO_EFFECT_STATUSES = new Set([429, 503]);
/** Gateway statuses: the request may or may not have reached the service. */
const MAYBE_EFFECT_STATUSES = new Set([502, 504]);

/** Whether an answer of this status says the service did nothing (a 429 or a 503). */
export const hadNoEffect = (status: number) => NO_EFFECT_STATUSES.has(status);

export function retryableStatus(method: HttpMethod, status: number): boolean {
  if (NO_EFFECT_STATUSES.has(status)) return true;
  return MAYBE_EFFECT_STATUSES.has(status) && isIdempotent(method);
}

/** Failures that happen while connecting, before any byte of the request is written. */
const BEFORE_SENDING = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
]);
/** Failures after the request may have been written: the answer was lost. */
const AFTER_SENDING = new Set([
  "ECONNRESET",
  "EPIPE",
  "ECONNABORTED",
  "ETIMEDOUT",
  "UND_ERR_SOCKET",
  "UND_ERR_HEADERS_TIMEOUT",
  "UND_ERR_BODY_TIMEOUT",
]);

export type ConnectionFailure =
  | { delivery: "not-sent"; code: string }
  | { delivery: "maybe-sent"; code: string }
  | { delivery: "other"; code: string | undefined };

/** Codes of an error and of its causes (undici and Node nest them, and AggregateError holds several). */
function codesOf(error: unknown, depth = 0): string[] {
  if (depth > 4 || error === null || typeof error !== "object") return [];
  const e = error as { code?: unknown; cause?: unknown; errors?: unknown };
  const own = typeof e.code === "string" ? [e.code] : [];
  const nested = Array.isArray(e.errors) ? e.errors.flatMap((x) => codesOf(x, depth + 1)) : [];
  return [...own, ...codesOf(e.cause, depth + 1), ...nested];
}

/**
 * A TLS handshake cut short: Node gives it ECONNRESET, the code of a connection lost after sending, and says only in
 * its message that the secure connection was never made, so no byte of the request was written.
 */
const TLS_NOT_ESTABLISHED = "before secure TLS connection was established";

/** Whether an error or one of its causes says the TLS handshake never finished. */
function handshakeCut(error: unknown, depth = 0): boolean {
  if (depth > 4 || error === null || typeof error !== "object") return false;
  const e = error as { message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.message === "string" && e.message.includes(TLS_NOT_ESTABLISHED)) return true;
  const nested = Array.isArray(e.errors) ? e.errors : [];
  return [e.cause, ...nested].some((x) => handshakeCut(x, depth + 1));
}

export function classifyConnectionFailure(error: unknown): ConnectionFailure {
  const codes = codesOf(error);
  if (handshakeCut(error)) return { delivery: "not-sent", code: codes[0] ?? "ECONNRESET" };
  const after = codes.find((c) => AFTER_SENDING.has(c));
  if (after) return { delivery: "maybe-sent", code: after };
  const before = codes.find((c) => BEFORE_SENDING.has(c));
  if (before) return { delivery: "not-sent", code: before };
  return { delivery: "other", code: codes[0] };
}

export function retryableFailure(method: HttpMethod, failure: ConnectionFailure): boolean {
  if (failure.delivery === "not-sent") return true;
  return failure.delivery === "maybe-sent" && isIdempotent(method);
}

/**
 * Capped exponential backoff with full jitter: a random wait in [0, min(max, initial·2^(n-1))] before
 * retry n, so that many clients that failed together do not retry together.
 */
export function backoffDelay(retry: number, initialMs: number, maxMs: number, random: () => number): number {
  const ceiling = Math.min(maxMs, initialMs * 2 ** Math.min(retry - 1, 30));
  return Math.round(random() * ceiling);
}

/**
 * Whether the service at an origin has answered in this process: what tells a mistyped URL from an outage.
 *
 * A request that never got an HTTP answer (the connection refused, the name not found, a TLS handshake cut, a
 * port that closes or speaks no HTTP) means the same thing at first sight for both. What differs is history: a
 * service that answered earlier in this process and now refuses is down for a while (a restart, an outage
 * mid-deploy), and waiting for it is what lets a deploy finish; an origin that never answered may be a typo, and
 * waiting minutes for it only delays the message. So until an origin has answered, such failures are retried for
 * FIRST_ANSWER_BUDGET_MS only; from its first answer on, the caller's whole `retryTimeoutMs` (docs/contract.md §11).
 *
 * One set per process, like the shared pools and paces: every client of the origin learns from the first answer
 * any of them gets. Any HTTP answer counts, whatever its status: a 503 is a service that is there and busy.
 */

/**
 * How long calls to an origin that has not answered yet are retried. Ten seconds: with the client's backoff (0.5 s
 * doubling, full jitter) that is five to eight attempts, enough for a service started beside the deploy (a
 * container coming up in CI) or a name that resolves a moment late; and it is the connect timeout of one attempt
 * to a host that drops packets, which then fails after that one attempt.
 */
export const FIRST_ANSWER_BUDGET_MS = 10_000;

const answered = new Set<string>();

/** Records that `origin` answered: from now on its calls get the whole budget. */
export function noteAnswer(origin: string): void {
  answered.add(origin);
}

/** Whether `origin` has answered in this process. */
export function hasAnswered(origin: string): boolean {
  return answered.has(origin);
}

/** For tests: forget every answer, as a new process would. */
export function forgetAnswers(): void {
  answered.clear();
}

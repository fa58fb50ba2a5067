import { quoteValue } from "../catalog";
import type { Redactor } from "./redact";
import { parseRetryAfter } from "./retry-after";

/** Where a failure happened: the request's method and path (ids are percent-encoded in it). */
export interface RequestContext {
  method: string;
  path: string;
}

/**
 * Root of every error the client throws, so that callers can catch the client's failures with one
 * `instanceof`. Messages never contain the bearer token or a secret member's value.
 */
export class TunnelsError extends Error {
  readonly method: string;
  readonly path: string;
  /** How many HTTP attempts were made before this error was thrown (0 when none was made). */
  attempts = 0;
  /**
   * Whether the call may have had its effect although it failed: a create (POST) whose answer was lost
   * (the connection dropped after sending, no complete answer in time) or answered by a gateway (502, 504).
   * Its object may exist: look for it before creating it again (docs/contract.md §3).
   */
  mayHaveHappened = false;
  /**
   * The call got no answer, and its service's origin had not answered in this process yet: it was retried for
   * a few seconds only (first-answer.ts), since a mistyped URL looks the same as a service that is down.
   */
  beforeFirstAnswer = false;

  constructor(message: string, context: RequestContext, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = new.target.name;
    this.method = context.method;
    this.path = context.path;
  }

  /** Own members plus `name` and `message`, which `Error` keeps out of `JSON.stringify` otherwise. */
  toJSON(): Record<string, unknown> {
    return { ...(this as object), name: this.name, message: this.message };
  }
}

/** The service answered with a status outside 2xx. Subclasses name the usual statuses. */
export class TunnelsApiError extends TunnelsError {
  readonly status: number;
  /** The service's code, such as `ERR_API_222`; undefined when the body was not the service's JSON. */
  readonly errorCode: string | undefined;
  /** The service's explanation (with any secret masked). */
  readonly msg: string;
  readonly details: Record<string, unknown>;
  /** The service's id of the operation (body `details.operation_id` or header `Operation-Id`). */
  readonly operationId: string | undefined;

  constructor(message: string, init: ApiErrorInit, cause?: unknown) {
    super(message, init, cause);
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.msg = init.msg;
    this.details = init.details;
    this.operationId = init.operationId;
  }
}

export interface ApiErrorInit extends RequestContext {
  status: number;
  errorCode: string | undefined;
  msg: string;
  details: Record<string, unknown>;
  operationId: string | undefined;
}

/** 400: the request was refused as written; `details.field` names the member when the service knows it. */
export class BadRequestError extends TunnelsApiError {}
/** 401: the API key is missing, unknown or deleted. */
export class AuthenticationError extends TunnelsApiError {}
/** 403: the API key may not do this. */
export class PermissionDeniedError extends TunnelsApiError {}
/** 404: no such object or path. */
export class NotFoundError extends TunnelsApiError {}
/** 409: the request conflicts with the current state. */
export class ConflictError extends TunnelsApiError {}
/** 413: the body is over the service's limit (1 MiB). */
export class PayloadTooLargeError extends TunnelsApiError {}
/** 429: rate limited; the request had no effect. */
export class RateLimitError extends TunnelsApiError {
  /** What `Retry-After` asked for, in milliseconds; undefined when the header was missing. */
  retryAfterMs: number | undefined;
  constructor(message: string, init: ApiErrorInit, retryAfterMs: number | undefined) {
    super(message, init);
    this.retryAfterMs = retryAfterMs;
  }
}
/** Any 5xx. */
export class InternalServerError extends TunnelsApiError {}

/** No answer: the connection failed or was lost. Not an API error: there is no status. */
export class ConnectionError extends TunnelsError {}
/** No complete answer within `timeoutMs`. */
export class ConnectionTimeoutError extends ConnectionError {}
/** The caller's `AbortSignal` fired: the client stopped waiting and retrying at once. */
export class AbortError extends TunnelsError {}
/**
 * The client's `stop` signal fired (TunnelsClientOptions.stop): the call started no attempt and no wait after
 * it. `cause` is the failure of the attempt before, if one was made: a 429 or 503 means the service did
 * nothing. An attempt already in flight when the stop fired was let finish, and its answer stood.
 */
export class StoppedError extends AbortError {
  /** Why the client was stopped: the stop signal's reason, as its Error says it. */
  readonly reason: string;
  constructor(message: string, context: RequestContext, reason: string, cause?: unknown) {
    super(message, context, cause);
    this.reason = reason;
  }
}

/** One bad member: its path (`circuit_breaker.num_buckets`, `inbound[0].name`) and why. Never its value. */
export interface MemberIssue {
  member: string;
  reason: string;
}

/** A request body (or argument) failed the catalog's request schema; nothing was sent. */
export class ValidationError extends TunnelsError {
  readonly issues: readonly MemberIssue[];
  constructor(message: string, context: RequestContext, issues: readonly MemberIssue[]) {
    super(message, context);
    this.issues = issues;
  }
}
/** A success answer did not fit the catalog's response schema. */
export class ResponseValidationError extends TunnelsError {
  readonly issues: readonly MemberIssue[];
  constructor(message: string, context: RequestContext, issues: readonly MemberIssue[]) {
    super(message, context);
    this.issues = issues;
  }
}

type ApiErrorClass = new (message: string, init: ApiErrorInit) => TunnelsApiError;
const BY_STATUS: Record<number, ApiErrorClass> = {
  400: BadRequestError,
  401: AuthenticationError,
  403: PermissionDeniedError,
  404: NotFoundError,
  409: ConflictError,
  413: PayloadTooLargeError,
};

export interface ErrorAnswer extends RequestContext {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body text as received. */
  text: string;
  now: number;
  redactor: Redactor;
}

const header = (headers: ErrorAnswer["headers"], name: string) => {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * THE factory of API errors: every non-2xx answer becomes one of the classes above, from its status and
 * the service's JSON error body (docs/contract.md §3), with every string scrubbed of secrets.
 */
export function apiErrorFromAnswer(answer: ErrorAnswer): TunnelsApiError {
  const { status, redactor } = answer;
  let body: Record<string, unknown> | undefined;
  try {
    const parsed: unknown = JSON.parse(answer.text);
    if (parsed !== null && typeof parsed === "object" && !Array.isArray(parsed)) {
      body = parsed as Record<string, unknown>;
    }
  } catch {
    body = undefined; // a proxy's HTML page, an empty body: described below instead
  }
  const rawDetails = body?.details;
  const details = (
    rawDetails !== null && typeof rawDetails === "object" && !Array.isArray(rawDetails)
      ? redactor.scrubDeep(rawDetails)
      : {}
  ) as Record<string, unknown>;
  const errorCode = typeof body?.error_code === "string" ? redactor.scrub(body.error_code) : undefined;
  const msg =
    typeof body?.msg === "string"
      ? redactor.scrub(body.msg)
      : `the service answered ${status} without its JSON error body` +
        (answer.text ? ` (it began: ${quoteValue(redactor.scrub(answer.text))})` : "");
  const fromBody = typeof details.operation_id === "string" ? details.operation_id : undefined;
  const fromHeader = header(answer.headers, "operation-id");
  const operationId = fromBody ?? (fromHeader === undefined ? undefined : redactor.scrub(fromHeader));
  const field = typeof details.field === "string" ? ` (member ${details.field})` : "";

  const message =
    `${answer.method} ${answer.path} failed with ${status}${errorCode ? ` ${errorCode}` : ""}: ${msg}${field}` +
    (operationId ? ` [operation ${operationId}]` : "");
  const init: ApiErrorInit = {
    method: answer.method,
    path: answer.path,
    status,
    errorCode,
    msg,
    details,
    operationId,
  };
  if (status === 429) {
    return new RateLimitError(message, init, parseRetryAfter(answer.headers["retry-after"], answer.now));
  }
  if (status >= 500) return new InternalServerError(message, init);
  const Class = BY_STATUS[status] ?? TunnelsApiError;
  return new Class(message, init);
}

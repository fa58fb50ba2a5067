import type { z } from "zod";
import { flagsOf, membersOf, schemaAt, shortText } from "pulumi-tunnels/catalog";

/**
 * The one error shape of the service (docs/contract.md §3): every non-2xx answer is
 * `{error_code: "ERR_API_<n>", status_code, msg, details: {operation_id, field?}}`.
 * Messages name the member and the fix, and never echo a value a client sent (it may be a secret).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const badRequest = (msg: string, field?: string, code = 400) => new ApiError(400, code, msg, field);
export const notFound = (what: string, id: string) =>
  new ApiError(404, 222, `${what} ${safeId(id)} does not exist; check the id (it may have been deleted)`);
export const badReference = (field: string, what: string, id: string) =>
  new ApiError(
    400,
    223,
    `${field} names ${what} ${safeId(id)}, which does not exist; create it first`,
    field,
  );

/** Ids are echoed in messages; a hostile id is cut short and stripped of anything unprintable. */
export function safeId(id: string): string {
  const printable = id.replace(/[^\x20-\x7e]/g, "?");
  return JSON.stringify(printable.length > 64 ? `${printable.slice(0, 64)}…` : printable);
}

export function errorBody(err: ApiError, operationId: string) {
  return {
    error_code: `ERR_API_${err.code}`,
    status_code: err.status,
    msg: err.message,
    details:
      err.field === undefined
        ? { operation_id: operationId }
        : { operation_id: operationId, field: err.field },
  };
}

/** Turns the first zod issue into a 400 naming the member (`circuit_breaker.num_buckets`) and the fix. */
export function fromZodError(schema: z.ZodType, error: z.ZodError, prefix: string[] = []): ApiError {
  // An unknown member is the likeliest mistake (a typo), so it is reported before the type errors it causes.
  const issue = error.issues.find((i) => i.code === "unrecognized_keys") ?? error.issues[0];
  // A key the client wrote (a map's, an unknown member) is cut short where it is echoed.
  const path = [...prefix, ...issue.path.map((p) => shortText(String(p)))];
  if (issue.code === "unrecognized_keys") {
    const key = shortText(issue.keys[0]);
    const where = [...path, key].join(".");
    const known = membersOf(schemaAt(schema, issue.path) ?? schema).map((m) => m.wireName);
    return badRequest(
      `${where} is not a member of this request; remove it` +
        (known.length ? ` (known members: ${known.join(", ")})` : ""),
      where,
    );
  }
  const field = path.join(".");
  const member = schemaAt(schema, issue.path);
  // A member's own code is for a bad value of it; a cross-member rule failing on it is the catch-all 400.
  const code = member && issue.code !== "custom" ? (flagsOf(member).errorCode ?? 400) : 400;
  const what = field === "" ? "the request body" : field;
  const message =
    issue.code === "invalid_type" && issue.message.endsWith("received undefined")
      ? `is required (${issue.expected})`
      : issue.message;
  return badRequest(`${what} ${lowerFirst(message)}`, field === "" ? undefined : field, code);
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

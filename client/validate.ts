import type { z } from "zod";
import { shortText } from "../catalog";
import { type MemberIssue, type RequestContext, ResponseValidationError, ValidationError } from "./errors";
import type { Redactor } from "./redact";

/**
 * `circuit_breaker.num_buckets`, `inbound[0].actions[1].type`: the JSON path the service also reports. A key the
 * user wrote (a map's, or a member that does not exist) longer than a message quotes is cut (`shortText`).
 */
export function memberPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else out += `${out ? "." : ""}${shortText(String(key))}`;
  }
  return out || "(the body)";
}

/**
 * One issue per bad member, worded from the issue's kind rather than its input, so that no value (a
 * secret, say) can be echoed. Catalog messages ("must be at most 128") are kept as they are.
 */
export function memberIssues(error: z.ZodError, redactor: Redactor): MemberIssue[] {
  const out: MemberIssue[] = [];
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        out.push({
          member: memberPath([...issue.path, key]),
          reason: "is not a member here; check its spelling or leave it out",
        });
      }
      continue;
    }
    let reason = issue.message;
    if (issue.code === "invalid_type") {
      reason = / received undefined$/.test(issue.message)
        ? `is required (${issue.expected})`
        : `must be of type ${issue.expected}`;
    }
    out.push({ member: memberPath(issue.path), reason: redactor.scrub(reason) });
  }
  return out;
}

const summary = (issues: readonly MemberIssue[]) =>
  issues
    .slice(0, 5)
    .map((i) => `${i.member} ${i.reason}`)
    .join("; ") + (issues.length > 5 ? `; and ${issues.length - 5} more` : "");

/** Parses a request body with the catalog's request schema, or throws `ValidationError` before sending. */
export function parseRequest<S extends z.ZodType>(
  schema: S,
  body: unknown,
  context: RequestContext,
  redactor: Redactor,
): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issues = memberIssues(result.error, redactor);
  throw new ValidationError(
    `Invalid request body for ${context.method} ${context.path}, nothing was sent: ${summary(issues)}`,
    context,
    issues,
  );
}

/** Parses a success answer with the catalog's response schema, or throws `ResponseValidationError`. */
export function parseResponse<S extends z.ZodType>(
  schema: S,
  body: unknown,
  context: RequestContext,
  redactor: Redactor,
): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issues = memberIssues(result.error, redactor);
  throw new ResponseValidationError(
    `The answer to ${context.method} ${context.path} does not fit the catalog's response schema ` +
      `(is the server the version this client expects?): ${summary(issues)}`,
    context,
    issues,
  );
}

/** A bad argument (an id, a limit): the same error as a bad body member, naming the argument. */
export function argumentError(context: RequestContext, member: string, reason: string): ValidationError {
  return new ValidationError(
    `Invalid argument for ${context.method} ${context.path}: ${member} ${reason}`,
    context,
    [{ member, reason }],
  );
}

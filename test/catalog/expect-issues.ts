import { expect } from "vitest";
import { z } from "zod";
import type { Built } from "./samples";

/** Asserts the value passes and returns what zod made of it. */
export function expectAccepted(schema: z.ZodType, built: Built): unknown {
  const result = schema.safeParse(built.value);
  expect(result.error?.issues ?? [], `value at ${built.issuePath.join(".") || "(root)"}`).toEqual([]);
  return result.data;
}

/**
 * Asserts the value fails, every issue naming the changed member's path (the base value is valid, so the
 * change is the only thing wrong), and, for a secret, that no issue and no printed error shows its text.
 */
export function expectRejected(
  schema: z.ZodType,
  built: Built,
  opts: { path?: (string | number)[]; secretText?: string } = {},
): z.core.$ZodIssue[] {
  const path = opts.path ?? built.issuePath;
  const result = schema.safeParse(built.value);
  expect(result.success, `expected a rejection at ${path.join(".") || "(root)"}`).toBe(false);
  const issues = result.error!.issues;
  expect(issues.map((i) => i.path)).toEqual(issues.map(() => path));
  for (const issue of issues) expect(issue.message.length).toBeGreaterThan(0);
  if (opts.secretText !== undefined) {
    expect(JSON.stringify(issues)).not.toContain(opts.secretText);
    expect(z.prettifyError(result.error!)).not.toContain(opts.secretText);
    expect(String(result.error)).not.toContain(opts.secretText);
  }
  return issues;
}

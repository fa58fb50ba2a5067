import { z } from "zod";
import { flagsOf, unwrap } from "../catalog/flags";

const MASK = "[redacted]";

/**
 * Removes known secret values (the bearer token, members flagged `secret` that a request carried) from
 * any text before it can reach an error message, an error's details or a cause. The server promises
 * never to echo a secret, but a client must not depend on that promise.
 */
export class Redactor {
  private readonly secrets: readonly string[];

  constructor(secrets: Iterable<string>) {
    const variants = new Set<string>();
    for (const s of secrets) {
      if (typeof s !== "string" || s.length === 0) continue;
      variants.add(s);
      // The same value as it appears inside JSON text or a URL, in case it is echoed in encoded form.
      variants.add(JSON.stringify(s).slice(1, -1));
      variants.add(encodeURIComponent(s));
    }
    // Longest first, so that a secret containing another is masked whole.
    this.secrets = [...variants].filter((v) => v.length > 0).sort((a, b) => b.length - a.length);
  }

  /** A redactor that also masks `more`. */
  with(more: Iterable<string>): Redactor {
    return new Redactor([...this.secrets, ...more]);
  }

  scrub(text: string): string {
    let out = text;
    for (const s of this.secrets) out = out.split(s).join(MASK);
    return out;
  }

  /** A copy of a JSON value with every string (keys included) scrubbed. */
  scrubDeep(value: unknown): unknown {
    if (typeof value === "string") return this.scrub(value);
    if (Array.isArray(value)) return value.map((v) => this.scrubDeep(v));
    if (value !== null && typeof value === "object") {
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [this.scrub(k), this.scrubDeep(v)] as const),
      );
    }
    return value;
  }

  /**
   * A stand-in for an underlying error (from undici or the OS) whose message is scrubbed: such messages
   * may quote headers or URLs. Keeps `name` and `code`, which callers branch on.
   */
  scrubCause(cause: unknown): Error | undefined {
    if (cause === undefined) return undefined;
    if (!(cause instanceof Error)) return new Error(this.scrub(String(cause)));
    const copy = new Error(this.scrub(cause.message));
    copy.name = cause.name;
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string") (copy as Error & { code?: string }).code = code;
    return copy;
  }
}

/**
 * The values of every member flagged `secret` in `value`, found by walking `schema` alongside it. Tolerates
 * a value that does not fit the schema (it runs before validation, so validation errors are scrubbed too).
 */
export function secretValues(schema: z.ZodType, value: unknown, out: string[] = []): string[] {
  if (flagsOf(schema).secret && typeof value === "string") out.push(value);
  const inner = unwrap(schema);
  if (value === null || typeof value !== "object") return out;
  if (inner instanceof z.ZodObject) {
    const shape = inner.shape as Record<string, z.ZodType>;
    for (const [key, member] of Object.entries(shape)) {
      secretValues(member, (value as Record<string, unknown>)[key], out);
    }
  } else if (inner instanceof z.ZodArray && Array.isArray(value)) {
    for (const item of value) secretValues(inner.element as z.ZodType, item, out);
  } else if (inner instanceof z.ZodRecord) {
    for (const item of Object.values(value)) secretValues(inner.valueType as z.ZodType, item, out);
  } else if (inner instanceof z.ZodUnion) {
    for (const option of inner.options as readonly z.ZodType[]) secretValues(option, value, out);
  } else if (inner instanceof z.ZodPipe) {
    secretValues(inner.in as z.ZodType, value, out);
  }
  return out;
}

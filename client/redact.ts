import { z } from "zod";
import { flagsOf, unwrap } from "../catalog";

const MASK = "[redacted]";

/**
 * Removes known secret values (the bearer token, members flagged `secret` that a request carried) from
 * any text before it can reach an error message, an error's details or a cause. The server promises
 * never to echo a secret, but a client must not depend on that promise, nor on how an echo is encoded: a
 * secret is masked as is, inside a JSON string (escaped once, or again and again when JSON text is quoted
 * inside JSON text), with characters written `\uXXXX` in either hex case, and percent-encoded.
 */
export class Redactor {
  private readonly secrets: readonly string[];
  private readonly pattern: RegExp | undefined;

  constructor(secrets: Iterable<string>) {
    const unique = new Set<string>();
    for (const s of secrets) if (typeof s === "string" && s.length > 0) unique.add(s);
    // Longest first, so that a secret containing another is masked whole.
    this.secrets = [...unique].sort((a, b) => b.length - a.length);
    this.pattern = this.secrets.length ? new RegExp(this.secrets.map(anyEncoding).join("|"), "g") : undefined;
  }

  /** A redactor that also masks `more`. */
  with(more: Iterable<string>): Redactor {
    return new Redactor([...this.secrets, ...more]);
  }

  scrub(text: string): string {
    return this.pattern ? text.replace(this.pattern, MASK) : text;
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
  }
  return out;
}

/** The letter of JSON's two-character escape (`\n`) for the characters that have one. */
const SHORT_ESCAPES: Record<string, string> = {
  '"': '"',
  "/": "/",
  "\b": "b",
  "\f": "f",
  "\n": "n",
  "\r": "r",
  "\t": "t",
};

const hex = (n: number, width: number) => n.toString(16).padStart(width, "0");
/** A hex number matched in either case: `00e9` as `00[eE]9`. */
const anyCaseHex = (digits: string) =>
  digits.replace(/[a-f]/gi, (d) => `[${d.toLowerCase()}${d.toUpperCase()}]`);
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * A regular expression source matching `secret` with each of its characters in any of its encodings. Quoting
 * JSON text inside JSON text doubles the backslashes before each escape, so one or more backslashes stand for
 * every depth: `"` is `"`, `\"`, `\\\"`, …; `é` is `é`, `\u00e9`, `\\u00E9`, …, or `%C3%A9`.
 */
function anyEncoding(secret: string): string {
  let source = "";
  for (const char of secret) {
    const units = Array.from({ length: char.length }, (_, i) => char.charCodeAt(i));
    // Encoded forms before the character itself: `\` alone must not win over the `\u005c` it begins.
    const alternatives = [units.map((u) => `\\\\+u${anyCaseHex(hex(u, 4))}`).join("")];
    // A backslash escaped is more backslashes; other characters with a short escape are their letter after them.
    if (char === "\\") alternatives.push("\\\\+");
    else if (SHORT_ESCAPES[char]) alternatives.push(`\\\\+${escapeRegex(SHORT_ESCAPES[char])}`);
    const percent = percentEncoded(char);
    if (percent) alternatives.push(anyCaseHex(percent));
    alternatives.push(units.map((u) => `\\u${hex(u, 4)}`).join("")); // the character itself
    source += `(?:${alternatives.join("|")})`;
  }
  return source;
}

/** `%C3%A9` for `é`; undefined for a lone surrogate, which has no UTF-8 form. */
function percentEncoded(char: string): string | undefined {
  const unit = char.charCodeAt(0);
  if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) return undefined;
  return [...Buffer.from(char, "utf8")].map((b) => `%${hex(b, 2)}`).join("");
}

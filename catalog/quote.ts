/**
 * How every message quotes a value the user gave (a member's value, an id, a map key, a command's argument): at
 * most QUOTE_LIMIT characters of it, and when it is longer, where it was cut and its whole length, so that a
 * 100 KB description yields a line, not 100 KB of output. Secrets are never passed here: their messages name the
 * member only.
 */

/** The most characters of a value a message quotes. */
export const QUOTE_LIMIT = 100;

const count = (n: number) => n.toLocaleString("en-US");

/** Its first `limit` characters (code points, so a pair of surrogates is never split) and its length in them. */
function cut(text: string, limit: number): { head: string; length: number } | undefined {
  if (text.length <= limit) return undefined; // fewer code units than the limit: fewer code points too
  const points = Array.from(text);
  return points.length <= limit
    ? undefined
    : { head: points.slice(0, limit).join(""), length: points.length };
}

/**
 * A value as a message quotes it: JSON (`"edge-1"`, `42`, `{"a":1}`), cut after QUOTE_LIMIT characters with its
 * length: `"aaaa…" (102,400 characters)`. A string's characters are counted; anything else's as JSON text.
 */
export function quoteValue(value: unknown, limit = QUOTE_LIMIT): string {
  if (typeof value === "string") {
    const long = cut(value, limit);
    return long
      ? `${JSON.stringify(`${long.head}…`)} (${count(long.length)} characters)`
      : JSON.stringify(value);
  }
  const text = JSON.stringify(value) ?? String(value);
  const long = cut(text, limit);
  return long ? `${long.head}… (${count(long.length)} characters of JSON)` : text;
}

/**
 * A text the message shows as it is when short (an id after `adoptId`, a URL after `now`), quoted and cut as
 * `quoteValue` does when longer than QUOTE_LIMIT characters.
 */
export function shortText(text: string, limit = QUOTE_LIMIT): string {
  return cut(text, limit) ? quoteValue(text, limit) : text;
}

/** Whether `quoteValue` would cut this value (so a message that would print it whole must not). */
export function isLongValue(value: unknown, limit = QUOTE_LIMIT): boolean {
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? String(value));
  return cut(text, limit) !== undefined;
}

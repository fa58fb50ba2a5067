import { z } from "zod";
import { flagsOf, unwrap } from "../catalog";
import { decodedView } from "./decoded-view";

const MASK = "[redacted]";

/**
 * The service echoes an id it does not know with each unprintable character as `?`, cut to this many characters
 * and "…" (docs/contract.md, Errors): a secret sent as an id comes back in that form, which is a secret too.
 */
export const ECHO_LIMIT = 64;

/** An id as the service echoes it, before JSON quoting (docs/contract.md, Errors). */
export const echoOf = (id: string) => id.replace(/[^\x20-\x7e]/g, "?").slice(0, ECHO_LIMIT);

/** An echo made only of `?` tells nothing of the secret; masking it would mask every `?` of every message. */
export const tellsOf = (echo: string) => /[^?]/.test(echo);

/**
 * Removes known secret values (the bearer token, members flagged `secret` that a request carried, values the
 * program marked secret) from any text before it can reach an error message, an error's details or a cause.
 * The server promises never to echo a secret, but a client must not depend on that promise, nor on how an
 * echo is encoded: a secret is masked as is, inside a JSON string (escaped once, or again and again when JSON
 * text is quoted inside JSON text), with characters written `\uXXXX` in either hex case, percent-encoded, and
 * in any mixture of these. A secret cut short is masked too, wherever the cut falls: every stretch that begins
 * as a secret begins, or ends as it ends, for TELLING characters or more (a service's 64-character echo, a
 * message quoting a value's head, an echo of a body cut at any point). No pattern is ever built from a secret:
 * the text and each secret are decoded the same way (decoded-view.ts) and compared as plain strings, so a
 * secret of any length and any character cannot make the redactor fail, and nothing it throws can spell a
 * secret out.
 */
export class Redactor {
  private readonly secrets: readonly string[];
  /** Each secret with every layer of encoding undone, as the text will be. */
  private readonly decoded: readonly string[];

  constructor(secrets: Iterable<string>) {
    const unique = new Set<string>();
    for (const s of secrets)
      if (typeof s === "string" && s.length > 0) {
        unique.add(s);
        if (tellsOf(echoOf(s))) unique.add(echoOf(s));
      }
    this.secrets = [...unique];
    this.decoded = this.secrets.map((s) => decodedView(s)?.text ?? s);
  }

  /** A redactor that also masks `more`. */
  with(more: Iterable<string>): Redactor {
    return new Redactor([...this.secrets, ...more]);
  }

  scrub(text: string): string {
    if (this.secrets.length === 0 || text.length === 0) return text;
    const view = decodedView(text);
    // Encoded past any depth an echo reaches: it cannot be told apart from a secret, so none of it is shown.
    if (!view) return MASK;
    const spans: [number, number][] = [];
    this.decoded.forEach((secret, i) => {
      for (const [from, to] of cutsOf(view.text, secret)) spans.push([view.from[from], view.to[to - 1] + 1]);
      // The exact encodings too, whole (their escapes tell nothing of the secret, so a cut one is not theirs):
      // decoding can join a secret's last backslash to the letter after it.
      for (const form of exactForms(this.secrets[i], text.length))
        spans.push(...startsOf(text, form, form.length, true));
    });
    return masked(text, spans);
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
    copy.name = this.scrub(cause.name);
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string") (copy as Error & { code?: string }).code = this.scrub(code);
    return copy;
  }
}

/**
 * The fewest characters of a secret's start or end that are masked when the rest was cut off: fewer tell
 * little, and masking them would take ordinary words out of every message that shares them.
 */
export const TELLING = 8;

/**
 * The stretches (from, to) of `text` that hold `secret` whole, or its start or its end cut short: at least
 * TELLING characters of it, and more than any run of `?` it begins or ends with (an echo's stand-in for what
 * it could not print tells nothing).
 */
function cutsOf(text: string, secret: string): [number, number][] {
  const n = text.length;
  const m = secret.length;
  const least = (blind: number) => (blind === m ? m : Math.min(m, Math.max(TELLING, blind + 1)));
  let head = 0;
  while (head < m && secret[head] === "?") head++;
  let tail = 0;
  while (tail < m && secret[m - 1 - tail] === "?") tail++;
  const ends = [...startsOf(text, secret, least(tail), false)];
  return [
    ...startsOf(text, secret, least(head), true),
    ...ends.map(([from, to]): [number, number] => [n - to, n - from]),
  ];
}

/**
 * Stretches of `text` that begin as `pattern` does (read backwards: that end as it ends), for `min` units or
 * more, each as far as it goes on matching; in the reading's order and coordinates. Knuth-Morris-Pratt keeps, at
 * each unit of the text, the longest start of the pattern that ends there: linear in both, so a secret that
 * repeats itself (`\\\\\\…`) inside text that repeats it too costs no more.
 */
function* startsOf(
  text: string,
  pattern: string,
  min: number,
  forwards: boolean,
): Generator<[number, number]> {
  const n = text.length;
  const m = pattern.length;
  if (m === 0) return;
  const t = (i: number) => text.charCodeAt(forwards ? i : n - 1 - i);
  const p = (i: number) => pattern.charCodeAt(forwards ? i : m - 1 - i);
  // Every stretch holds the first `min` units read, whole: found natively, they say where reading starts, and
  // a text that lacks them (the usual case) is not read at all.
  const head = forwards ? pattern.slice(0, min) : pattern.slice(m - min);
  const at = forwards ? text.indexOf(head) : text.lastIndexOf(head);
  if (at < 0) return;
  const border = new Int32Array(m);
  for (let i = 1, k = 0; i < m; i++) {
    while (k > 0 && p(i) !== p(k)) k = border[k - 1];
    if (p(i) === p(k)) k++;
    border[i] = k;
  }
  let from = -1;
  let to = -1;
  for (let i = forwards ? at : n - at - min, k = 0; i < n; i++) {
    const unit = t(i);
    while (k > 0 && (k === m || unit !== p(k))) k = border[k - 1];
    if (unit === p(k)) k++;
    if (k < min) continue;
    // Where the longest start ending here began: never earlier than the one before it.
    const start = i - k + 1;
    if (start > to) {
      if (to >= 0) yield [from, to];
      from = start;
    }
    to = i + 1;
  }
  if (to >= 0) yield [from, to];
}

/** The secret as is, JSON-escaped once and again (while it fits in the text), and percent-encoded. */
function* exactForms(secret: string, room: number): Generator<string> {
  for (let form = secret; form.length <= room; form = JSON.stringify(form).slice(1, -1)) {
    yield form;
    if (JSON.stringify(form).length - 2 === form.length) break; // nothing left to escape
  }
  const percent = percentEncoded(secret);
  if (percent && percent.length <= room && percent !== secret) yield percent;
}

/** encodeURIComponent, which refuses a lone surrogate (it has no UTF-8 form, so no URL carries it). */
function percentEncoded(secret: string): string | undefined {
  try {
    return encodeURIComponent(secret);
  } catch {
    return undefined;
  }
}

/** `text` with each stretch (start, end) replaced by the mask; overlapping and touching stretches as one. */
function masked(text: string, spans: [number, number][]): string {
  if (spans.length === 0) return text;
  spans.sort((a, b) => a[0] - b[0]);
  let out = "";
  let cursor = 0;
  for (let i = 0; i < spans.length; ) {
    const from = spans[i][0];
    let to = spans[i][1];
    for (i++; i < spans.length && spans[i][0] <= to; i++) to = Math.max(to, spans[i][1]);
    out += `${text.slice(cursor, from)}${MASK}`;
    cursor = to;
  }
  return out + text.slice(cursor);
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

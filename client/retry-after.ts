/**
 * Milliseconds a `Retry-After` header asks the client to wait: whole seconds, or an HTTP date measured
 * against `now`. Undefined when the header is missing or unreadable (then plain backoff applies).
 */
export function parseRetryAfter(header: string | string[] | undefined, now: number): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

import { randomFillSync } from "node:crypto";

/**
 * Time-ordered ids (docs/contract.md §3): prefix, 10 characters of milliseconds, 4 of a per-millisecond
 * sequence, 12 random. The alphabet is in ASCII order, so newer ids sort after older ones as plain
 * strings, which is what `ORDER BY id DESC` in SQLite compares.
 */
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

// Random bytes are drawn in batches: one call per id (and per request, for operation ids) was a
// measurable share of a GET's time.
const pool = Buffer.alloc(4096);
let poolAt = pool.length;
function randomChars(n: number): string {
  if (poolAt + n > pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  let out = "";
  for (let i = 0; i < n; i++) out += ALPHABET[pool[poolAt++] % 32];
  return out;
}

let lastMs = 0;
let sequence = 0;

function encode(value: number, width: number): string {
  let out = "";
  let v = value;
  for (let i = 0; i < width; i++) {
    out = ALPHABET[v % 32] + out;
    v = Math.floor(v / 32);
  }
  return out;
}

export function newId(prefix: string): string {
  let now = Date.now();
  // The clock may step back or stand still; the id must still move forward.
  if (now <= lastMs) {
    now = lastMs;
    sequence++;
  } else {
    lastMs = now;
    sequence = 0;
  }
  return prefix + encode(now, 10) + encode(sequence, 4) + randomChars(12);
}

/** What an id may look like at all; anything else is answered 404 without a lookup. */
export const ID_SHAPE = /^[a-z]{1,10}_[0-9a-z]{1,40}$/;

/** RFC 3339, UTC, whole seconds. */
export const nowRfc3339 = () => new Date().toISOString().replace(/\.\d{3}Z$/, "Z");

import { z } from "zod";
import { type FieldFlags, field } from "./flags";
import { quoteValue } from "./quote";

/**
 * User maps (labels, header names) and free JSON (a policy action's config) take keys the user chooses, but
 * not three that JavaScript gives a meaning of its own: a `__proto__` key is lost on the first copy into a
 * plain object (zod's own records skip it), and `constructor` and `prototype` are how prototype pollution
 * gets in. They are refused in any letter case, because the service lower-cases some keys (header names):
 * `__PROTO__` would be stored as `__proto__`. Free JSON nests at most 32 levels, which keeps every walk over a
 * body bounded. The client, the provider's check and the server all parse with these schemas, so they judge
 * a key the same way and report it at the same path.
 */
export const FORBIDDEN_KEYS = ["__proto__", "constructor", "prototype"] as const;
export const MAX_JSON_DEPTH = 32;

const forbidden = new Set<string>(FORBIDDEN_KEYS);
/** Compared after lower-casing, as the service would store the key. */
const isForbiddenKey = (key: string) => forbidden.has(key.toLowerCase());

const FORBIDDEN_MESSAGE = `may not be used as a key: ${FORBIDDEN_KEYS.slice(0, -1).join(", ")} and ${FORBIDDEN_KEYS.at(-1)} are refused in any letter case; rename it`;
const DEPTH_MESSAGE = `nests deeper than ${MAX_JSON_DEPTH} levels; flatten it`;

type Path = (string | number)[];
interface KeyProblem {
  path: Path;
  message: string;
}

const isContainer = (v: unknown): v is object => typeof v === "object" && v !== null;

/**
 * The problems of a user map as sent, before anything copies its keys: forbidden keys (at any depth when its
 * values are free JSON), keys that collide once lower-cased (when the service lower-cases them), and free JSON
 * nested too deep (the map itself is the first level). Iterative, so a hostile nesting cannot overflow the stack.
 */
function keyProblems(map: unknown, opts: { json: boolean; lowercase: boolean }): KeyProblem[] {
  if (!isContainer(map) || Array.isArray(map)) return []; // not a map: the record's own type check says so
  const problems: KeyProblem[] = [];
  if (opts.lowercase) {
    const seen = new Map<string, string>();
    for (const key of Object.keys(map)) {
      const first = seen.get(key.toLowerCase());
      if (first === undefined) seen.set(key.toLowerCase(), key);
      else
        problems.push({
          path: [key],
          message: `names the same key as ${quoteValue(first)} once lower-cased, as the service stores it; keep one`,
        });
    }
  }
  const stack: { value: object; path: Path; depth: number }[] = [{ value: map, path: [], depth: 1 }];
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    if (depth > MAX_JSON_DEPTH) {
      // Reported once, on the member itself: the path into the nesting would be as deep as the nesting.
      problems.push({ path: [], message: DEPTH_MESSAGE });
      break;
    }
    const entries: [string | number, unknown][] = Array.isArray(value)
      ? value.map((v, i) => [i, v])
      : Object.entries(value);
    for (const [key, v] of entries) {
      if (typeof key === "string" && isForbiddenKey(key))
        problems.push({ path: [...path, key], message: FORBIDDEN_MESSAGE });
      else if (opts.json && isContainer(v)) stack.push({ value: v, path: [...path, key], depth: depth + 1 });
    }
  }
  return problems;
}

/** A copy of a map as an object without a prototype: every key is an own key, `toString` as much as `team`. */
export function mapFrom<V>(entries: Iterable<readonly [string, V]>): Record<string, V> {
  const out: Record<string, V> = Object.create(null);
  // On an object without a prototype, assignment creates an own property even for `__proto__`.
  for (const [k, v] of entries) out[k] = v;
  return out;
}

/**
 * A map whose keys the user chooses (labels, header names) or free JSON (when `values` is `z.unknown()`):
 * the key rules above are judged on the value as sent (a zod record would skip `__proto__` before any check of
 * its own could see it), then the record checks keys and values, and the result is a map without a prototype.
 * `flags.lowercase` both marks the member and refuses keys that would collide once lower-cased.
 */
export function userMap<K extends z.ZodString, V extends z.ZodType>(
  description: string,
  keys: K,
  values: V,
  flags: FieldFlags = {},
) {
  const opts = {
    json: values instanceof z.ZodUnknown || values instanceof z.ZodAny,
    lowercase: !!flags.lowercase,
  };
  const record = z.record(keys, values).overwrite((map) => mapFrom(Object.entries(map)) as typeof map);
  const asSent = z.custom<z.input<typeof record>>().superRefine((map, ctx) => {
    for (const p of keyProblems(map, opts))
      ctx.addIssue({ code: "custom", path: p.path, message: p.message });
  });
  return field(z.pipe(asSent, record), description, flags);
}

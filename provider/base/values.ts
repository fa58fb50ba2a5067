import { isPlainObject } from "../../catalog";

/** The engine's stand-in for a value not known yet (preview). It may appear at any depth. */
export const UNKNOWN = "04da6b54-80e4-46f7-96ec-b56ff0331ba9";

/** The key and value the engine marks a secret with, on the wire and in state (`specialSigKey`, `specialSecretSig`). */
export const SIG_KEY = "4dabf18193072939515e22adb298388d";
export const SECRET_SIG = "1b47061264138c4ac30d75fd1eb44270";

export const isUnknown = (v: unknown) => v === UNKNOWN;

export function containsUnknown(v: unknown): boolean {
  if (isUnknown(v)) return true;
  if (Array.isArray(v)) return v.some(containsUnknown);
  if (isPlainObject(v)) return Object.values(v).some(containsUnknown);
  return false;
}

/** A member counts as declared when it holds something: Pulumi passes null for an Input left empty. */
export const isSet = (v: unknown) => v !== undefined && v !== null;

export function getPath(value: unknown, path: readonly string[]): unknown {
  let v = value;
  for (const key of path) {
    if (!isPlainObject(v)) return undefined;
    v = v[key];
  }
  return v;
}

export function setPath(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let t = target;
  for (const key of path.slice(0, -1)) {
    if (!isPlainObject(t[key])) t[key] = {};
    t = t[key] as Record<string, unknown>;
  }
  t[path[path.length - 1]] = value;
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)].filter((k) => isSet(a[k]) || isSet(b[k])));
    return [...keys].every((k) => deepEqual(a[k], b[k]));
  }
  return false;
}

/** Drops undefined members so that the value is plain JSON for the engine's Struct encoding. */
export function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value ?? null)) as T;
}

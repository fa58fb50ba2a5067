/**
 * Property values as they travel between a Pulumi program, the engine and a provider host.
 *
 * We keep the wire form everywhere inside the test engine: a secret is the object
 * `{ [SIG_KEY]: SECRET_SIG, value }` and an unknown (preview only) is the string UNKNOWN. Keeping one form
 * means state, responses to the program and provider calls never need a second representation.
 */

/** The key that marks a special object on the wire (secrets, assets, resource references). */
export const SIG_KEY = "4dabf18193072939515e22adb298388d";
/** The signature value of a secret. */
export const SECRET_SIG = "1b47061264138c4ac30d75fd1eb44270";
/** The sentinel the SDK and the provider host use for a value not known until the update runs. */
export const UNKNOWN = "04da6b54-80e4-46f7-96ec-b56ff0331ba9";

export type PropertyValue = null | boolean | number | string | PropertyValue[] | PropertyMap;
export interface PropertyMap {
  [key: string]: PropertyValue;
}

export function isSecret(value: unknown): value is { value: PropertyValue } {
  return isObject(value) && value[SIG_KEY] === SECRET_SIG;
}

export function makeSecret(value: PropertyValue): PropertyMap {
  if (isSecret(value)) return value as PropertyMap;
  return { [SIG_KEY]: SECRET_SIG, value };
}

export function isObject(value: unknown): value is PropertyMap {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Removes every secret wrapper, at any depth: what a provider that does not accept secrets receives. */
export function stripSecrets(value: PropertyValue): PropertyValue {
  if (isSecret(value)) return stripSecrets(value.value);
  if (Array.isArray(value)) return value.map(stripSecrets);
  if (isObject(value)) return mapValues(value, stripSecrets);
  return value;
}

/** Replaces every secret, at any depth, with the text "[secret]": for display and logs. */
export function redactSecrets(value: PropertyValue): PropertyValue {
  if (isSecret(value)) return "[secret]";
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (isObject(value)) return mapValues(value, redactSecrets);
  return value;
}

export function stripSecretsMap(map: PropertyMap): PropertyMap {
  return stripSecrets(map) as PropertyMap;
}

export function containsSecrets(value: PropertyValue): boolean {
  if (isSecret(value)) return true;
  if (Array.isArray(value)) return value.some(containsSecrets);
  if (isObject(value)) return Object.values(value).some(containsSecrets);
  return false;
}

export function containsUnknowns(value: PropertyValue): boolean {
  if (value === UNKNOWN) return true;
  if (isSecret(value)) return containsUnknowns(value.value);
  if (Array.isArray(value)) return value.some(containsUnknowns);
  if (isObject(value)) return Object.values(value).some(containsUnknowns);
  return false;
}

/**
 * Re-marks outputs whose same-named input held a secret, recursing where both sides are objects and
 * marking the whole value otherwise (so an array with one secret becomes wholly secret). Mutates `outs`.
 * Worked out from `annotateSecrets` in the engine's provider plugin.
 */
export function annotateSecrets(outs: PropertyMap, ins: PropertyMap): void {
  for (const [key, inValue] of Object.entries(ins)) {
    if (!(key in outs)) continue;
    const outValue = outs[key];
    if (isObject(outValue) && !isSecret(outValue) && isObject(inValue) && !isSecret(inValue)) {
      annotateSecrets(outValue, inValue);
    } else if (!isSecret(outValue) && containsSecrets(inValue)) {
      outs[key] = makeSecret(outValue);
    }
  }
}

/** Marks the named top-level outputs secret (the `additionalSecretOutputs` resource option). */
export function markAdditionalSecrets(outs: PropertyMap, names: readonly string[]): void {
  for (const name of names) {
    if (name in outs) outs[name] = makeSecret(outs[name]);
  }
}

/**
 * Makes a JS value safe for `google.protobuf.Struct.fromJavaScript`, which throws on `undefined`,
 * functions and bigints. Object members that are undefined are dropped, as JSON would.
 */
export function toPlain(value: unknown, path = "value"): PropertyValue {
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`${path} is ${value}: only finite numbers can be sent`);
    return value;
  }
  if (Array.isArray(value)) return value.map((v, i) => toPlain(v === undefined ? null : v, `${path}[${i}]`));
  if (isObject(value)) {
    const out: PropertyMap = {};
    for (const [k, v] of Object.entries(value)) {
      if (v !== undefined) out[k] = toPlain(v, `${path}.${k}`);
    }
    return out;
  }
  throw new Error(
    `${path} is a ${typeof value}: send plain JSON values (string, number, boolean, array, object)`,
  );
}

export function deepEqual(a: PropertyValue | undefined, b: PropertyValue | undefined): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((v, i) => deepEqual(v, b[i]));
  }
  if (isObject(a) && isObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) if (!deepEqual(a[k], b[k])) return false;
    return true;
  }
  return false;
}

/** Top-level members whose values differ (secrets compared by their contents), sorted. */
export function changedKeys(olds: PropertyMap, news: PropertyMap, skip: readonly string[] = []): string[] {
  const keys = new Set([...Object.keys(olds), ...Object.keys(news)]);
  return [...keys]
    .filter(
      (k) => !skip.includes(k) && !deepEqual(stripSecrets(olds[k] ?? null), stripSecrets(news[k] ?? null)),
    )
    .sort();
}

export function deepCopy<T extends PropertyValue>(value: T): T {
  return structuredClone(value);
}

function mapValues(map: PropertyMap, fn: (v: PropertyValue) => PropertyValue): PropertyMap {
  const out: PropertyMap = {};
  for (const [k, v] of Object.entries(map)) out[k] = fn(v);
  return out;
}

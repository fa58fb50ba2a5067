/**
 * Property values between the engine's protobuf Structs and the host code's plain values. The engine
 * marks a secret as the object `{ <SIG>: <SECRET>, value }` (we answer `acceptSecrets`), and a value not
 * known yet (preview) as a sentinel string, which the host code already skips (provider/base/values.ts). Host
 * code never sees a secret wrapper; outputs get them back where the catalog flags a member secret and
 * where the same-named input was secret, as the engine itself does for providers that refuse secrets.
 */
import { Struct } from "google-protobuf/google/protobuf/struct_pb";

/** The key that marks a special object on the wire, and the value of that key for a secret. */
const SIG = "4dabf18193072939515e22adb298388d";
const SECRET = "1b47061264138c4ac30d75fd1eb44270";

export type Props = Record<string, unknown>;
export type ValuePath = (string | number)[];

const isObject = (v: unknown): v is Props => typeof v === "object" && v !== null && !Array.isArray(v);
const isSecretWrapper = (v: unknown): v is Props => isObject(v) && v[SIG] === SECRET;
const secret = (value: unknown) => (isSecretWrapper(value) ? value : { [SIG]: SECRET, value });

/** A Struct as wire values (secrets still wrapped); an absent Struct is no properties. */
export function fromStruct(struct: Struct | undefined): Props {
  const value = struct?.toJavaScript();
  return isObject(value) ? value : {};
}

/** Wire values as a Struct. Host values are plain JSON already (provider/base/values.ts `plain`). */
export const toStruct = (props: Props) => Struct.fromJavaScript(props as Record<string, never>);

/** The value without any secret wrapper, at any depth: what host code takes. */
export function reveal<T>(value: T): T {
  if (isSecretWrapper(value)) return reveal(value.value) as T;
  if (Array.isArray(value)) return value.map(reveal) as T;
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, reveal(v)])) as T;
  return value;
}

/**
 * The text values the engine marked secret anywhere in `value` (inside a wrapper, at any depth): what the
 * program declared secret, in members the catalog flags or not. Numbers and booleans are left out: masking
 * every "1" or "true" in a message would hide more than it protects.
 */
export function markedSecrets(value: unknown, inside = false, out: string[] = []): string[] {
  const within = inside || isSecretWrapper(value);
  if (typeof value === "string" && within) out.push(value);
  else if (Array.isArray(value)) for (const v of value) markedSecrets(v, within, out);
  else if (isObject(value)) for (const v of Object.values(value)) markedSecrets(v, within, out);
  return out;
}

/** Whether a wire value is a secret or holds one at any depth. */
export function holdsSecret(value: unknown): boolean {
  if (isSecretWrapper(value)) return true;
  if (Array.isArray(value)) return value.some(holdsSecret);
  return isObject(value) && Object.values(value).some(holdsSecret);
}

/** Wraps the values at `paths` (member names and list indexes) as secrets; a path that is absent is skipped. */
export function wrapAt(props: Props, paths: ValuePath[]): Props {
  const out = structuredClone(props);
  for (const path of paths) {
    let parent: unknown = out;
    for (const key of path.slice(0, -1)) parent = (parent as Props | unknown[] | undefined)?.[key as never];
    const last = path[path.length - 1];
    if ((isObject(parent) || Array.isArray(parent)) && (parent as Props)[last] !== undefined)
      (parent as Props)[last] = secret((parent as Props)[last]);
  }
  return out;
}

/**
 * Marks outputs secret where the same-named input held a secret: inside objects member by member,
 * anything else whole (a list with one secret item becomes a secret list). Returns a new value.
 */
export function followInputSecrets(outs: Props, ins: Props): Props {
  const out: Props = { ...outs };
  for (const [key, given] of Object.entries(ins)) {
    const value = out[key];
    if (value === undefined || isSecretWrapper(value)) continue;
    if (isObject(value) && isObject(given) && !isSecretWrapper(given))
      out[key] = followInputSecrets(value, given);
    else if (holdsSecret(given)) out[key] = secret(value);
  }
  return out;
}

/**
 * What the rules read of a resource: its class (from the type token of either provider), and the values of the
 * members the catalog flags (catalog/flags.ts, the policy facts), found by walking the class's schema beside the
 * value. A rule asks for a flag, never for a class or a member by name (test/catalog/no-class-literals.test.ts).
 */
import type { z } from "zod";
import {
  elementOf,
  type FieldFlags,
  flagsOf,
  isPlainObject,
  type ModuleDef,
  membersOf,
  quoteValue,
  walk,
} from "../../catalog";
import { type ClassSpec, classSpecs } from "../base/specs";
import { nameOfDynamicType, nameOfToken } from "../model/package";
import type { PolicyResource } from "./types";
import { containsUnknown, isUnknown, SECRET_SIG, SIG_KEY as SIG } from "../base/values";

export const isSecret = (v: unknown): v is { value: unknown } => isPlainObject(v) && v[SIG] === SECRET_SIG;
/** The value inside a secret wrapper, one level. */
export const plainOf = (v: unknown): unknown => (isSecret(v) ? plainOf(v.value) : v);
/** Whether a value holds the engine's unknown sentinel at any depth. */
export const isUnknownValue = (v: unknown) => containsUnknown(plainOf(v));
/** Whether the value itself (not something inside it) is unknown. */
export const isUnknownItself = (v: unknown) => isUnknown(plainOf(v));

/** The class spec a resource's type names, for both providers' tokens; undefined for any other type. */
export function specOfType(type: string): ClassSpec | undefined {
  const name = nameOfToken(type) ?? nameOfDynamicType(type);
  return name !== undefined && Object.hasOwn(classSpecs, name) ? classSpecs[name] : undefined;
}

/** A module declared as its own resource: the module definition, when the class is one. */
export const moduleOf = (spec: ClassSpec): ModuleDef | undefined =>
  spec.def.is === "module" ? spec.def.module : undefined;

/** One flagged member found in a value: where (the program's names), its flags, its value and the object it is in. */
export interface FoundMember {
  path: string[];
  flags: FieldFlags;
  schema: z.ZodType;
  /** The value as given: it may be a secret wrapper or the unknown sentinel. */
  value: unknown;
  /** Whether the value, or an object around it, was marked secret: never quote it. */
  secret: boolean;
  /** The object that holds the member, and its schema (for its siblings). */
  holder: { schema: z.ZodType; value: Record<string, unknown> };
}

/** Every member of `schema` present in `value` whose flags `pick` accepts, at any depth, list items included. */
export function findMembers(
  schema: z.ZodType,
  value: unknown,
  pick: (flags: FieldFlags) => boolean,
  at: string[] = [],
  secretAround = false,
): FoundMember[] {
  const secret = secretAround || isSecret(value);
  const object = plainOf(value);
  if (!isPlainObject(object)) return [];
  const out: FoundMember[] = [];
  for (const m of membersOf(schema)) {
    const raw = object[m.pulumiName];
    if (raw === undefined || raw === null) continue;
    const path = [...at, m.pulumiName];
    const inner = secret || isSecret(raw);
    if (pick(m.flags))
      out.push({
        path,
        flags: m.flags,
        schema: m.schema,
        value: raw,
        secret: inner,
        holder: { schema, value: object },
      });
    if (m.shape === "object") out.push(...findMembers(m.schema, raw, pick, path, inner));
    const items = plainOf(raw);
    if (m.shape === "list" && Array.isArray(items))
      items.forEach((item, i) => {
        out.push(...findMembers(elementOf(m.schema), item, pick, [...path, String(i)], inner));
      });
  }
  return out;
}

/** Whether a class's inputs hold a member (at any depth) whose flags `pick` accepts. */
export function hasMember(schema: z.ZodType, pick: (flags: FieldFlags) => boolean): boolean {
  let found = false;
  walk(schema, (m) => {
    if (pick(m.flags)) found = true;
  });
  return found;
}

/** A module object counts as on unless it says `enabled: false` (the catalog's `enabled()` defaults to true). */
export const isOn = (value: unknown) => {
  const v = plainOf(value);
  return isPlainObject(v) && plainOf(v.enabled) !== false;
};

/** A path in the program's names, for messages: `tlsTermination.minVersion`. */
export const pathText = (path: readonly string[]) => path.join(".");

/** A value for a message: a secret is never quoted, a long value is cut (catalog/quote.ts). */
export const shown = (found: Pick<FoundMember, "value" | "secret">) =>
  found.secret || isSecret(found.value) ? "[secret]" : quoteValue(plainOf(found.value));

/** The flags a module class's own schema carries (a sign-in module is flagged `guards` on its schema). */
export const ownFlags = (spec: ClassSpec): FieldFlags => flagsOf(spec.input);

/** The resource's class and spec, or undefined for a resource of another package. */
export function classOf(resource: PolicyResource): ClassSpec | undefined {
  return specOfType(resource.type);
}

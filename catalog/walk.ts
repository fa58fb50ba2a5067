import { z } from "zod";
import { describeOf, type FieldFlags, flagsOf, unwrap } from "./flags";
import { mapFrom } from "./user-keys";

/**
 * Walking a catalog schema member by member. Case conversion, diffing, secret marking and the docs all use
 * it, so that names are converted by named field, never by walking the keys of a value: the keys of a user
 * map (labels, header names) and free JSON (a policy action's config) pass through untouched, every one of them
 * an own key of a map without a prototype.
 */

export type MemberShape = "object" | "map" | "list" | "scalar" | "json";

export interface Member {
  /** The member's name on the wire (snake_case) and in Pulumi (camelCase). */
  wireName: string;
  pulumiName: string;
  /** The member's schema with its optional/nullable wrappers, and without. */
  schema: z.ZodType;
  inner: z.ZodType;
  shape: MemberShape;
  optional: boolean;
  nullable: boolean;
  flags: FieldFlags;
  description: string | undefined;
}

export const camelCase = (snake: string) => snake.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
export const pascalCase = (snake: string) => {
  const camel = camelCase(snake);
  return camel.charAt(0).toUpperCase() + camel.slice(1);
};

/** snake_case → camelCase, at the type level, as `camelCase` does at run time. */
export type CamelCase<S extends string> = S extends `${infer H}_${infer T}`
  ? `${H}${Capitalize<CamelCase<T>>}`
  : S;
export type PascalCase<S extends string> = Capitalize<CamelCase<S>>;

export function shapeOf(schema: z.ZodType): MemberShape {
  const s = unwrap(schema);
  if (s instanceof z.ZodObject) return "object";
  if (s instanceof z.ZodRecord) return "map";
  if (s instanceof z.ZodArray) return "list";
  if (s instanceof z.ZodUnknown || s instanceof z.ZodAny) return "json";
  return "scalar";
}

const membersCache = new WeakMap<z.ZodType, Member[]>();

/** The direct members of an object schema (empty for anything else). Schemas never change: cached. */
export function membersOf(schema: z.ZodType): Member[] {
  const cached = membersCache.get(schema);
  if (cached) return cached;
  const s = unwrap(schema);
  const members =
    s instanceof z.ZodObject
      ? Object.entries(s.shape as Record<string, z.ZodType>).map(([wireName, member]) => ({
          wireName,
          pulumiName: camelCase(wireName),
          schema: member,
          inner: unwrap(member),
          shape: shapeOf(member),
          optional: member.safeParse(undefined).success,
          nullable: member.safeParse(null).success,
          flags: flagsOf(member),
          description: describeOf(member),
        }))
      : [];
  membersCache.set(schema, members);
  return members;
}

/** The schema of a list's items or a map's values. */
export function elementOf(schema: z.ZodType): z.ZodType {
  const s = unwrap(schema);
  if (s instanceof z.ZodArray) return s.element as z.ZodType;
  if (s instanceof z.ZodRecord) return s.valueType as z.ZodType;
  throw new Error("elementOf: not a list or a map");
}

export interface VisitedMember extends Member {
  wirePath: string[];
  pulumiPath: string[];
  /** True when the member sits inside a list item (its path then stands for every item). */
  inList: boolean;
}

/** Member names as the wire writes them (snake_case) or as Pulumi programs do (camelCase). */
export type NameStyle = "wire" | "pulumi";

const memberNamed = (schema: z.ZodType, name: PropertyKey, names: NameStyle) =>
  membersOf(schema).find((m) => (names === "wire" ? m.wireName : m.pulumiName) === name);

/**
 * The schema at a path inside `schema`: object members by name, list items and map values by any index or
 * key (a zod issue's path, say). Undefined when the path leaves the schema: a member it does not have, or a
 * step into a scalar or free JSON.
 */
export function schemaAt(
  schema: z.ZodType,
  path: readonly PropertyKey[],
  names: NameStyle = "wire",
): z.ZodType | undefined {
  let s: z.ZodType | undefined = schema;
  for (const key of path) {
    if (!s) return undefined;
    const shape = shapeOf(s);
    if (shape === "list" || shape === "map") s = elementOf(s);
    else if (shape === "object") s = memberNamed(s, key, names)?.schema;
    else return undefined;
  }
  return s;
}

/** The member at a path of object member names only (no index, no key), with its shape and flags. */
export function memberAt(
  schema: z.ZodType,
  path: readonly string[],
  names: NameStyle = "wire",
): Member | undefined {
  let found: Member | undefined;
  let s = schema;
  for (const name of path) {
    found = memberNamed(s, name, names);
    if (!found) return undefined;
    s = found.schema;
  }
  return found;
}

/** Visits every member at every depth, objects inside lists included, parents before children. */
export function walk(
  schema: z.ZodType,
  visit: (m: VisitedMember) => void,
  at: { wire: string[]; pulumi: string[]; inList: boolean } = { wire: [], pulumi: [], inList: false },
): void {
  for (const m of membersOf(schema)) {
    const wirePath = [...at.wire, m.wireName];
    const pulumiPath = [...at.pulumi, m.pulumiName];
    visit({ ...m, wirePath, pulumiPath, inList: at.inList });
    if (m.shape === "object")
      walk(m.schema, visit, { wire: wirePath, pulumi: pulumiPath, inList: at.inList });
    if (m.shape === "list" && shapeOf(elementOf(m.schema)) === "object")
      walk(elementOf(m.schema), visit, { wire: wirePath, pulumi: pulumiPath, inList: true });
  }
}

type Direction = "toPulumi" | "toWire";

/** Converts a value between wire names and Pulumi names, led by the schema. Unknown members are dropped. */
function convert(schema: z.ZodType, value: unknown, direction: Direction): unknown {
  if (value === null || value === undefined) return value;
  const shape = shapeOf(schema);
  if (shape === "list" && Array.isArray(value))
    return value.map((v) => convert(elementOf(schema), v, direction));
  if (shape === "map" && isPlainObject(value)) {
    const element = elementOf(schema);
    return mapFrom(Object.entries(value).map(([k, v]) => [k, convert(element, v, direction)]));
  }
  if (shape === "object" && isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const m of membersOf(schema)) {
      const [from, to] = direction === "toPulumi" ? [m.wireName, m.pulumiName] : [m.pulumiName, m.wireName];
      if (from in value) out[to] = convert(m.schema, value[from], direction);
    }
    return out;
  }
  return value;
}

export const toPulumiNames = (schema: z.ZodType, wire: unknown) => convert(schema, wire, "toPulumi");
export const toWireNames = (schema: z.ZodType, pulumi: unknown) => convert(schema, pulumi, "toWire");

/**
 * What the service does to a member flagged `lowercase` before it stores it: a string is lower-cased, so
 * are a list's strings and a map's keys. Keys that would collide once lower-cased are left as written, so
 * that the catalog's rule refuses them naming both, instead of one value winning silently. The provider
 * applies this to declared inputs and the server to requests: one function, so the two never drift into a
 * diff that never goes away.
 */
export function lowerCased(value: unknown): unknown {
  if (typeof value === "string") return value.toLowerCase();
  if (Array.isArray(value)) return value.map((v) => (typeof v === "string" ? v.toLowerCase() : v));
  if (isPlainObject(value)) {
    const keys = Object.keys(value);
    if (new Set(keys.map((k) => k.toLowerCase())).size < keys.length) return value;
    return mapFrom(keys.map((k) => [k.toLowerCase(), value[k]]));
  }
  return value;
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

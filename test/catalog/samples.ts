import { z } from "zod";
import {
  elementOf,
  shapeOf,
  membersOf,
  moduleList,
  resourceList,
  unwrap,
  type VisitedMember,
  walk,
} from "../../catalog";

/**
 * Test helpers that derive everything from the catalog: which schemas exist, a minimal valid value for any
 * of them, and that value with one member changed at any depth. A new resource or module is covered by
 * every table-driven test without touching them.
 */

export interface NamedSchema {
  name: string;
  schema: z.ZodType;
}

/** Every request body the catalog validates: resource create/update and module PUT bodies. */
export const requestSchemas: NamedSchema[] = [
  ...resourceList.flatMap((r) => [
    { name: `${r.className} create`, schema: r.create },
    ...(r.operations.includes("update") ? [{ name: `${r.className} update`, schema: r.update }] : []),
  ]),
  ...moduleList.map((m) => ({ name: `${m.className} request`, schema: m.request })),
];

/** Every response the catalog reads. */
export const responseSchemas: NamedSchema[] = [
  ...resourceList.map((r) => ({ name: `${r.className} response`, schema: r.response })),
  ...moduleList.map((m) => ({ name: `${m.className} response`, schema: m.response })),
];

// Refined strings (CIDR, webhook sender, host:port, event type) accept none of the plain ones; the sampler
// takes the first candidate a member accepts.
const STRING_CANDIDATES = ["sample", "10.0.0.0/8", "github", "example.com:443", "json", "api_key_created.v0"];
const NUMBER_CANDIDATES = [1, 0, 0.5];

/** A minimal valid value of a schema: required members only, plus what a cross-member rule asks for. */
export function sample(schema: z.ZodType, include?: string): unknown {
  // Sampling parses many trial values; the tests ask for the same samples thousands of times.
  let bySchema = samples.get(schema);
  if (!bySchema) {
    bySchema = new Map();
    samples.set(schema, bySchema);
  }
  if (!bySchema.has(include)) bySchema.set(include, candidates(schema, include)[0]);
  return structuredClone(bySchema.get(include));
}
const samples = new WeakMap<z.ZodType, Map<string | undefined, unknown>>();

/** Valid values of a schema, the minimal first; scalars of a closed set give every value. */
function candidates(schema: z.ZodType, include?: string): unknown[] {
  const s = unwrap(schema);
  if (s instanceof z.ZodObject) return [sampleObject(s, include)];
  if (s instanceof z.ZodArray) return [[sample(s.element as z.ZodType)]];
  if (s instanceof z.ZodRecord || s instanceof z.ZodUnknown || s instanceof z.ZodAny) return [{}];
  if (s instanceof z.ZodEnum) return [...s.options];
  if (s instanceof z.ZodLiteral) return [...s.values];
  if (s instanceof z.ZodUnion) return s.options.flatMap((o) => candidates(o as z.ZodType));
  if (s instanceof z.ZodBoolean) return [true, false];
  const tries: unknown[] = s instanceof z.ZodNumber ? NUMBER_CANDIDATES : STRING_CANDIDATES;
  const fitting = tries.filter((c) => s.safeParse(c).success);
  if (fitting.length === 0) throw new NoSample(s);
  return fitting;
}

/** No candidate fits a scalar: the message names the member's path, gathered on the way out, and the fix. */
class NoSample extends Error {
  readonly path: string[] = [];
  constructor(readonly schema: z.ZodType) {
    super("sample: no candidate value fits");
  }
  in(member: string): NoSample {
    this.path.unshift(member);
    const kind = this.schema instanceof z.ZodNumber ? "NUMBER_CANDIDATES" : "STRING_CANDIDATES";
    this.message =
      `sample: no candidate value fits the member ${this.path.join(".")} (a ${this.schema.constructor.name}): ` +
      `add a value it accepts to ${kind} in test/catalog/samples.ts`;
    return this;
  }
}

/** A sample of one member of an object, naming the member when none fits. */
function sampleMember(name: string, schema: z.ZodType): unknown {
  try {
    return sample(schema);
  } catch (e) {
    throw e instanceof NoSample ? e.in(name) : e;
  }
}

/** Required members (and `include`); when a rule still fails (exactly one of …), optional members more. */
function sampleObject(s: z.ZodObject, include?: string): Record<string, unknown> {
  const members = membersOf(s);
  const base: Record<string, unknown> = {};
  for (const m of members)
    if (!m.optional || m.wireName === include) base[m.wireName] = sampleMember(m.wireName, m.schema);
  if (s.safeParse(base).success) return base;
  const optional = members.filter((m) => !(m.wireName in base));
  // One member more, with each of its values (elliptic_curve needs private_key_type ecdsa).
  for (const m of optional) {
    let values: unknown[];
    try {
      values = candidates(m.schema);
    } catch (e) {
      throw e instanceof NoSample ? e.in(m.wireName) : e;
    }
    for (const value of values) {
      const tried = { ...base, [m.wireName]: value };
      if (s.safeParse(tried).success) return tried;
    }
  }
  // A member that needs others with it (scopes needs client_id and client_secret): add them one by one.
  const grown = { ...base };
  for (const m of optional) {
    grown[m.wireName] = sampleMember(m.wireName, m.schema);
    if (s.safeParse(grown).success) return grown;
  }
  throw new Error(`sample: no minimal valid value for an object with ${Object.keys(s.shape).join(", ")}`);
}

/** A path segment that enters the first item of a list, to change the item itself. */
export const ITEM = "[]";

/** Returned by a `change` function to leave the member out. */
export const ABSENT = Symbol("absent");

export interface Built {
  value: unknown;
  /** Where zod reports an issue of the changed member: the wire path, with index 0 for list items. */
  issuePath: (string | number)[];
}

/**
 * A minimal valid value of `schema` in which the member at `wirePath` (names as the walker gives them;
 * a path that goes on past a list enters its first item, and ITEM enters it explicitly) is replaced by `change(its sampled value)`. Every object on the
 * way is sampled with that path's member included, so an exactly-one rule holds for the chosen member.
 */
export function buildWith(
  schema: z.ZodType,
  wirePath: string[],
  change: (current: unknown) => unknown,
): Built {
  const issuePath: (string | number)[] = [];
  const go = (at: z.ZodType, path: string[], current: unknown): unknown => {
    if (shapeOf(at) === "list") {
      issuePath.push(0);
      const items = Array.isArray(current) && current.length ? current : [sample(elementOf(at))];
      const itemPath = path[0] === ITEM ? path.slice(1) : path;
      return [go(elementOf(at), itemPath, items[0]), ...items.slice(1)];
    }
    if (path.length === 0) return change(current);
    const [name, ...rest] = path;
    const member = membersOf(at).find((m) => m.wireName === name);
    if (!member) throw new Error(`buildWith: no member ${name} in [${membersOf(at).map((m) => m.wireName)}]`);
    const object = sample(at, name) as Record<string, unknown>;
    issuePath.push(name);
    const changed = rest.length === 0 ? change(object[name]) : go(member.schema, rest, object[name]);
    if (changed === ABSENT) delete object[name];
    else object[name] = changed;
    return object;
  };
  const value = wirePath.length === 0 ? change(sample(schema)) : go(schema, wirePath, undefined);
  return { value, issuePath };
}

/** The members of a schema, at every depth, that satisfy `pick`. */
export function membersWhere(schema: z.ZodType, pick: (m: VisitedMember) => boolean): VisitedMember[] {
  const out: VisitedMember[] = [];
  walk(schema, (m) => pick(m) && out.push(m));
  return out;
}

/** The member at a wire path (names only), or undefined. */
export function memberAt(schema: z.ZodType, wirePath: string[]): VisitedMember | undefined {
  const key = wirePath.join(".");
  return membersWhere(schema, (m) => m.wirePath.join(".") === key)[0];
}

/** The value at an issue path. */
export function valueAt(value: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((v, k) => (v as Record<string | number, unknown> | undefined)?.[k], value);
}

/**
 * Paths of the objects in a schema (the root is `[]`) whose member names satisfy `pick`; an object that is a
 * list's item is reached through ITEM.
 */
export function objectsWhere(schema: z.ZodType, pick: (names: Set<string>) => boolean): string[][] {
  const names = (s: z.ZodType) => new Set(membersOf(s).map((m) => m.wireName));
  const out: string[][] = shapeOf(schema) === "object" && pick(names(schema)) ? [[]] : [];
  walk(schema, (m) => {
    if (m.shape === "object" && pick(names(m.schema))) out.push(m.wirePath);
    if (m.shape === "list" && shapeOf(elementOf(m.schema)) === "object" && pick(names(elementOf(m.schema))))
      out.push([...m.wirePath, ITEM]);
  });
  return out;
}

/** The issue paths of a failed parse, as dotted text, sorted; [] when it passed. */
export function issuePaths(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return (result.error?.issues ?? []).map((i) => i.path.join(".")).sort();
}

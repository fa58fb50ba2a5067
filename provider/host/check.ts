import type { z } from "zod";
import {
  describeOf,
  elementOf,
  flagsOf,
  isLongValue,
  isPlainObject,
  shapeOf,
  membersOf,
  schemaAt,
  quoteValue,
  shortText,
  toWireNames,
  walk,
} from "../../catalog";
import { normalize } from "./normalize";
import type { ClassSpec } from "../base/specs";
import { closestName } from "../base/closest-name";
import { UserNames } from "../base/user-names";
import { containsUnknown, getPath, isSet, isUnknown } from "../base/values";

export interface CheckFailure {
  /**
   * The property the engine reports the failure on, which the CLI prints with `inputs[property]`, a lookup
   * of one top-level key: the top-level member holding the bad value, or "" (the CLI then prints no value)
   * when that member holds a secret or the program's language does not write the schema's names.
   */
  property: string;
  /** What is wrong, naming the member's full path as the program writes it, with the value given where the CLI cannot print it. */
  reason: string;
  /** The full path in the schema's names (`circuitBreaker.numBuckets`, `hostports[0]`). */
  path: string;
}

/** Inputs that are not members of the request, besides the parents. */
export const RESERVED_INPUTS = ["adoptId"];

export interface CheckOptions {
  /** The names the reasons speak (default: the schema's). */
  names?: UserNames;
  /** Whether the program gave this top-level input as a secret, or with a secret inside (the plugin knows). */
  givenSecret?: (property: string) => boolean;
}

/** Validates declared inputs with the catalog's request schema; unknown values (preview) are not judged. */
export function checkInputs(spec: ClassSpec, news: Record<string, unknown>, options: CheckOptions = {}) {
  const names = options.names ?? new UserNames();
  const issues: Issue[] = [];
  const outside = new Set([...RESERVED_INPUTS, ...spec.parents.map((p) => p.pulumi)]);
  for (const p of spec.parents) {
    const v = news[p.pulumi];
    if (!isSet(v) || (typeof v !== "string" && !isUnknown(v)) || v === "")
      issues.push({
        path: [p.pulumi],
        problem: `is required: the id of its ${p.wire.replace(/_id$/, "").replace(/_/g, " ")}.`,
      });
  }
  if (isSet(news.adoptId) && !spec.adoptable)
    issues.push({
      path: ["adoptId"],
      problem: `cannot be given: ${spec.className} cannot adopt an existing object.`,
    });
  if (isSet(news.adoptId) && typeof news.adoptId !== "string")
    issues.push({ path: ["adoptId"], problem: "must be the id of an existing object, a string." });

  const members = Object.fromEntries(Object.entries(news).filter(([k]) => !outside.has(k)));
  const normalized = normalize(spec.input, members) as Record<string, unknown>;
  issues.push(...unknownMembers(spec.input, normalized, [], names));

  const wire = toWireNames(spec.input, normalized);
  const result = spec.input.safeParse(wire);
  for (const issue of result.success ? [] : result.error.issues) {
    const wirePath = issue.path.map(String);
    if (touchesUnknown(wire, wirePath)) continue;
    const path = pathAsWritten(spec.input, issue.path, members);
    const doc = describeOf(schemaAt(spec.input, wirePath) ?? spec.input);
    issues.push({
      path,
      problem: `${names.text(lowerFirst(issue.message))}.${doc ? ` (${names.text(doc)})` : ""}`,
      given: valueAt(wire, issue.path),
      secret: !!flagsOf(schemaAt(spec.input, wirePath) ?? spec.input).secret,
    });
  }
  const inputs = { ...normalized };
  for (const key of outside) if (key in news) inputs[key] = news[key];
  const secretInside = secretMembersAt(spec);
  const failures = issues.map((issue) =>
    forTheEngine(issue, names, {
      holdsSecret: (top) => secretInside.has(top) || !!options.givenSecret?.(top),
      longValue: (top) => isLongValue(top) || isLongValue(news[top]),
    }),
  );
  return { inputs, failures };
}

/** A path's segment: a member by its schema name, a list index, or a map key as written (never translated). */
type Segment = string | number | { key: string };

/** One problem found: where, what, and the value given. */
interface Issue {
  path: Segment[];
  problem: string;
  given?: unknown;
  secret?: boolean;
  /** An unknown member: its value says nothing of the fix. */
  unknownMember?: boolean;
}

/** The top-level members that hold a member flagged secret, at any depth. */
function secretMembersAt(spec: ClassSpec): Set<string> {
  const tops = new Set<string>();
  walk(spec.input, (m) => m.flags.secret && tops.add(m.pulumiPath[0]));
  return tops;
}

/**
 * A path as text, members named by `name`: `circuitBreaker.numBuckets`, `policy.inbound[0]`, `labels.Env`. A
 * segment the user wrote (a map key, a member that does not exist) is `shortText`'s for a message (`shorten`).
 */
function pathText(
  path: Segment[],
  name: (member: string) => string = (m) => m,
  shorten: (text: string) => string = (t) => t,
): string {
  let out = "";
  for (const seg of path) {
    if (typeof seg === "number") out += `[${seg}]`;
    else out += `${out ? "." : ""}${shorten(typeof seg === "string" ? name(seg) : seg.key)}`;
  }
  return out;
}

/** A scalar given, for a reason: never an object or a list (their keys are the wire's), never a secret (the caller checks). */
function shown(value: unknown): string | undefined {
  if (value === undefined || (value !== null && typeof value === "object")) return undefined;
  return quoteValue(value);
}

/** What forTheEngine asks of the top-level member an issue is under. */
interface TopMember {
  /** It holds a secret (flagged, or given as one). */
  holdsSecret: (top: string) => boolean;
  /** Its name or its value is longer than a message quotes (the CLI would print it whole). */
  longValue: (top: string) => boolean;
}

/**
 * The failure as the engine reports it (CLI: `property <p> value <inputs[p]> has a problem: <reason>`, in its
 * progress lines and again under "Diagnostics:"). The property is the top-level member, so the CLI prints the
 * value given, when that value holds no secret, is short (the CLI prints all of it, twice: a 100 KB value made
 * 200 KB of output) and the program writes the schema's names; otherwise "" and the reason alone says where, in
 * the program's names. The reason adds the value given where the CLI does not print it (a nested member, or no
 * property), quoted as `quoteValue` does, unless secret.
 */
function forTheEngine(issue: Issue, names: UserNames, topMember: TopMember): CheckFailure {
  const top = typeof issue.path[0] === "string" ? issue.path[0] : "";
  const path = pathText(issue.path);
  const property =
    top && names.language === "typescript" && !topMember.holdsSecret(top) && !topMember.longValue(top)
      ? top
      : "";
  const printedByCli = property !== "" && issue.path.length === 1;
  const secret = issue.secret || (top !== "" && topMember.holdsSecret(top));
  const value = printedByCli || issue.unknownMember || secret ? undefined : shown(issue.given);
  const given = value === undefined ? "" : ` (given ${value})`;
  const written = pathText(issue.path, (s) => names.member(s), shortText);
  const where = path ? `${written}${given} ` : "";
  return { property, reason: `${where}${issue.problem}`, path };
}

/** The value at a zod issue path, through objects and lists. */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let v = value;
  for (const seg of path)
    v = isPlainObject(v) || Array.isArray(v) ? (v as Record<PropertyKey, unknown>)[seg] : undefined;
  return v;
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** An issue about a value that is unknown, or about an object that holds an unknown, waits for the real value. */
function touchesUnknown(wire: unknown, path: string[]): boolean {
  for (let i = 0; i <= path.length; i++) if (isUnknown(getPath(wire, path.slice(0, i)))) return true;
  return containsUnknown(getPath(wire, path));
}

function unknownMembers(schema: z.ZodType, value: unknown, at: string[], names: UserNames): Issue[] {
  if (isUnknown(value) || !isSet(value)) return [];
  const shape = shapeOf(schema);
  if (shape === "list" && Array.isArray(value))
    return value.flatMap((v, i) => unknownMembers(elementOf(schema), v, [...at, String(i)], names));
  if (shape !== "object" || !isPlainObject(value)) return [];
  const members = membersOf(schema);
  const issues: Issue[] = [];
  for (const [key, v] of Object.entries(value)) {
    const m = members.find((x) => x.pulumiName === key);
    if (m) {
      issues.push(...unknownMembers(m.schema, v, [...at, key], names));
      continue;
    }
    const known = members.map((x) => names.member(x.pulumiName));
    const guess = closestName(names.member(key), known);
    issues.push({
      path: [...at, key].map((seg) => (/^\d+$/.test(seg) ? Number(seg) : seg)),
      problem: `is not a member here${guess ? `; did you mean ${guess}?` : "."} Members: ${known.join(", ")}.`,
      unknownMember: true,
    });
  }
  return issues;
}

/**
 * A zod issue path (wire names, list indexes, map keys) as the program's path: members in the schema's names,
 * indexes as numbers, and a map key as written before normalize lower-cased it (`__PROTO__`).
 */
function pathAsWritten(schema: z.ZodType, path: readonly PropertyKey[], written: unknown): Segment[] {
  const out: Segment[] = [];
  let s: z.ZodType | undefined = schema;
  let w = written;
  for (const seg of path) {
    const shape = s ? shapeOf(s) : "json";
    let name = String(seg);
    if (shape === "object") {
      const m: ReturnType<typeof membersOf>[number] | undefined = membersOf(s!).find(
        (x) => x.wireName === seg,
      );
      if (m) name = m.pulumiName;
      s = m?.schema;
    } else {
      if (shape === "map") name = writtenKey(w, name);
      s = shape === "list" || shape === "map" ? elementOf(s!) : undefined;
    }
    out.push(typeof seg === "number" ? seg : shape === "object" ? name : { key: name });
    w = isPlainObject(w) || Array.isArray(w) ? (w as Record<string, unknown>)[name] : undefined;
  }
  return out;
}

/** A map key as the user wrote it: the one that normalize lower-cased into `key`, if it is not there as is. */
function writtenKey(map: unknown, key: string): string {
  if (!isPlainObject(map) || Object.hasOwn(map, key)) return key;
  return Object.keys(map).find((k) => k.toLowerCase() === key) ?? key;
}

import type { z } from "zod";
import {
  describeOf,
  elementOf,
  isPlainObject,
  shapeOf,
  membersOf,
  schemaAt,
  toWireNames,
} from "../../catalog";
import { normalize } from "./normalize";
import type { ClassSpec } from "../specs";
import { containsUnknown, getPath, isSet, isUnknown } from "../values";

export interface CheckFailure {
  property: string;
  reason: string;
}

/** Inputs that are not members of the request, besides the parents. */
export const RESERVED_INPUTS = ["adoptId"];

/** Validates declared inputs with the catalog's request schema; unknown values (preview) are not judged. */
export function checkInputs(spec: ClassSpec, news: Record<string, unknown>) {
  const failures: CheckFailure[] = [];
  const outside = new Set([...RESERVED_INPUTS, ...spec.parents.map((p) => p.pulumi)]);
  for (const p of spec.parents) {
    const v = news[p.pulumi];
    if (!isSet(v) || (typeof v !== "string" && !isUnknown(v)) || v === "")
      failures.push({
        property: p.pulumi,
        reason: `${p.pulumi} is required: the id of the parent object (${p.wire}).`,
      });
  }
  if (isSet(news.adoptId) && !spec.adoptable)
    failures.push({
      property: "adoptId",
      reason: `${spec.className} cannot adopt an existing object; remove adoptId.`,
    });
  if (isSet(news.adoptId) && typeof news.adoptId !== "string")
    failures.push({ property: "adoptId", reason: "adoptId must be the id of an existing object, a string." });

  const members = Object.fromEntries(Object.entries(news).filter(([k]) => !outside.has(k)));
  const normalized = normalize(spec.input, members) as Record<string, unknown>;
  failures.push(...unknownMembers(spec.input, normalized, []));

  const wire = toWireNames(spec.input, normalized);
  const result = spec.input.safeParse(wire);
  for (const issue of result.success ? [] : result.error.issues) {
    const path = issue.path.map(String);
    if (touchesUnknown(wire, path)) continue;
    const property = pulumiPath(spec.input, issue.path, members) || spec.className;
    const doc = describeOf(schemaAt(spec.input, path) ?? spec.input);
    failures.push({ property, reason: `${property} ${lowerFirst(issue.message)}.${doc ? ` (${doc})` : ""}` });
  }
  const inputs = { ...normalized };
  for (const key of outside) if (key in news) inputs[key] = news[key];
  return { inputs, failures };
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** An issue about a value that is unknown, or about an object that holds an unknown, waits for the real value. */
function touchesUnknown(wire: unknown, path: string[]): boolean {
  for (let i = 0; i <= path.length; i++) if (isUnknown(getPath(wire, path.slice(0, i)))) return true;
  return containsUnknown(getPath(wire, path));
}

function unknownMembers(schema: z.ZodType, value: unknown, at: string[]): CheckFailure[] {
  if (isUnknown(value) || !isSet(value)) return [];
  const shape = shapeOf(schema);
  if (shape === "list" && Array.isArray(value))
    return value.flatMap((v, i) => unknownMembers(elementOf(schema), v, [...at, String(i)]));
  if (shape !== "object" || !isPlainObject(value)) return [];
  const members = membersOf(schema);
  const failures: CheckFailure[] = [];
  for (const [key, v] of Object.entries(value)) {
    const m = members.find((x) => x.pulumiName === key);
    if (m) {
      failures.push(...unknownMembers(m.schema, v, [...at, key]));
      continue;
    }
    const property = [...at, key].join(".");
    const guess = closest(
      key,
      members.map((x) => x.pulumiName),
    );
    failures.push({
      property,
      reason: `${property} is not a member here${guess ? `; did you mean ${guess}?` : ""} Members: ${members.map((x) => x.pulumiName).join(", ")}.`,
    });
  }
  return failures;
}

/**
 * Converts a zod issue path (wire names, list indexes, map keys) to the Pulumi path the user wrote: members
 * in camelCase, indexes in brackets, and a map key as written before normalize lower-cased it (`__PROTO__`).
 */
function pulumiPath(schema: z.ZodType, path: readonly PropertyKey[], written: unknown): string {
  let out = "";
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
    out += typeof seg === "number" ? `[${seg}]` : out ? `.${name}` : name;
    w = isPlainObject(w) || Array.isArray(w) ? (w as Record<string, unknown>)[name] : undefined;
  }
  return out;
}

/** A map key as the user wrote it: the one that normalize lower-cased into `key`, if it is not there as is. */
function writtenKey(map: unknown, key: string): string {
  if (!isPlainObject(map) || Object.hasOwn(map, key)) return key;
  return Object.keys(map).find((k) => k.toLowerCase() === key) ?? key;
}

function closest(word: string, candidates: string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const c of candidates) {
    const d = editDistance(word.toLowerCase(), c.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return best;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length];
}

import type { z } from "zod";
import { mapFrom } from "../../sdk/catalog/user-keys";
import { elementOf, isPlainObject, kindOf, membersOf } from "../../sdk/catalog/walk";
import { isUnknown } from "../values";

/**
 * Applies what the service does to a value before it stores it (lower-casing header names, a webhook
 * provider, a CIDR), so that what the user wrote and what the service answers compare equal and a stack
 * never shows a perpetual diff. Works on Pulumi names; unknown values pass through; null members drop out.
 */
export function normalize(schema: z.ZodType, value: unknown, lowercase = false): unknown {
  if (value === null || value === undefined || isUnknown(value)) return value;
  const kind = kindOf(schema);
  const lower = (v: unknown) => (lowercase && typeof v === "string" && !isUnknown(v) ? v.toLowerCase() : v);
  if (kind === "list" && Array.isArray(value))
    return value.map((v) => normalize(elementOf(schema), lower(v)));
  if (kind === "map" && isPlainObject(value)) {
    const element = elementOf(schema);
    const keys = Object.keys(value);
    // Lower-casing never merges two keys into one: a map whose keys collide once lower-cased is left as
    // written, so that the catalog's rule refuses it naming both instead of one value winning silently.
    const merges = lowercase && new Set(keys.map((k) => k.toLowerCase())).size < keys.length;
    return mapFrom(keys.map((k) => [merges ? k : (lower(k) as string), normalize(element, value[k])]));
  }
  if (kind === "object" && isPlainObject(value)) {
    const out: Record<string, unknown> = { ...value };
    for (const m of membersOf(schema)) {
      if (!(m.pulumiName in value)) continue;
      // A member given as null is a member left out: Pulumi passes null for an Input that resolved to nothing.
      if (value[m.pulumiName] === null) delete out[m.pulumiName];
      else out[m.pulumiName] = normalize(m.schema, value[m.pulumiName], !!m.flags.lowercase);
    }
    return out;
  }
  return lower(value);
}

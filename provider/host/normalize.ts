import type { z } from "zod";
import { elementOf, isPlainObject, shapeOf, lowerCased, mapFrom, membersOf } from "../../catalog";
import { isUnknown } from "../base/values";

/**
 * Applies what the service does to a value before it stores it (lower-casing header names, a webhook
 * provider, a CIDR), so that what the user wrote and what the service answers compare equal and a stack
 * never shows a perpetual diff. Works on Pulumi names; unknown values pass through; null members drop out.
 */
export function normalize(schema: z.ZodType, value: unknown, lowercase = false): unknown {
  if (value === null || value === undefined || isUnknown(value)) return value;
  const v = lowercase ? lowerCased(value) : value;
  const shape = shapeOf(schema);
  if (shape === "list" && Array.isArray(v)) return v.map((x) => normalize(elementOf(schema), x));
  if (shape === "map" && isPlainObject(v)) {
    const element = elementOf(schema);
    return mapFrom(Object.keys(v).map((k) => [k, normalize(element, v[k])]));
  }
  if (shape === "object" && isPlainObject(v)) {
    const out: Record<string, unknown> = { ...v };
    for (const m of membersOf(schema)) {
      if (!(m.pulumiName in v)) continue;
      // A member given as null is a member left out: Pulumi passes null for an Input that resolved to nothing.
      if (v[m.pulumiName] === null) delete out[m.pulumiName];
      else out[m.pulumiName] = normalize(m.schema, v[m.pulumiName], !!m.flags.lowercase);
    }
    return out;
  }
  return v;
}

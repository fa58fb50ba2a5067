import type { z } from "zod";
import {
  camelCase,
  elementOf,
  isPlainObject,
  shapeOf,
  mapFrom,
  memberAt,
  membersOf,
  walk,
} from "../../catalog";
import type { ClassSpec } from "../base/specs";
import { getPath, isSet, setPath } from "../base/values";

/**
 * Outputs of a resource are its request shape in Pulumi names (so they compare with inputs member by
 * member) plus what the service computes. The service's response shape differs in places (a Ref where the
 * request had an id), and the catalog's `requestAs` flag says how to fold it back.
 */
export function stateFromResponse(schema: z.ZodType, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  const shape = shapeOf(schema);
  if (shape === "list" && Array.isArray(value))
    return value.map((v) => stateFromResponse(elementOf(schema), v));
  if (shape === "map" && isPlainObject(value)) {
    const element = elementOf(schema);
    return mapFrom(Object.entries(value).map(([k, v]) => [k, stateFromResponse(element, v)]));
  }
  if (shape !== "object" || !isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const m of membersOf(schema)) {
    if (m.flags.notInState || !(m.wireName in value)) continue;
    const v = value[m.wireName];
    if (m.flags.requestAs) {
      out[camelCase(m.flags.requestAs)] = Array.isArray(v) ? v.map(refId) : isSet(v) ? refId(v) : v;
    } else out[m.pulumiName] = stateFromResponse(m.schema, v);
  }
  return out;
}

const refId = (ref: unknown) => (isPlainObject(ref) ? ref.id : ref);

/**
 * Paths (in Pulumi names) of members that the service never gives back, so state must keep what was
 * declared or created: redacted secrets, write-only create parameters, the API key's token.
 */
export function keptPaths(spec: ClassSpec): string[][] {
  const paths: string[][] = [];
  const collect = (schema: z.ZodType) =>
    walk(schema, (m) => {
      if (!m.inList && (m.flags.redacted || m.flags.writeOnly)) paths.push(m.pulumiPath);
    });
  collect(spec.input);
  collect(spec.response);
  return paths;
}

/** Fills what the service left null or out from `source` (the declared inputs, or the previous state). */
export function keepFromSource(spec: ClassSpec, state: Record<string, unknown>, source: unknown): void {
  for (const path of keptPaths(spec)) {
    const parent = getPath(state, path.slice(0, -1));
    // Only inside an object that still exists: a redacted secret of a target that was replaced is gone.
    if (path.length > 1 && !isPlainObject(parent)) continue;
    if (!isSet(getPath(state, path)) && isSet(getPath(source, path)))
      setPath(state, path, getPath(source, path));
  }
}

/**
 * The declared members of some inputs, as dotted Pulumi paths: every object member that holds a value,
 * and inside objects with known members, their members too. Lists, maps and free JSON count whole.
 */
export function declaredPaths(schema: z.ZodType, inputs: unknown, prefix: string[] = []): string[] {
  const out: string[] = [];
  if (!isPlainObject(inputs)) return out;
  for (const m of membersOf(schema)) {
    const v = inputs[m.pulumiName];
    if (!isSet(v)) continue;
    const path = [...prefix, m.pulumiName];
    out.push(path.join("."));
    if (m.shape === "object") out.push(...declaredPaths(m.schema, v, path));
  }
  return out;
}

/** The inputs that outputs stand for: only the declared members, read back from the outputs. */
export function inputsFromState(
  schema: z.ZodType,
  declared: string[],
  state: Record<string, unknown>,
): Record<string, unknown> {
  const inputs: Record<string, unknown> = {};
  // Parents before children: a leaf is copied whole, so members below it need no copy of their own.
  const sorted = [...declared].sort((a, b) => a.split(".").length - b.split(".").length);
  for (const path of sorted) {
    const parts = path.split(".");
    const v = getPath(state, parts);
    if (!isSet(v)) continue;
    if (memberAt(schema, parts, "pulumi")?.shape === "object") {
      if (!isPlainObject(getPath(inputs, parts))) setPath(inputs, parts, {});
    } else setPath(inputs, parts, v);
  }
  return inputs;
}

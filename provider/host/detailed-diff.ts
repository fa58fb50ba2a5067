import { isPlainObject, shapeOf, memberAt } from "../../catalog";
import type { ClassSpec } from "../base/specs";
import { containsUnknown, deepEqual, getPath, isSet } from "../base/values";
import type { Change } from "./diff";

/**
 * The member-level diff a native provider answers (`detailedDiff`), from the same changes the dynamic
 * provider's diff counts (diff.ts): paths in the program's names (`circuitBreaker.errorThresholdPercentage`,
 * `hostports[0]`, `labels["X-A"]`), and a kind that says whether the member is added, changed or removed,
 * and whether that replaces the object (a create-only member, a parent).
 */
export type DiffKind = "ADD" | "ADD_REPLACE" | "DELETE" | "DELETE_REPLACE" | "UPDATE" | "UPDATE_REPLACE";

type Base = "ADD" | "DELETE" | "UPDATE";

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A map key as a Pulumi property path writes it: `.key` when it is a name, `["key"]` otherwise. */
const keySegment = (key: string) => (IDENTIFIER.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`);

/** The detailed diff of `changes` (diff.ts `changesBetween`) from the object as last seen to the new inputs. */
export function detailedDiff(
  spec: ClassSpec,
  changes: Change[],
  before: Record<string, unknown>,
  news: Record<string, unknown>,
): Record<string, DiffKind> {
  const out: Record<string, DiffKind> = {};
  // A member added or removed whole says so once: its members are not listed beside it.
  const whole = changes.filter((c) => baseKind(c, before) !== "UPDATE").map((c) => `${c.path}.`);
  for (const change of changes) {
    if (whole.some((prefix) => change.path.startsWith(prefix))) continue;
    const parts = change.path.split(".");
    const base = baseKind(change, before);
    const put = (path: string, kind: Base) => {
      out[path] = change.createOnly ? (`${kind}_REPLACE` as DiffKind) : kind;
    };
    const schema = memberAt(spec.input, parts, "pulumi")?.schema;
    const ov = getPath(before, parts);
    const nv = getPath(news, parts);
    if (base === "UPDATE" && schema && !containsUnknown(nv)) itemDiffs(schema, change.path, ov, nv, put);
    else put(change.path, base);
  }
  return out;
}

function baseKind(change: Change, before: Record<string, unknown>): Base {
  if (change.action === "clear") return "DELETE";
  return isSet(getPath(before, change.path.split("."))) ? "UPDATE" : "ADD";
}

/** A changed list or map, item by item: `hostports[1]` added, `labels.tier` changed; anything else whole. */
function itemDiffs(
  schema: Parameters<typeof shapeOf>[0],
  path: string,
  ov: unknown,
  nv: unknown,
  put: (path: string, kind: Base) => void,
) {
  const shape = shapeOf(schema);
  if (shape === "list" && Array.isArray(ov) && Array.isArray(nv)) {
    for (let i = 0; i < Math.max(ov.length, nv.length); i++) {
      const at = `${path}[${i}]`;
      if (i >= ov.length) put(at, "ADD");
      else if (i >= nv.length) put(at, "DELETE");
      else if (!deepEqual(ov[i], nv[i])) put(at, "UPDATE");
    }
    return;
  }
  if (shape === "map" && isPlainObject(ov) && isPlainObject(nv)) {
    for (const key of new Set([...Object.keys(ov), ...Object.keys(nv)])) {
      const at = `${path}${keySegment(key)}`;
      if (!isSet(ov[key])) put(at, "ADD");
      else if (!isSet(nv[key])) put(at, "DELETE");
      else if (!deepEqual(ov[key], nv[key])) put(at, "UPDATE");
    }
    return;
  }
  put(path, "UPDATE");
}

import type { z } from "zod";
import { elementOf, isPlainObject, shapeOf, type Member, membersOf, walk } from "../../catalog";
import { type ClassSpec, specOf } from "../base/specs";

/** A path into a value: member names and list indexes. */
export type ValuePath = (string | number)[];

/**
 * Where some values of a class (its outputs, or its inputs) hold a member the catalog flags secret, at any
 * depth (`target.datadog.apiKey`, each list item's secret): a native provider wraps exactly those values as
 * secrets, where the dynamic provider can only name whole top-level outputs (specs.ts `secretOutputs`).
 */
export function secretPaths(spec: ClassSpec, outputs: Record<string, unknown>): ValuePath[] {
  const paths: ValuePath[] = [];
  const inputMembers = membersOf(spec.input);
  const responseMembers = membersOf(spec.response);
  for (const [key, value] of Object.entries(outputs)) {
    const member =
      inputMembers.find((m) => m.pulumiName === key) ?? responseMembers.find((m) => m.pulumiName === key);
    if (member) collect(member, value, [key], paths);
  }
  return paths;
}

function collect(member: Member, value: unknown, at: ValuePath, paths: ValuePath[]) {
  if (value === undefined || value === null) return;
  if (member.flags.secret) {
    paths.push(at);
    return;
  }
  inside(member.schema, value, at, paths);
}

function inside(schema: z.ZodType, value: unknown, at: ValuePath, paths: ValuePath[]) {
  const shape = shapeOf(schema);
  if (shape === "object" && isPlainObject(value)) {
    for (const m of membersOf(schema)) collect(m, value[m.pulumiName], [...at, m.pulumiName], paths);
  } else if (shape === "list" && Array.isArray(value)) {
    for (const [i, item] of value.entries()) inside(elementOf(schema), item, [...at, i], paths);
  } else if (shape === "map" && isPlainObject(value)) {
    for (const [k, v] of Object.entries(value)) inside(elementOf(schema), v, [...at, k], paths);
  }
}

/**
 * The dotted Pulumi paths of a class's members whose change replaces the object: its parent ids and every
 * member flagged `createOnly`, at any depth (a path inside a list names the list's items' member:
 * `hostports`, `provider.github.clientId`).
 */
export function createOnlyPaths(className: string): string[] {
  const spec = specOf(className);
  const paths = spec.parents.map((p) => p.pulumi);
  walk(spec.input, (m) => {
    if (m.flags.createOnly) paths.push(m.pulumiPath.join("."));
  });
  return paths;
}

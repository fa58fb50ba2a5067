import { memberAt } from "../../catalog";
import { declaredPaths } from "./state";
import type { ClassSpec } from "../base/specs";
import { containsUnknown, deepEqual, getPath, isSet } from "../base/values";

export interface Change {
  /** Dotted Pulumi path of the member. */
  path: string;
  /** `set`: the declared value must be applied; `clear`: the user removed a member that is set. */
  action: "set" | "clear";
  createOnly: boolean;
}

type Props = Record<string, unknown>;

/**
 * What Pulumi keeps of a resource between operations and gives a provider back: the inputs last applied
 * and the outputs they made. (The dynamic protocol gives only the outputs; host/dynamic.ts makes up the
 * inputs from the record it keeps in them.)
 */
export interface Olds {
  inputs: Props;
  outputs: Props;
}

/** The members of some inputs, without parents and adoption. */
export function memberInputs(spec: ClassSpec, inputs: Props): Props {
  const skip = new Set(["adoptId", ...spec.parents.map((p) => p.pulumi)]);
  return Object.fromEntries(Object.entries(inputs).filter(([k]) => !skip.has(k)));
}

/** The dotted paths of the members some inputs declare. */
export const declaredIn = (spec: ClassSpec, inputs: Props): string[] =>
  declaredPaths(spec.input, memberInputs(spec, inputs));

/** The object as last seen: its outputs, with the parents from the old inputs where outputs lack them. */
export function lastSeen(spec: ClassSpec, olds: Olds): Props {
  const seen: Props = { ...olds.outputs };
  for (const p of spec.parents) if (!isSet(seen[p.pulumi])) seen[p.pulumi] = olds.inputs[p.pulumi];
  return seen;
}

/**
 * What it takes to go from the object as last seen (its outputs) to the declared inputs. Only members
 * declared now or in the old inputs are compared: a member or module the user never declared is the
 * service's or another resource's business, and computed members never differ.
 */
export function changesBetween(spec: ClassSpec, olds: Olds, news: Props): Change[] {
  const changes: Change[] = [];
  const before = lastSeen(spec, olds);
  for (const p of spec.parents) {
    if (news[p.pulumi] !== before[p.pulumi])
      changes.push({ path: p.pulumi, action: "set", createOnly: true });
  }
  const oldDeclared = new Set(declaredIn(spec, olds.inputs));
  const newDeclared = new Set(declaredIn(spec, news));
  for (const path of new Set([...oldDeclared, ...newDeclared])) {
    const member = memberAt(spec.input, path.split("."), "pulumi");
    if (!member) continue;
    const parts = path.split(".");
    const nv = getPath(news, parts);
    const ov = getPath(before, parts);
    const declared = newDeclared.has(path);
    let action: Change["action"] | undefined;
    if (member.shape === "object") {
      // An object's own presence; its members are compared on their own paths.
      if (declared && (!isSet(ov) || containsUnknown(nv))) action = "set";
      else if (!declared && isSet(ov)) action = "clear";
    } else if (declared) {
      if (containsUnknown(nv) || !deepEqual(nv, ov)) action = "set";
    } else if (
      isSet(ov) &&
      ov !== "" &&
      !isEmptyCollection(ov) &&
      clearable(spec, parts, member.flags.createOnly)
    )
      action = "clear";
    if (action) changes.push({ path, action, createOnly: !!member.flags.createOnly });
  }
  return changes;
}

/** The top-level members an update sends: what changed, create-only members excepted (they replace). */
export function changedMembers(spec: ClassSpec, olds: Olds, news: Props): string[] {
  const changes = changesBetween(spec, olds, news).filter((c) => !c.createOnly);
  return [...new Set(changes.map((c) => c.path.split(".")[0]))];
}

/**
 * Whether removing a top-level scalar can be sent: the service clears scalars with "", but a member that
 * does not take "" (an event destination's format) simply keeps its default when no longer declared.
 */
function clearable(spec: ClassSpec, parts: string[], createOnly: boolean | undefined): boolean {
  if (createOnly || parts.length > 1 || !spec.patch) return true;
  const member = memberAt(spec.patch, parts, "pulumi");
  return member?.shape !== "scalar" || member.schema.safeParse("").success;
}

const isEmptyCollection = (v: unknown) =>
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === "object" && v !== null && Object.keys(v).length === 0);

/** What Pulumi's Diff decides: whether anything changes, what replaces, and in which order. */
export const diffResult = (spec: ClassSpec, olds: Olds, news: Props) =>
  decision(spec, changesBetween(spec, olds, news));

export function decision(spec: ClassSpec, changes: Change[]) {
  const replaces = [...new Set(changes.filter((c) => c.createOnly).map((c) => c.path.split(".")[0]))].sort();
  return {
    changes: changes.length > 0,
    replaces,
    deleteBeforeReplace: replaces.length > 0 && spec.deleteBeforeReplace,
  };
}

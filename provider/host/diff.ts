import { memberAt } from "../../catalog";
import { declaredPaths } from "./state";
import type { ClassSpec } from "../specs";
import { containsUnknown, deepEqual, getPath, isSet } from "../values";

export interface Change {
  /** Dotted Pulumi path of the member. */
  path: string;
  /** `set`: the declared value must be applied; `clear`: the user removed a member that is set. */
  action: "set" | "clear";
  createOnly: boolean;
}

/** The members of some inputs, without parents, adoption and the engine's own. */
export function memberInputs(spec: ClassSpec, inputs: Record<string, unknown>): Record<string, unknown> {
  const skip = new Set(["adoptId", "__provider", "__declared", ...spec.parents.map((p) => p.pulumi)]);
  return Object.fromEntries(Object.entries(inputs).filter(([k]) => !skip.has(k)));
}

export function declaredOf(outputs: Record<string, unknown>): string[] {
  return Array.isArray(outputs.__declared) ? (outputs.__declared as string[]) : [];
}

/**
 * What it takes to go from the object as last seen (outputs, which record what was declared) to the
 * declared inputs. Only declared members are compared: a member or module the user never declared is the
 * service's or another resource's business, and computed members never differ.
 */
export function changesBetween(
  spec: ClassSpec,
  olds: Record<string, unknown>,
  news: Record<string, unknown>,
): Change[] {
  const changes: Change[] = [];
  for (const p of spec.parents) {
    if (news[p.pulumi] !== olds[p.pulumi]) changes.push({ path: p.pulumi, action: "set", createOnly: true });
  }
  const oldDeclared = new Set(declaredOf(olds));
  const newDeclared = new Set(declaredPaths(spec.input, memberInputs(spec, news)));
  for (const path of new Set([...oldDeclared, ...newDeclared])) {
    const member = memberAt(spec.input, path.split("."), "pulumi");
    if (!member) continue;
    const parts = path.split(".");
    const nv = getPath(news, parts);
    const ov = getPath(olds, parts);
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
export function changedMembers(
  spec: ClassSpec,
  olds: Record<string, unknown>,
  news: Record<string, unknown>,
): string[] {
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

export function diffResult(spec: ClassSpec, olds: Record<string, unknown>, news: Record<string, unknown>) {
  const changes = changesBetween(spec, olds, news);
  const replaces = [...new Set(changes.filter((c) => c.createOnly).map((c) => c.path.split(".")[0]))].sort();
  return {
    changes: changes.length > 0,
    replaces,
    deleteBeforeReplace: replaces.length > 0 && spec.deleteBeforeReplace,
  };
}

/**
 * What a run did or would do, one step per resource, and the URN rules the engine follows.
 */
import type { ResourceState } from "./checkpoint";

export const ROOT_STACK_TYPE = "pulumi:pulumi:Stack";
/** Type tokens the provider host serves; any other custom type has no provider in the test engine. */
export const DYNAMIC_TYPE_PREFIX = "pulumi-nodejs:dynamic";

export type StepOp = "create" | "update" | "replace" | "delete" | "same" | "read" | "discard" | "refresh";

export interface Step {
  op: StepOp;
  urn: string;
  type: string;
  name: string;
  /** Top-level members that changed (update, replace) or drifted (refresh), sorted. */
  diffs?: string[];
  /** Members whose change forces the replacement. */
  replaces?: string[];
  deleteBeforeReplace?: boolean;
  /** Preview only: top-level inputs that are not known yet (they depend on outputs of other resources). */
  unknowns?: string[];
  /** Refresh only: what Read found. */
  drift?: "none" | "changed" | "gone";
}

/**
 * The engine's URN: the parent's qualified type is prefixed (`Parent$Child`) unless the parent is the
 * root stack. Worked out from `stepGenerator.generateURN` and `resource.NewURN`.
 */
export function makeUrn(
  stack: string,
  project: string,
  type: string,
  name: string,
  parentUrn?: string,
): string {
  let qualified = type;
  if (parentUrn) {
    const parentType = qualifiedTypeOf(parentUrn);
    if (parentType !== ROOT_STACK_TYPE) qualified = `${parentType}$${type}`;
  }
  return `urn:pulumi:${stack}::${project}::${qualified}::${name}`;
}

export function qualifiedTypeOf(urn: string): string {
  return urn.split("::")[2] ?? "";
}

export function nameOf(urn: string): string {
  return urn.split("::").slice(3).join("::");
}

export function stepFor(
  state: Pick<ResourceState, "urn" | "type">,
  op: StepOp,
  extra: Partial<Step> = {},
): Step {
  return { op, urn: state.urn, type: state.type, name: nameOf(state.urn), ...extra };
}

export function isDynamic(type: string): boolean {
  return type.startsWith(DYNAMIC_TYPE_PREFIX);
}

/**
 * Orders resources so that each comes after everything it depends on (dependencies and parent), keeping
 * the given order otherwise: the order a snapshot is kept in, and the reverse of the order deletes run.
 */
export function dependencyOrder(resources: ResourceState[]): ResourceState[] {
  const byUrn = new Map(resources.map((r) => [r.urn, r]));
  const done = new Set<string>();
  const out: ResourceState[] = [];
  const visit = (r: ResourceState, path: Set<string>) => {
    if (done.has(r.urn) || path.has(r.urn)) return;
    path.add(r.urn);
    for (const dep of [...(r.parent ? [r.parent] : []), ...r.dependencies]) {
      const d = byUrn.get(dep);
      if (d) visit(d, path);
    }
    done.add(r.urn);
    out.push(r);
  };
  for (const r of resources) visit(r, new Set());
  return out;
}

/** A step list that tells `onStep` of each step as it is recorded (progress for the demo), or a plain one. */
export function observedSteps(onStep?: (step: Step) => void): Step[] {
  const steps: Step[] = [];
  if (onStep)
    steps.push = (...items: Step[]) => {
      for (const item of items) onStep(item);
      return Array.prototype.push.apply(steps, items);
    };
  return steps;
}

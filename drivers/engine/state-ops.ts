/**
 * Operations over existing state that do not run the program: deleting resources (in reverse dependency
 * order), refresh through Read and Diff, and destroy.
 */
import { availableParallelism } from "node:os";
import type { ResourceState } from "./checkpoint";
import type { ProviderHost } from "./provider-host";
import { changedKeys } from "./rpc-values";
import { dependencyOrder, isDynamic, type Step, stepFor } from "./steps";

export interface OpContext {
  host: ProviderHost;
  dryRun: boolean;
  steps: Step[];
  errors: string[];
}

/** The engine's message for a protected resource it was asked to delete (`deleteProtectedError`). */
export function deleteProtectedMessage(urn: string): string {
  return (
    `resource "${urn}" cannot be deleted\nbecause it is protected. To unprotect the resource, either remove ` +
    "the `protect` flag from the resource in your Pulumi program and run `pulumi up`"
  );
}

/**
 * Deletes `doomed` in reverse dependency order, one at a time. A protected resource is reported and
 * kept; the others still go, as the engine continues past protect errors (`deleteProtectedError` in
 * step_executor.go), except what a kept resource depends on, which we keep too so the state stays whole.
 * Returns the URNs actually deleted (or, in preview, that would be).
 */
export async function deleteInReverseOrder(ctx: OpContext, doomed: ResourceState[]): Promise<Set<string>> {
  const deleted = new Set<string>();
  const keep = new Set<string>();
  for (const r of dependencyOrder(doomed).reverse()) {
    if (r.protect) ctx.errors.push(deleteProtectedMessage(r.urn));
    if (r.protect || keep.has(r.urn)) {
      for (const dep of [...r.dependencies, ...(r.parent ? [r.parent] : [])]) keep.add(dep);
      continue;
    }
    await deleteOne(ctx, r, "delete");
    deleted.add(r.urn);
  }
  return deleted;
}

/** Deletes one resource (no-op for components and resources read with `get`, which the stack does not own). */
export async function deleteOne(ctx: OpContext, r: ResourceState, op: "delete" | "replace"): Promise<void> {
  if (op === "delete") ctx.steps.push(stepFor(r, r.external ? "discard" : "delete"));
  if (ctx.dryRun || !r.custom || r.external) return;
  if (!isDynamic(r.type))
    throw new Error(`cannot delete ${r.urn}: the test engine only has a provider for dynamic resources`);
  await ctx.host.delete({ urn: r.urn, id: r.id ?? "", outputs: r.outputs, oldInputs: r.inputs });
}

/**
 * Refreshes every custom resource through Read. A resource whose Read answers no id is gone and leaves
 * the state; otherwise its outputs (and its inputs, when the provider returns them) are replaced.
 * Worked out from `RefreshStep.Apply` (step.go): `id == ""` means deleted.
 */
export async function refreshAll(
  ctx: OpContext,
  resources: ResourceState[],
  parallel = defaultParallel(),
): Promise<ResourceState[]> {
  const outcomes = await mapAtMost(parallel, resources, (r) => refreshOne(ctx, r));
  // Steps and state in the state's order, whatever order the reads finished in.
  const refreshed: ResourceState[] = [];
  for (const { step, state } of outcomes) {
    if (step) ctx.steps.push(step);
    if (state) refreshed.push(state);
  }
  return refreshed;
}

/**
 * Refresh steps in flight at once, as the CLI runs them (docs/contract.md §9): `--parallel` workers (by
 * default four per core: `defaultParallel` in the CLI's up.go), each taking the next resource in state
 * order and making its Read and then its Diff before taking another. So at `--parallel 1` the provider
 * sees one read at a time, oldest first; its coalesced reads must hold under exactly that.
 */
export function defaultParallel(): number {
  return availableParallelism() * 4;
}

async function refreshOne(ctx: OpContext, r: ResourceState): Promise<{ step?: Step; state?: ResourceState }> {
  if (!r.custom || !isDynamic(r.type)) return { state: r };
  const read = await ctx.host.read({
    urn: r.urn,
    id: r.id ?? "",
    outputs: r.outputs,
    inputs: r.inputs,
    additionalSecretOutputs: r.additionalSecretOutputs,
  });
  if (!read.id) return { step: stepFor(r, "refresh", { drift: "gone", diffs: [] }) };
  const inputs = read.inputs ?? r.inputs;
  // Drift is what the provider's Diff says, as in the CLI since 3.120 (`RefreshStep.Apply`): the diff a
  // no-change `up` would make next (refreshed inputs and outputs as the old state, the old inputs as the
  // new ones), not any changed output: an output the program never declared may change without drift.
  const diff = await ctx.host.diff({
    urn: r.urn,
    id: read.id,
    oldOutputs: read.outputs,
    oldInputs: inputs,
    newInputs: r.inputs,
  });
  const diffs = diff.changes === "none" ? [] : changedKeys(r.outputs, read.outputs, ["__provider"]);
  return {
    step: stepFor(r, "refresh", { drift: diff.changes === "none" ? "none" : "changed", diffs }),
    state: { ...r, id: read.id, outputs: read.outputs, inputs },
  };
}

/** `items.map(fn)` with at most `limit` calls of `fn` in flight, answers in the items' order. */
async function mapAtMost<T, U>(limit: number, items: T[], fn: (item: T) => Promise<U>): Promise<U[]> {
  const answers: U[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      answers[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return answers;
}

/** Deletes everything in the state. Returns what remains: protected resources and what they depend on. */
export async function destroyAll(ctx: OpContext, resources: ResourceState[]): Promise<ResourceState[]> {
  const deleted = await deleteInReverseOrder(ctx, resources);
  return resources.filter((r) => !deleted.has(r.urn));
}

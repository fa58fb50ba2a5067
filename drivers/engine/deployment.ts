/**
 * One run of a program against old state: turns each RegisterResource / ReadResource into steps the way
 * the engine's step generator does (ignoreChanges, Check, Diff, then create / same / update / replace),
 * and at the end deletes what the program no longer declares.
 */
import type { ResourceState } from "./checkpoint";
import { processIgnoreChanges } from "./property-path";
import type { ProviderHost } from "./provider-host";
import {
  changedKeys,
  containsSecrets,
  containsUnknowns,
  deepCopy,
  isSecret,
  type PropertyMap,
  UNKNOWN,
} from "./rpc-values";
import { deleteInReverseOrder, deleteOne, type OpContext } from "./state-ops";
import { dependencyOrder, isDynamic, makeUrn, ROOT_STACK_TYPE, type Step, stepFor } from "./steps";

/** A RegisterResource request, decoded. */
export interface RegisterGoal {
  type: string;
  name: string;
  parent?: string;
  custom: boolean;
  inputs: PropertyMap;
  dependencies: string[];
  propertyDependencies: Record<string, string[]>;
  protect: boolean;
  ignoreChanges: string[];
  /** undefined when the program did not set the option. */
  deleteBeforeReplace?: boolean;
  additionalSecretOutputs: string[];
}

export interface ReadGoal {
  type: string;
  name: string;
  id: string;
  parent?: string;
  properties: PropertyMap;
  dependencies: string[];
  additionalSecretOutputs: string[];
}

export class Deployment {
  readonly steps: Step[];
  readonly errors: string[] = [];
  readonly infos: string[] = [];
  /** New state, in the order registrations completed (so dependencies come first). */
  private readonly news: ResourceState[] = [];
  private readonly olds: Map<string, ResourceState>;
  /** Old resources already deleted during the run (delete-before-replace and its dependents). */
  private readonly deletedEarly = new Map<string, ResourceState>();
  /** Old versions of create-before-delete replacements, deleted at the end. */
  private readonly condemned: ResourceState[] = [];
  private readonly seen = new Set<string>();
  rootUrn = "";

  constructor(
    private readonly host: ProviderHost,
    private readonly oldState: ResourceState[],
    private readonly opts: { project: string; stack: string; dryRun: boolean; steps?: Step[] },
  ) {
    this.steps = opts.steps ?? [];
    this.olds = new Map(oldState.map((r) => [r.urn, r]));
  }

  private get ctx(): OpContext {
    return { host: this.host, dryRun: this.opts.dryRun, steps: this.steps, errors: this.errors };
  }

  async register(goal: RegisterGoal): Promise<ResourceState> {
    const urn = makeUrn(this.opts.stack, this.opts.project, goal.type, goal.name, goal.parent);
    if (this.seen.has(urn))
      throw this.fail(`duplicate resource URN '${urn}': give each resource a unique name`);
    this.seen.add(urn);
    if (goal.type === ROOT_STACK_TYPE) this.rootUrn = urn;
    const old = this.olds.get(urn);
    const state: ResourceState = {
      urn,
      custom: goal.custom,
      type: goal.type,
      inputs: goal.inputs,
      outputs: {},
      parent: goal.parent,
      dependencies: goal.dependencies,
      propertyDependencies: goal.propertyDependencies,
      protect: goal.protect,
      additionalSecretOutputs: goal.additionalSecretOutputs,
      ...(goal.deleteBeforeReplace !== undefined ? { deleteBeforeReplace: goal.deleteBeforeReplace } : {}),
    };
    if (!goal.custom) return this.registerComponent(state, old);
    if (!isDynamic(goal.type)) {
      throw this.fail(
        `${goal.type} '${goal.name}' has no provider in the test engine: only dynamic resources are served`,
      );
    }
    await this.checkInputs(state, old, goal);
    const replacedEarly = this.deletedEarly.get(urn);
    if (!old || old.external || replacedEarly) {
      await this.create(state);
      this.steps.push(
        replacedEarly
          ? stepFor(state, "replace", {
              deleteBeforeReplace: true,
              diffs: changedKeys(replacedEarly.inputs, state.inputs, ["__provider"]),
              ...this.unknownsOf(state),
            })
          : stepFor(state, "create", this.unknownsOf(state)),
      );
      return this.keep(state);
    }
    return this.keep(await this.diffAndApply(state, old, goal));
  }

  /** `Resource.get`: reads the object through the provider; it joins the state as external. */
  async read(goal: ReadGoal): Promise<ResourceState> {
    const urn = makeUrn(this.opts.stack, this.opts.project, goal.type, goal.name, goal.parent);
    if (!isDynamic(goal.type))
      throw this.fail(`${goal.type} '${goal.name}' cannot be read: not a dynamic resource`);
    this.seen.add(urn);
    const result = await this.host.read({
      urn,
      id: goal.id,
      outputs: goal.properties,
      additionalSecretOutputs: goal.additionalSecretOutputs,
    });
    if (!result.id)
      throw this.fail(`resource '${goal.id}' does not exist: check the id given to ${goal.type}.get`);
    const state: ResourceState = {
      urn,
      custom: true,
      external: true,
      id: result.id,
      type: goal.type,
      inputs: result.inputs ?? goal.properties,
      outputs: result.outputs,
      parent: goal.parent,
      dependencies: goal.dependencies,
      additionalSecretOutputs: goal.additionalSecretOutputs,
    };
    this.steps.push(stepFor(state, "read"));
    return this.keep(state);
  }

  /** RegisterResourceOutputs: a component's (or the root stack's) outputs. */
  registerOutputs(urn: string, outputs: PropertyMap): void {
    const state = this.news.find((r) => r.urn === urn);
    if (!state) throw new Error(`RegisterResourceOutputs for unknown resource ${urn}`);
    state.outputs = outputs;
  }

  /**
   * After the program exits successfully: deletes old resources it no longer declares and the old
   * halves of create-before-delete replacements, in reverse dependency order.
   */
  async finish(): Promise<void> {
    if (this.errors.length) return;
    const unclaimed = this.oldState.filter((r) => !this.seen.has(r.urn) && !this.deletedEarly.has(r.urn));
    const deleted = await deleteInReverseOrder(this.ctx, [...unclaimed, ...this.condemned]);
    this.leftover = unclaimed.filter((r) => !deleted.has(r.urn));
  }

  private leftover: ResourceState[] = [];

  /** The state to save: the new resources, then old ones that are still there, in dependency order. */
  finalState(): ResourceState[] {
    const newUrns = new Set(this.news.map((r) => r.urn));
    const untouched = this.errors.length
      ? this.oldState.filter((r) => !newUrns.has(r.urn) && !this.deletedEarly.has(r.urn))
      : this.leftover;
    return dependencyOrder([...this.news, ...untouched]);
  }

  private registerComponent(state: ResourceState, old: ResourceState | undefined): ResourceState {
    state.outputs = old?.outputs ?? {};
    const diffs = old ? changedKeys(old.inputs, state.inputs) : [];
    this.steps.push(
      stepFor(state, !old ? "create" : diffs.length ? "update" : "same", diffs.length ? { diffs } : {}),
    );
    return this.keep(state);
  }

  /** ignoreChanges, then Check (`continueStepsFromRefresh` … `prov.Check` in step_generator.go). */
  private async checkInputs(
    state: ResourceState,
    old: ResourceState | undefined,
    goal: RegisterGoal,
  ): Promise<void> {
    let inputs = goal.inputs;
    if (old && goal.ignoreChanges.length) {
      const processed = processIgnoreChanges(inputs, old.inputs, goal.ignoreChanges);
      inputs = processed.inputs;
      if (processed.invalid.length) {
        this.infos.push(
          `cannot ignore changes in added or removed elements of the path: ${processed.invalid.join(", ")}`,
        );
      }
    }
    const checked = await this.host.check({ urn: state.urn, olds: old?.inputs ?? {}, news: inputs });
    if (checked.failures.length) {
      for (const f of checked.failures) {
        const value = f.property ? displayValue(inputs[f.property]) : "";
        this.errors.push(
          f.property
            ? `${goal.type} resource '${goal.name}': property ${f.property} value ${value} has a problem: ${f.reason}`
            : `${goal.type} resource '${goal.name}' has a problem: ${f.reason}`,
        );
      }
      throw new Error(`resource ${state.urn} has check errors (see the diagnostics)`);
    }
    state.inputs = checked.inputs;
  }

  private async diffAndApply(
    state: ResourceState,
    old: ResourceState,
    goal: RegisterGoal,
  ): Promise<ResourceState> {
    const diff = await this.host.diff({
      urn: state.urn,
      id: old.id ?? "",
      oldOutputs: old.outputs,
      newInputs: state.inputs,
      oldInputs: old.inputs,
    });
    const diffs = changedKeys(old.inputs, state.inputs, ["__provider"]);
    // A provider without diff answers "unknown": compare inputs (`diffResource` in step_generator.go).
    const changed = diff.changes === "unknown" ? diffs.length > 0 : diff.changes === "some";
    state.id = old.id;
    if (!changed) {
      state.outputs = old.outputs;
      this.steps.push(stepFor(state, "same"));
      return state;
    }
    if (diff.replaces.length === 0) {
      state.outputs = this.opts.dryRun
        ? deepCopy(state.inputs)
        : (
            await this.host.update({
              urn: state.urn,
              id: old.id ?? "",
              oldOutputs: old.outputs,
              newInputs: state.inputs,
              oldInputs: old.inputs,
              additionalSecretOutputs: goal.additionalSecretOutputs,
            })
          ).outputs;
      this.steps.push(stepFor(state, "update", { diffs, ...this.unknownsOf(state) }));
      return state;
    }
    return this.replace(state, old, goal, diff.replaces, diff.deleteBeforeReplace, diffs);
  }

  /** Replacement, as in `continueStepsFromDiff`: protect check, re-Check without olds, then DBR or CBD. */
  private async replace(
    state: ResourceState,
    old: ResourceState,
    goal: RegisterGoal,
    replaces: string[],
    providerDbr: boolean,
    diffs: string[],
  ): Promise<ResourceState> {
    if (goal.protect && old.protect) {
      const message =
        `unable to replace resource "${state.urn}"\nas it is currently marked for protection. To unprotect the ` +
        "resource, remove the `protect` flag from the resource in your Pulumi program and run `pulumi up`";
      if (!this.opts.dryRun) throw this.fail(message);
      this.errors.push(message);
    }
    const rechecked = await this.host.check({ urn: state.urn, olds: {}, news: goal.inputs });
    if (rechecked.failures.length === 0) state.inputs = rechecked.inputs;
    const dbr = goal.deleteBeforeReplace ?? providerDbr;
    if (dbr) {
      const dependents = await this.dependentReplacements(old);
      for (const d of [...dependents].reverse()) {
        if (d.protect)
          throw this.fail(
            `unable to replace resource "${d.urn}" as part of replacing "${old.urn}" as it is currently marked for protection`,
          );
        await deleteOne(this.ctx, d, "replace");
        this.deletedEarly.set(d.urn, d);
      }
      await deleteOne(this.ctx, old, "replace");
      this.deletedEarly.set(old.urn, old);
    } else if (!this.opts.dryRun) {
      this.condemned.push(old);
    }
    await this.create(state);
    this.steps.push(
      stepFor(state, "replace", { diffs, replaces, deleteBeforeReplace: dbr, ...this.unknownsOf(state) }),
    );
    return state;
  }

  /**
   * Old resources that must go before `root` is deleted: transitive dependents whose inputs that
   * depend on a replaced resource, set to unknown, make their provider answer a replacement.
   * Worked out from `stepGenerator.calculateDependentReplacements`.
   */
  private async dependentReplacements(root: ResourceState): Promise<ResourceState[]> {
    const replaceSet = new Set([root.urn]);
    const result: ResourceState[] = [];
    const order = dependencyOrder(this.oldState);
    for (const r of order.slice(order.findIndex((o) => o.urn === root.urn) + 1)) {
      if (!r.custom || r.external || this.seen.has(r.urn) || this.deletedEarly.has(r.urn)) continue;
      let touched = false;
      const inputs: PropertyMap = {};
      for (const [key, value] of Object.entries(r.inputs)) {
        const deps = r.propertyDependencies?.[key] ?? [];
        const hit = deps.some((d) => replaceSet.has(d));
        touched ||= hit;
        inputs[key] = hit ? UNKNOWN : value;
      }
      if (!touched) continue;
      const diff = await this.host.diff({
        urn: r.urn,
        id: r.id ?? "",
        oldOutputs: r.outputs,
        newInputs: inputs,
        oldInputs: r.inputs,
      });
      if (diff.replaces.length) {
        replaceSet.add(r.urn);
        result.push(r);
      }
    }
    return result;
  }

  private async create(state: ResourceState): Promise<void> {
    if (this.opts.dryRun) {
      // The dynamic host cannot preview a create: the engine hands back the inputs as the outputs, so
      // every other output is unknown to the program.
      state.id = "";
      state.outputs = deepCopy(state.inputs);
      return;
    }
    const created = await this.host.create({
      urn: state.urn,
      inputs: state.inputs,
      additionalSecretOutputs: state.additionalSecretOutputs,
    });
    state.id = created.id;
    state.outputs = created.outputs;
  }

  private unknownsOf(state: ResourceState): Partial<Step> {
    if (!this.opts.dryRun) return {};
    const unknowns = Object.keys(state.inputs)
      .filter((k) => containsUnknowns(state.inputs[k]))
      .sort();
    return unknowns.length ? { unknowns } : {};
  }

  private keep(state: ResourceState): ResourceState {
    this.news.push(state);
    return state;
  }

  private fail(message: string): Error {
    this.errors.push(message);
    return new Error(message);
  }
}

/** A value for a diagnostic: secrets never shown. */
function displayValue(value: PropertyMap[string] | undefined): string {
  if (value === undefined) return "undefined";
  if (isSecret(value) || containsSecrets(value)) return "[secret]";
  return JSON.stringify(value);
}

import type { z } from "zod";
import { type ModuleDef, membersOf, toWireNames } from "../../catalog";
import { isSet } from "./values";

type Props = Record<string, unknown>;

/** One module call of an update: a PUT replacing the module whole, or (body undefined) a DELETE. */
export interface ModuleStep {
  module: string;
  body: unknown;
}

/** What an update of a resource sends: plain members in one PATCH, then module calls in order. */
export interface UpdatePlan {
  patch: Props | undefined;
  modules: ModuleStep[];
}

/**
 * Plans what changed, and only that: plain members in one PATCH; modules through their own endpoints, a PUT
 * replacing one whole, a DELETE removing one. The module that carries traffic (the catalog's
 * `carriesTraffic`: a backend) goes on after the others and comes off before them, so a half-applied
 * update never exposes traffic without its protection.
 *
 * `changed` holds the Pulumi names of the top-level members that changed; `inputs` the declared members.
 */
export function planUpdate(
  className: string,
  input: z.ZodType,
  modules: ReadonlyMap<string, ModuleDef>,
  changed: Iterable<string>,
  inputs: Props,
): UpdatePlan {
  const patch: Props = {};
  const puts: ModuleStep[] = [];
  const deletes: ModuleStep[] = [];
  for (const name of new Set(changed)) {
    const member = membersOf(input).find((m) => m.pulumiName === name);
    if (!member) continue;
    const value = inputs[name];
    if (modules.has(member.wireName)) {
      if (isSet(value)) puts.push({ module: member.wireName, body: toWireNames(member.schema, value) });
      else deletes.push({ module: member.wireName, body: undefined });
    } else
      patch[member.wireName] = isSet(value)
        ? toWireNames(member.schema, value)
        : cleared(className, member.shape, name);
  }
  const traffic = (step: ModuleStep) => !!modules.get(step.module)?.carriesTraffic;
  const steps = [
    ...deletes.filter(traffic),
    ...puts.filter((s) => !traffic(s)),
    ...deletes.filter((s) => !traffic(s)),
    ...puts.filter(traffic),
  ];
  return { patch: Object.keys(patch).length > 0 ? patch : undefined, modules: steps };
}

/** The value that clears a member the user removed (docs/contract.md §4: scalars are cleared with ""). */
function cleared(className: string, shape: string, name: string): unknown {
  if (shape === "scalar") return "";
  if (shape === "list") return [];
  if (shape === "map") return {};
  throw new Error(`${className}.${name} cannot be removed once set; set it to the value you want instead.`);
}

import type { z } from "zod";
import { membersOf, toWireNames } from "../sdk/catalog";
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
 * replacing one whole, a DELETE removing one. Security modules go on before the backend and the backend
 * comes off first, so a half-applied update never exposes traffic without its protection.
 *
 * `changed` holds the Pulumi names of the top-level members that changed; `inputs` the declared members.
 */
export function planUpdate(
  className: string,
  input: z.ZodType,
  moduleNames: ReadonlySet<string>,
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
    if (moduleNames.has(member.wireName)) {
      if (isSet(value)) puts.push({ module: member.wireName, body: toWireNames(member.schema, value) });
      else deletes.push({ module: member.wireName, body: undefined });
    } else
      patch[member.wireName] = isSet(value)
        ? toWireNames(member.schema, value)
        : cleared(className, member.kind, name);
  }
  const isBackend = (step: ModuleStep) => step.module === "backend";
  const modules = [
    ...deletes.filter(isBackend),
    ...puts.filter((s) => !isBackend(s)),
    ...deletes.filter((s) => !isBackend(s)),
    ...puts.filter(isBackend),
  ];
  return { patch: Object.keys(patch).length > 0 ? patch : undefined, modules };
}

/** The value that clears a member the user removed (decisions.md §4: scalars are cleared with ""). */
function cleared(className: string, kind: string, name: string): unknown {
  if (kind === "scalar") return "";
  if (kind === "list") return [];
  if (kind === "map") return {};
  throw new Error(`${className}.${name} cannot be removed once set; set it to the value you want instead.`);
}

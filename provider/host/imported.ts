/**
 * What `pulumi import` is answered: the inputs a program would declare to get exactly the object read by id
 * alone. Every member the object holds counts as declared, except those holding the value the service
 * stores when a request leaves them out (the catalog's `serviceDefault` flag, docs/contract.md §2): a program
 * that leaves them out gets the same object, and the generated code stays the program a user would write.
 */
import type { z } from "zod";
import { quoteValue, walk } from "../../catalog";
import { idForm, namesParents } from "../base/ids";
import { token } from "../model";
import type { ClassSpec } from "../base/specs";
import { getPath } from "../base/values";
import { memberInputs } from "./diff";
import { declaredPaths, inputsFromState } from "./state";

type Props = Record<string, unknown>;

/** Dotted paths of the members (not inside lists) that hold their service default in `values`. */
function defaultedPaths(schema: z.ZodType, values: Props): Set<string> {
  const paths = new Set<string>();
  walk(schema, (m) => {
    const fallback = m.flags.serviceDefault;
    if (m.inList || fallback === undefined) return;
    if (getPath(values, m.pulumiPath) === fallback) paths.add(m.pulumiPath.join("."));
  });
  return paths;
}

/** The inputs of an imported object: its members but the defaulted ones, and its parents' ids. */
export function importedInputs(spec: ClassSpec, outs: Props): Props {
  const defaulted = defaultedPaths(spec.input, outs);
  const declared = declaredPaths(spec.input, memberInputs(spec, outs)).filter((p) => !defaulted.has(p));
  const parents = Object.fromEntries(spec.parents.map((p) => [p.pulumi, outs[p.pulumi]]));
  return { ...inputsFromState(spec.input, declared, outs), ...parents };
}

/**
 * An import's id must name the object's parents: there is no state to give them. Throws, saying the form
 * (the README's table "Reading existing objects" lists each class's), when it does not.
 */
export function checkImportId(spec: ClassSpec, id: string): void {
  if (namesParents(spec, id)) return;
  const moduleName = spec.def.is === "module" ? spec.def.module.module : undefined;
  const form = idForm(spec, moduleName);
  throw new Error(
    `${spec.className} ${quoteValue(id)} cannot be imported by that id: a ${spec.className} is imported by "${form}" (its ${spec.parents.map((p) => p.pulumi).join(" and ")} first), for example pulumi import ${token(spec.className)} <name> ${form}.`,
  );
}

/**
 * Composite ids. A resource's id is its own (`rt_1`), or `<edgeId>/<routeId>` when a program reads it with
 * `X.get(name, id)`; a module has no id of its own, so its id is its parents' ids and its name.
 */
import { quoteValue } from "../../catalog";

/** What an id depends on in a class: its parents, and whether the id ends with the object's own id. */
export interface IdShape {
  className: string;
  /** Parent ids, in path order, with their Pulumi names (edgeId, routeId). */
  parents: { wire: string; pulumi: string }[];
  /** A resource's id ends with its own segment; a module's id is its parents and its name. */
  ownSegment: boolean;
}

type Props = Record<string, unknown>;

/** The parents' ids: from the inputs (or state), or, for `X.get(name, id)`, from the composite id. */
export function parentIds(shape: IdShape, props: Props, id?: string): string[] {
  const fromProps = shape.parents.map((p) => props[p.pulumi]);
  if (fromProps.every((v) => typeof v === "string" && v !== "")) return fromProps as string[];
  if (namesParents(shape, id ?? "")) return (id ?? "").split("/").slice(0, shape.parents.length);
  // Reached by `X.get(name, id)` with the object's own id and no state to name its parents.
  const names = shape.parents.map((p) => p.pulumi);
  const form = idForm(shape);
  throw new Error(
    `${shape.className} ${quoteValue(id ?? "")} does not say its ${names.join(" and ")}: read it with ` +
      `${shape.className}.get(name, "${form}"), or give them in the state: ` +
      `${shape.className}.get(name, id, { ${names.join(", ")} }).`,
  );
}

/**
 * The id a class is read and imported by, in words: `<edgeId>/<id>`, or for a module its parents, then its
 * name when given (`<edgeId>/<routeId>/circuit_breaker`).
 */
export function idForm(shape: IdShape, moduleName?: string): string {
  const last = shape.ownSegment ? ["<id>"] : moduleName ? [moduleName] : [];
  return [...shape.parents.map((p) => `<${p.pulumi}>`), ...last].join("/");
}

/** Whether an id names the parents of its object, as an import's id must (there is no state to give them). */
export const namesParents = (shape: IdShape, id: string) =>
  id.split("/").length >= shape.parents.length + (shape.ownSegment ? 1 : 0);

/** The object's own id for the API: the last segment of a composite id. */
export const ownId = (id: string) => id.split("/").pop() as string;

/** A module's id: its parents' ids and its name, `<edgeId>/<routeId>/backend`. */
export const moduleId = (parents: string[], module: string) => [...parents, module].join("/");

/**
 * How a module declared as its own resource finds the route or edge it belongs to, and how two routes find their
 * edge: the parent id member (the module's last parent, a route's edge) holds the id when it is known, and the
 * engine's property dependencies name the owner's URN while it is not (a preview of new resources).
 */
import type { ClassSpec } from "../base/specs";
import { isUnknownValue, plainOf } from "./facts";
import type { PolicyResource } from "./types";

/** The keys an owner is known by: its URN and, where known, its id. */
export function ownKeys(resource: PolicyResource): string[] {
  const keys: string[] = [];
  if (resource.urn) keys.push(`urn:${resource.urn}`);
  const id = resource.id ?? plainOf(resource.props.id);
  if (typeof id === "string" && !isUnknownValue(id)) keys.push(`id:${id}`);
  return keys;
}

/**
 * The keys of the owner a resource points at through its parent id member `idMember` (a program name), or
 * undefined when it cannot be told before deploy (an unknown id from no resource of this stack).
 */
export function ownerKeys(resource: PolicyResource, idMember: string): string[] | undefined {
  const keys: string[] = [];
  const id = plainOf(resource.props[idMember]);
  if (typeof id === "string" && !isUnknownValue(id)) keys.push(`id:${id}`);
  for (const urn of resource.propertyDependencies?.[idMember] ?? []) keys.push(`urn:${urn}`);
  return keys.length > 0 ? keys : undefined;
}

/** The member that names the object a class belongs to: a module's owner, a route's edge (its last parent). */
export const ownerIdMember = (spec: ClassSpec): string | undefined =>
  spec.parents[spec.parents.length - 1]?.pulumi;

import { type ResourceDef, resourceList } from "pulumi-tunnels/catalog";

const byKind = new Map(resourceList.map((d) => [d.kind, d]));

/**
 * The resource a member's `references` flag names: the collection its ids must exist in (a write naming
 * one that does not is a 400, code 223) and the one its response Refs point into. `owner_id` names a user,
 * not a resource: the API key hook checks it.
 */
export function referencedResource(kind: string): ResourceDef {
  const def = byKind.get(kind);
  if (!def) throw new Error(`catalog: a member references "${kind}", which is no resource's kind`);
  return def;
}

/** What a kind is called in messages: "IP policy", "event destination". */
export const humanName = (def: ResourceDef) => def.kind.replace(/_/g, " ").replace(/^ip /, "IP ");

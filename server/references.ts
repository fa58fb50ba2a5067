import { type ResourceDef, resources } from "../sdk/catalog";

/**
 * Request members that name another object by id, and the collection the id must exist in. A write
 * naming an id that does not exist is a 400 (code 223); a response shows each as a Ref (`requestAs`).
 * `owner_id` names a user, not a resource: the API key hook checks it.
 */
export const REFERENCES: Record<string, ResourceDef> = {
  backend_id: resources.tunnelGroupBackends,
  ip_policy_ids: resources.ipPolicies,
  ip_policy_id: resources.ipPolicies,
  destination_ids: resources.eventDestinations,
};

/** What a kind is called in messages: "IP policy", "event destination". */
export const humanName = (def: ResourceDef) => def.kind.replace(/_/g, " ").replace(/^ip /, "IP ");

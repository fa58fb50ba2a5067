import { z } from "zod";
import { enabled, type Mode, obj, only, ref } from "../fields";
import { field, flagged } from "../flags";
import { ipPolicies } from "../resources/ip-policies";

/** The IP restriction module of routes and TLS edges: which source IPs may reach them (docs/contract.md §4). */

export function ipRestrictionModule<M extends Mode>(mode: M) {
  // It keeps out every source IP its policies do not allow (the security rules read the flag).
  const schema = obj(mode, {
    enabled: enabled(),
    ...only(mode, "request", {
      ip_policy_ids: field(
        z.array(z.string().min(1, "must not be empty")).min(1, "name at least one IP policy"),
        "Ids of the IP policies that decide whether a source IP is allowed.",
        { references: ipPolicies.kind },
      ),
    }),
    ...only(mode, "response", {
      ip_policies: field(z.array(ref("An IP policy.")), "The IP policies applied.", {
        requestAs: "ip_policy_ids",
        references: ipPolicies.kind,
      }),
    }),
  });
  return flagged(schema, { guards: "source" });
}

/** The route's entry in ROUTE_MODULES (index.ts). */
export const ipRestrictionRoute = {
  request: ipRestrictionModule("request"),
  response: ipRestrictionModule("response"),
  doc: "IP restriction module: which source IPs may reach the route.",
};

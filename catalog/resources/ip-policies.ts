import { identity, type Mode, obj, only } from "../fields";
import { describedBy, updateSchema } from "../shared-members";
import { defineResource } from "../types";

function ipPolicy<M extends Mode>(mode: M) {
  return obj(mode, {
    ...only(mode, "response", identity("IP policy")),
    ...describedBy("IP policy"),
  });
}

export const ipPolicies = defineResource({
  className: "IpPolicy",
  clientName: "ipPolicies",
  kind: "ip_policy",
  emitsEvents: true,
  collection: "/ip_policies",
  parents: [],
  idPrefix: "ipp_",
  listKey: "ip_policies",
  operations: ["create", "get", "list", "update", "delete"],
  create: ipPolicy("request"),
  update: updateSchema("IP policy"),
  response: ipPolicy("response"),
  description: "An IP policy: a named set of allow and deny rules that IP restriction modules apply.",
});

import { z } from "zod";
import { cidr, identity, type Mode, obj, ref, only } from "../fields";
import { describedBy, updateSchema } from "../shared-members";
import { field } from "../flags";
import { defineResource } from "../types";

const cidrField = () =>
  field(cidr, "The network the rule matches, in CIDR notation; IPv6 is stored in lower case.", {
    lowercase: true,
    network: true,
  });

function ipPolicyRule<M extends Mode>(mode: M) {
  return obj(mode, {
    ...only(mode, "response", identity("IP policy rule")),
    ...describedBy("IP policy rule"),
    cidr: cidrField(),
    action: field(
      z.enum(["allow", "deny"], { message: "must be allow or deny" }),
      "Whether matching traffic is allowed or denied.",
      { createOnly: true, grantsWhen: "allow" },
    ),
    ...only(mode, "request", {
      ip_policy_id: field(
        z.string().min(1, "must not be empty"),
        "Id of the IP policy the rule belongs to.",
        { createOnly: true, references: "ip_policy" },
      ),
    }),
    ...only(mode, "response", {
      ip_policy: ref("The IP policy the rule belongs to.", {
        requestAs: "ip_policy_id",
        references: "ip_policy",
        createOnly: true,
      }),
    }),
  });
}

export const ipPolicyRules = defineResource({
  className: "IpPolicyRule",
  clientName: "ipPolicyRules",
  kind: "ip_policy_rule",
  emitsEvents: true,
  collection: "/ip_policy_rules",
  parents: [],
  idPrefix: "ipr_",
  listKey: "ip_policy_rules",
  operations: ["create", "get", "list", "update", "delete"],
  create: ipPolicyRule("request"),
  update: updateSchema("IP policy rule", {
    cidr: cidrField().optional(),
  }),
  response: ipPolicyRule("response"),
  description: "A rule of an IP policy: allow or deny one network.",
});

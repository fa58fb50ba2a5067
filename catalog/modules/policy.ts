import { z } from "zod";
import { enabled, type Mode, obj, stringList } from "../fields";
import { field } from "../flags";
import { userMap } from "../user-keys";

/** The traffic policy module of routes: rules of CEL expressions and actions. */

export const POLICY_ACTION_TYPES = [
  "add-headers",
  "compress-response",
  "custom-response",
  "deny",
  "jwt-validation",
  "log",
  "rate-limit",
  "redirect",
  "remove-headers",
  "restrict-ips",
  "url-rewrite",
] as const;

function endpointRule<M extends Mode>(mode: M) {
  return obj(mode, {
    name: field(z.string(), "Name of the rule.").optional(),
    expressions: stringList(
      "CEL expressions selecting the traffic the rule applies to; stored as sent.",
    ).optional(),
    actions: field(
      z.array(
        obj(mode, {
          type: field(
            z.enum(POLICY_ACTION_TYPES, { message: `must be one of ${POLICY_ACTION_TYPES.join(", ")}` }),
            "The action's type.",
          ),
          config: userMap(
            "The action's configuration, free JSON kept as sent.",
            z.string(),
            z.unknown(),
          ).optional(),
        }),
      ),
      "The actions of the rule, in order.",
    ).optional(),
  });
}

export function policyModule<M extends Mode>(mode: M) {
  return obj(mode, {
    enabled: enabled(),
    inbound: field(z.array(endpointRule(mode)), "Rules applied to traffic coming in.", {
      typeName: "HttpsEdgeRoutePolicyRule",
    }).optional(),
    outbound: field(z.array(endpointRule(mode)), "Rules applied to traffic going out.", {
      typeName: "HttpsEdgeRoutePolicyRule",
    }).optional(),
  });
}

/** The route's entry in ROUTE_MODULES (index.ts). */
export const policyRoute = {
  request: policyModule("request"),
  response: policyModule("response"),
  doc: "Traffic policy module: rules of CEL expressions and actions.",
};

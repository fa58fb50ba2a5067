// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import type * as pulumi from "@pulumi/pulumi";
import type * as types from "./index";

/**
 * The `HttpsEdgeRoute.policy` module, also managed on its own as a HttpsEdgeRoutePolicy (whose Args extend HttpsEdgeRoutePolicyModuleArgs).
 *
 * As outputs and state hold it.
 */
export interface HttpsEdgeRoutePolicyModule {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: boolean;
  /** Rules applied to traffic coming in. */
  inbound?: types.HttpsEdgeRoutePolicyRule[];
  /** Rules applied to traffic going out. */
  outbound?: types.HttpsEdgeRoutePolicyRule[];
}

/**
 * The `HttpsEdgeRoute.policy` module, also managed on its own as a HttpsEdgeRoutePolicy (whose Args extend HttpsEdgeRoutePolicyModuleArgs).
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface HttpsEdgeRoutePolicyModuleArgs {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: pulumi.Input<boolean>;
  /** Rules applied to traffic coming in. */
  inbound?: pulumi.Input<pulumi.Input<types.HttpsEdgeRoutePolicyRuleArgs>[]>;
  /** Rules applied to traffic going out. */
  outbound?: pulumi.Input<pulumi.Input<types.HttpsEdgeRoutePolicyRuleArgs>[]>;
}

/**
 * The shape of each item of `HttpsEdgeRoute.policy.inbound` and each item of `HttpsEdgeRoute.policy.outbound`.
 *
 * As outputs and state hold it.
 */
export interface HttpsEdgeRoutePolicyRule {
  /** Name of the rule. */
  name?: string;
  /** CEL expressions selecting the traffic the rule applies to; stored as sent. */
  expressions?: string[];
  /** The actions of the rule, in order. */
  actions?: types.HttpsEdgeRoutePolicyRuleActions[];
}

/**
 * The shape of each item of `HttpsEdgeRoute.policy.inbound` and each item of `HttpsEdgeRoute.policy.outbound`.
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface HttpsEdgeRoutePolicyRuleArgs {
  /** Name of the rule. */
  name?: pulumi.Input<string>;
  /** CEL expressions selecting the traffic the rule applies to; stored as sent. */
  expressions?: pulumi.Input<pulumi.Input<string>[]>;
  /** The actions of the rule, in order. */
  actions?: pulumi.Input<pulumi.Input<types.HttpsEdgeRoutePolicyRuleActionsArgs>[]>;
}

/**
 * The shape of each item of `HttpsEdgeRoute.policy.inbound[].actions` and each item of `HttpsEdgeRoute.policy.outbound[].actions`.
 *
 * As outputs and state hold it.
 */
export interface HttpsEdgeRoutePolicyRuleActions {
  /** The action's type. */
  type: "add-headers" | "compress-response" | "custom-response" | "deny" | "jwt-validation" | "log" | "rate-limit" | "redirect" | "remove-headers" | "restrict-ips" | "url-rewrite";
  /** The action's configuration, free JSON kept as sent. */
  config?: { [key: string]: unknown };
}

/**
 * The shape of each item of `HttpsEdgeRoute.policy.inbound[].actions` and each item of `HttpsEdgeRoute.policy.outbound[].actions`.
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface HttpsEdgeRoutePolicyRuleActionsArgs {
  /** The action's type. */
  type: pulumi.Input<"add-headers" | "compress-response" | "custom-response" | "deny" | "jwt-validation" | "log" | "rate-limit" | "redirect" | "remove-headers" | "restrict-ips" | "url-rewrite">;
  /** The action's configuration, free JSON kept as sent. */
  config?: pulumi.Input<{ [key: string]: pulumi.Input<unknown> }>;
}

// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import type * as pulumi from "@pulumi/pulumi";

/**
 * The `HttpsEdgeRoute.ipRestriction` module, also managed on its own as a HttpsEdgeRouteIpRestriction (whose Args extend HttpsEdgeRouteIpRestrictionModuleArgs).
 *
 * As outputs and state hold it.
 */
export interface HttpsEdgeRouteIpRestrictionModule {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: boolean;
  /** Ids of the IP policies that decide whether a source IP is allowed. */
  ipPolicyIds: string[];
}

/**
 * The `HttpsEdgeRoute.ipRestriction` module, also managed on its own as a HttpsEdgeRouteIpRestriction (whose Args extend HttpsEdgeRouteIpRestrictionModuleArgs).
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface HttpsEdgeRouteIpRestrictionModuleArgs {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: pulumi.Input<boolean>;
  /** Ids of the IP policies that decide whether a source IP is allowed. */
  ipPolicyIds: pulumi.Input<pulumi.Input<string>[]>;
}

// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import type * as pulumi from "@pulumi/pulumi";

/**
 * The `HttpsEdgeRoute.userAgentFilter` module, also managed on its own as a HttpsEdgeRouteUserAgentFilter (whose Args extend HttpsEdgeRouteUserAgentFilterModuleArgs).
 *
 * As outputs and state hold it.
 */
export interface HttpsEdgeRouteUserAgentFilterModule {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: boolean;
  /** User-agent patterns that are allowed. */
  allow?: string[];
  /** User-agent patterns that are denied. */
  deny?: string[];
}

/**
 * The `HttpsEdgeRoute.userAgentFilter` module, also managed on its own as a HttpsEdgeRouteUserAgentFilter (whose Args extend HttpsEdgeRouteUserAgentFilterModuleArgs).
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface HttpsEdgeRouteUserAgentFilterModuleArgs {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: pulumi.Input<boolean>;
  /** User-agent patterns that are allowed. */
  allow?: pulumi.Input<pulumi.Input<string>[]>;
  /** User-agent patterns that are denied. */
  deny?: pulumi.Input<pulumi.Input<string>[]>;
}

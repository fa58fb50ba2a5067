// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import type * as pulumi from "@pulumi/pulumi";

/**
 * The `HttpsEdgeRoute.responseHeaders` module, also managed on its own as a HttpsEdgeRouteResponseHeaders (whose Args extend HttpsEdgeRouteResponseHeadersModuleArgs).
 *
 * As outputs and state hold it.
 */
export interface HttpsEdgeRouteResponseHeadersModule {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: boolean;
  /**
   * Headers injected into the response to the client; names are stored in lower case.
   *
   * Lower-cased by the service (its keys).
   */
  add?: { [key: string]: string };
  /**
   * Header names removed from the response to the client; stored in lower case.
   *
   * Lower-cased by the service (its items).
   */
  remove?: string[];
}

/**
 * The `HttpsEdgeRoute.responseHeaders` module, also managed on its own as a HttpsEdgeRouteResponseHeaders (whose Args extend HttpsEdgeRouteResponseHeadersModuleArgs).
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface HttpsEdgeRouteResponseHeadersModuleArgs {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: pulumi.Input<boolean>;
  /**
   * Headers injected into the response to the client; names are stored in lower case.
   *
   * Lower-cased by the service (its keys).
   */
  add?: pulumi.Input<{ [key: string]: pulumi.Input<string> }>;
  /**
   * Header names removed from the response to the client; stored in lower case.
   *
   * Lower-cased by the service (its items).
   */
  remove?: pulumi.Input<pulumi.Input<string>[]>;
}

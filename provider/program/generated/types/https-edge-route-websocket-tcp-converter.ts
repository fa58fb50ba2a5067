// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import type * as pulumi from "@pulumi/pulumi";

/**
 * The `HttpsEdgeRoute.websocketTcpConverter` module, also managed on its own as a HttpsEdgeRouteWebsocketTcpConverter (whose Args extend HttpsEdgeRouteWebsocketTcpConverterModuleArgs).
 *
 * As outputs and state hold it.
 */
export interface HttpsEdgeRouteWebsocketTcpConverterModule {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: boolean;
}

/**
 * The `HttpsEdgeRoute.websocketTcpConverter` module, also managed on its own as a HttpsEdgeRouteWebsocketTcpConverter (whose Args extend HttpsEdgeRouteWebsocketTcpConverterModuleArgs).
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface HttpsEdgeRouteWebsocketTcpConverterModuleArgs {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: pulumi.Input<boolean>;
}

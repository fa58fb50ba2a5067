// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import type * as pulumi from "@pulumi/pulumi";

/**
 * The `TlsEdge.backend` module, also managed on its own as a TlsEdgeBackend (whose Args extend TlsEdgeBackendModuleArgs).
 *
 * As outputs and state hold it.
 */
export interface TlsEdgeBackendModule {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: boolean;
  /**
   * Id of the backend that serves the traffic.
   *
   * Limits: at least 1 character.
   */
  backendId: string;
}

/**
 * The `TlsEdge.backend` module, also managed on its own as a TlsEdgeBackend (whose Args extend TlsEdgeBackendModuleArgs).
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface TlsEdgeBackendModuleArgs {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: pulumi.Input<boolean>;
  /**
   * Id of the backend that serves the traffic.
   *
   * Limits: at least 1 character.
   */
  backendId: pulumi.Input<string>;
}

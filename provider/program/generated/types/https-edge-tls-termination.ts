// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import type * as pulumi from "@pulumi/pulumi";

/**
 * The `HttpsEdge.tlsTermination` module, also managed on its own as a HttpsEdgeTlsTermination (whose Args extend HttpsEdgeTlsTerminationModuleArgs).
 *
 * As outputs and state hold it.
 */
export interface HttpsEdgeTlsTerminationModule {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: boolean;
  /** Minimum TLS version for termination; default "1.2" when terminated at the edge. */
  minVersion?: "1.0" | "1.1" | "1.2" | "1.3" | null;
  /**
   * Always edge for HTTPS edges.
   *
   * Output only: set by the service.
   */
  terminateAt?: string;
}

/**
 * The `HttpsEdge.tlsTermination` module, also managed on its own as a HttpsEdgeTlsTermination (whose Args extend HttpsEdgeTlsTerminationModuleArgs).
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface HttpsEdgeTlsTerminationModuleArgs {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: pulumi.Input<boolean>;
  /** Minimum TLS version for termination; default "1.2" when terminated at the edge. */
  minVersion?: pulumi.Input<"1.0" | "1.1" | "1.2" | "1.3" | null>;
}

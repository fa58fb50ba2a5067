// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import type * as pulumi from "@pulumi/pulumi";

/**
 * The `TlsEdge.tlsTermination` module, also managed on its own as a TlsEdgeTlsTermination (whose Args extend TlsEdgeTlsTerminationModuleArgs).
 *
 * As outputs and state hold it.
 */
export interface TlsEdgeTlsTerminationModule {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: boolean;
  /** Where TLS is terminated; default edge. */
  terminateAt?: "edge" | "upstream";
  /** Minimum TLS version for termination; default "1.2" when terminated at the edge. */
  minVersion?: "1.0" | "1.1" | "1.2" | "1.3" | null;
}

/**
 * The `TlsEdge.tlsTermination` module, also managed on its own as a TlsEdgeTlsTermination (whose Args extend TlsEdgeTlsTerminationModuleArgs).
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface TlsEdgeTlsTerminationModuleArgs {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: pulumi.Input<boolean>;
  /** Where TLS is terminated; default edge. */
  terminateAt?: pulumi.Input<"edge" | "upstream">;
  /** Minimum TLS version for termination; default "1.2" when terminated at the edge. */
  minVersion?: pulumi.Input<"1.0" | "1.1" | "1.2" | "1.3" | null>;
}

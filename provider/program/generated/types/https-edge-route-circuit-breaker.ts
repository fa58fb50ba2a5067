// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import type * as pulumi from "@pulumi/pulumi";

/**
 * The `HttpsEdgeRoute.circuitBreaker` module, also managed on its own as a HttpsEdgeRouteCircuitBreaker (whose Args extend HttpsEdgeRouteCircuitBreakerModuleArgs).
 *
 * As outputs and state hold it.
 */
export interface HttpsEdgeRouteCircuitBreakerModule {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: boolean;
  /**
   * Seconds to wait after the circuit trips before re-evaluating upstream health; default 10.
   *
   * Limits: a whole number from 0 to 4294967295.
   */
  trippedDuration?: number;
  /**
   * Seconds of the statistical window; default 10.
   *
   * Limits: a whole number from 0 to 4294967295.
   */
  rollingWindow?: number;
  /**
   * Buckets the metrics are kept in, 1 to 128; default 10.
   *
   * Limits: a whole number from 1 to 128.
   */
  numBuckets?: number;
  /**
   * Requests in a rolling window that trip the circuit; default 20.
   *
   * Limits: a whole number from 0 to 4294967295.
   */
  volumeThreshold?: number;
  /**
   * Error fraction that trips the circuit, between 0 and 1.0; default 0.5.
   *
   * Limits: a number from 0 to 1.
   */
  errorThresholdPercentage?: number;
}

/**
 * The `HttpsEdgeRoute.circuitBreaker` module, also managed on its own as a HttpsEdgeRouteCircuitBreaker (whose Args extend HttpsEdgeRouteCircuitBreakerModuleArgs).
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface HttpsEdgeRouteCircuitBreakerModuleArgs {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: pulumi.Input<boolean>;
  /**
   * Seconds to wait after the circuit trips before re-evaluating upstream health; default 10.
   *
   * Limits: a whole number from 0 to 4294967295.
   */
  trippedDuration?: pulumi.Input<number>;
  /**
   * Seconds of the statistical window; default 10.
   *
   * Limits: a whole number from 0 to 4294967295.
   */
  rollingWindow?: pulumi.Input<number>;
  /**
   * Buckets the metrics are kept in, 1 to 128; default 10.
   *
   * Limits: a whole number from 1 to 128.
   */
  numBuckets?: pulumi.Input<number>;
  /**
   * Requests in a rolling window that trip the circuit; default 20.
   *
   * Limits: a whole number from 0 to 4294967295.
   */
  volumeThreshold?: pulumi.Input<number>;
  /**
   * Error fraction that trips the circuit, between 0 and 1.0; default 0.5.
   *
   * Limits: a number from 0 to 1.
   */
  errorThresholdPercentage?: pulumi.Input<number>;
}

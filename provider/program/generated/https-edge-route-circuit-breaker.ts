// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import * as pulumi from "@pulumi/pulumi";
import { isClassInstance, registration } from "../resource-class";
import type * as types from "./types";

/**
 * The circuit breaker module of an HTTPS edge route, managed on its own.
 *
 * A module of HttpsEdgeRoute (its `circuit_breaker` member, at `/edges/https/{edge_id}/routes/{route_id}/circuit_breaker`) managed as a resource of its own: declare it here or inside its owner, never both.
 *
 * Type token: `pulumi-nodejs:dynamic/tunnels:HttpsEdgeRouteCircuitBreaker`. Id for `HttpsEdgeRouteCircuitBreaker.get`: `<edgeId>/<routeId>/circuit_breaker`, as the module's `id` gives it.
 */
export class HttpsEdgeRouteCircuitBreaker extends pulumi.dynamic.Resource {
  /**
   * Reads an existing HttpsEdgeRouteCircuitBreaker into the program, by `<edgeId>/<routeId>/circuit_breaker`, as the module's `id` gives it.
   *
   * @param name The unique name of the resource in the program.
   * @param id The id of the object to read.
   * @param state What is known of it; it names the parents where the id does not.
   * @param opts Options of the resource.
   */
  public static get(
    name: string,
    id: pulumi.Input<pulumi.ID>,
    state?: HttpsEdgeRouteCircuitBreakerState,
    opts?: pulumi.CustomResourceOptions,
  ): HttpsEdgeRouteCircuitBreaker {
    return new HttpsEdgeRouteCircuitBreaker(name, state as HttpsEdgeRouteCircuitBreakerArgs, { ...opts, id });
  }

  /** Whether `obj` is a HttpsEdgeRouteCircuitBreaker, even one made by another copy of this package. */
  public static override isInstance(obj: unknown): obj is HttpsEdgeRouteCircuitBreaker {
    return isClassInstance(obj, "HttpsEdgeRouteCircuitBreaker");
  }

  /** Id of the edge this belongs to. Create-only: changing it replaces the object. */
  declare public readonly edgeId: pulumi.Output<string>;

  /**
   * Id of the route this module belongs to (the route's own id, as `route.id` gives it). Create-only: changing it replaces the object.
   */
  declare public readonly routeId: pulumi.Output<string>;

  /** Whether the module is applied to traffic; defaults to true. */
  declare public readonly enabled: pulumi.Output<boolean | undefined>;

  /**
   * Seconds to wait after the circuit trips before re-evaluating upstream health; default 10.
   *
   * Limits: a whole number from 0 to 4294967295.
   */
  declare public readonly trippedDuration: pulumi.Output<number | undefined>;

  /**
   * Seconds of the statistical window; default 10.
   *
   * Limits: a whole number from 0 to 4294967295.
   */
  declare public readonly rollingWindow: pulumi.Output<number | undefined>;

  /**
   * Buckets the metrics are kept in, 1 to 128; default 10.
   *
   * Limits: a whole number from 1 to 128.
   */
  declare public readonly numBuckets: pulumi.Output<number | undefined>;

  /**
   * Requests in a rolling window that trip the circuit; default 20.
   *
   * Limits: a whole number from 0 to 4294967295.
   */
  declare public readonly volumeThreshold: pulumi.Output<number | undefined>;

  /**
   * Error fraction that trips the circuit, between 0 and 1.0; default 0.5.
   *
   * Limits: a number from 0 to 1.
   */
  declare public readonly errorThresholdPercentage: pulumi.Output<number | undefined>;

  /**
   * Creates a HttpsEdgeRouteCircuitBreaker.
   *
   * @param name The unique name of the resource in the program.
   * @param args The members to declare.
   * @param opts Options of the resource (`parent`, `dependsOn`, `protect`, `retainOnDelete`, …).
   */
  constructor(name: string, args: HttpsEdgeRouteCircuitBreakerArgs, opts?: pulumi.CustomResourceOptions) {
    const r = registration("HttpsEdgeRouteCircuitBreaker", args, opts);
    super(r.provider, name, r.props, r.opts, "tunnels", "HttpsEdgeRouteCircuitBreaker");
  }
}

/** The members a program declares for a HttpsEdgeRouteCircuitBreaker. */
export interface HttpsEdgeRouteCircuitBreakerArgs extends types.HttpsEdgeRouteCircuitBreakerModuleArgs {
  /** Id of the edge this belongs to. Create-only: changing it replaces the object. */
  edgeId: pulumi.Input<string>;
  /**
   * Id of the route this module belongs to (the route's own id, as `route.id` gives it). Create-only: changing it replaces the object.
   */
  routeId: pulumi.Input<string>;
}

/**
 * What is known of an existing HttpsEdgeRouteCircuitBreaker, for `HttpsEdgeRouteCircuitBreaker.get`: every member optional.
 */
export interface HttpsEdgeRouteCircuitBreakerState extends Partial<HttpsEdgeRouteCircuitBreakerArgs> {}

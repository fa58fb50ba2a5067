// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import * as pulumi from "@pulumi/pulumi";
import { isClassInstance, registration } from "../resource-class";
import type * as types from "./types";

/**
 * The policy module of an HTTPS edge route, managed on its own.
 *
 * A module of HttpsEdgeRoute (its `policy` member, at `/edges/https/{edge_id}/routes/{route_id}/policy`) managed as a resource of its own: declare it here or inside its owner, never both.
 *
 * Type token: `pulumi-nodejs:dynamic/tunnels:HttpsEdgeRoutePolicy`. Id for `HttpsEdgeRoutePolicy.get`: `<edgeId>/<routeId>/policy`, as the module's `id` gives it.
 */
export class HttpsEdgeRoutePolicy extends pulumi.dynamic.Resource {
  /**
   * Reads an existing HttpsEdgeRoutePolicy into the program, by `<edgeId>/<routeId>/policy`, as the module's `id` gives it.
   *
   * @param name The unique name of the resource in the program.
   * @param id The id of the object to read.
   * @param state What is known of it; it names the parents where the id does not.
   * @param opts Options of the resource.
   */
  public static get(
    name: string,
    id: pulumi.Input<pulumi.ID>,
    state?: HttpsEdgeRoutePolicyState,
    opts?: pulumi.CustomResourceOptions,
  ): HttpsEdgeRoutePolicy {
    return new HttpsEdgeRoutePolicy(name, state as HttpsEdgeRoutePolicyArgs, { ...opts, id });
  }

  /** Whether `obj` is a HttpsEdgeRoutePolicy, even one made by another copy of this package. */
  public static override isInstance(obj: unknown): obj is HttpsEdgeRoutePolicy {
    return isClassInstance(obj, "HttpsEdgeRoutePolicy");
  }

  /** Id of the edge this belongs to. Create-only: changing it replaces the object. */
  declare public readonly edgeId: pulumi.Output<string>;

  /**
   * Id of the route this module belongs to (the route's own id, as `route.id` gives it). Create-only: changing it replaces the object.
   */
  declare public readonly routeId: pulumi.Output<string>;

  /** Whether the module is applied to traffic; defaults to true. */
  declare public readonly enabled: pulumi.Output<boolean | undefined>;

  /** Rules applied to traffic coming in. */
  declare public readonly inbound: pulumi.Output<types.HttpsEdgeRoutePolicyRule[] | undefined>;

  /** Rules applied to traffic going out. */
  declare public readonly outbound: pulumi.Output<types.HttpsEdgeRoutePolicyRule[] | undefined>;

  /**
   * Creates a HttpsEdgeRoutePolicy.
   *
   * @param name The unique name of the resource in the program.
   * @param args The members to declare.
   * @param opts Options of the resource (`parent`, `dependsOn`, `protect`, `retainOnDelete`, …).
   */
  constructor(name: string, args: HttpsEdgeRoutePolicyArgs, opts?: pulumi.CustomResourceOptions) {
    const r = registration("HttpsEdgeRoutePolicy", args, opts);
    super(r.provider, name, r.props, r.opts, "tunnels", "HttpsEdgeRoutePolicy");
  }
}

/** The members a program declares for a HttpsEdgeRoutePolicy. */
export interface HttpsEdgeRoutePolicyArgs extends types.HttpsEdgeRoutePolicyModuleArgs {
  /** Id of the edge this belongs to. Create-only: changing it replaces the object. */
  edgeId: pulumi.Input<string>;
  /**
   * Id of the route this module belongs to (the route's own id, as `route.id` gives it). Create-only: changing it replaces the object.
   */
  routeId: pulumi.Input<string>;
}

/**
 * What is known of an existing HttpsEdgeRoutePolicy, for `HttpsEdgeRoutePolicy.get`: every member optional.
 */
export interface HttpsEdgeRoutePolicyState extends Partial<HttpsEdgeRoutePolicyArgs> {}

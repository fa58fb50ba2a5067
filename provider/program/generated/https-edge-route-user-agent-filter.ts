// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import * as pulumi from "@pulumi/pulumi";
import { isClassInstance, registration } from "../resource-class";
import type * as types from "./types";

/**
 * The user agent filter module of an HTTPS edge route, managed on its own.
 *
 * A module of HttpsEdgeRoute (its `user_agent_filter` member, at `/edges/https/{edge_id}/routes/{route_id}/user_agent_filter`) managed as a resource of its own: declare it here or inside its owner, never both.
 *
 * Type token: `pulumi-nodejs:dynamic/tunnels:HttpsEdgeRouteUserAgentFilter`. Id for `HttpsEdgeRouteUserAgentFilter.get`: `<edgeId>/<routeId>/user_agent_filter`, as the module's `id` gives it.
 */
export class HttpsEdgeRouteUserAgentFilter extends pulumi.dynamic.Resource {
  /**
   * Reads an existing HttpsEdgeRouteUserAgentFilter into the program, by `<edgeId>/<routeId>/user_agent_filter`, as the module's `id` gives it.
   *
   * @param name The unique name of the resource in the program.
   * @param id The id of the object to read.
   * @param state What is known of it; it names the parents where the id does not.
   * @param opts Options of the resource.
   */
  public static get(
    name: string,
    id: pulumi.Input<pulumi.ID>,
    state?: HttpsEdgeRouteUserAgentFilterState,
    opts?: pulumi.CustomResourceOptions,
  ): HttpsEdgeRouteUserAgentFilter {
    return new HttpsEdgeRouteUserAgentFilter(name, state as HttpsEdgeRouteUserAgentFilterArgs, { ...opts, id });
  }

  /** Whether `obj` is a HttpsEdgeRouteUserAgentFilter, even one made by another copy of this package. */
  public static override isInstance(obj: unknown): obj is HttpsEdgeRouteUserAgentFilter {
    return isClassInstance(obj, "HttpsEdgeRouteUserAgentFilter");
  }

  /** Id of the edge this belongs to. Create-only: changing it replaces the object. */
  declare public readonly edgeId: pulumi.Output<string>;

  /**
   * Id of the route this module belongs to (the route's own id, as `route.id` gives it). Create-only: changing it replaces the object.
   */
  declare public readonly routeId: pulumi.Output<string>;

  /** Whether the module is applied to traffic; defaults to true. */
  declare public readonly enabled: pulumi.Output<boolean | undefined>;

  /** User-agent patterns that are allowed. */
  declare public readonly allow: pulumi.Output<string[] | undefined>;

  /** User-agent patterns that are denied. */
  declare public readonly deny: pulumi.Output<string[] | undefined>;

  /**
   * Creates a HttpsEdgeRouteUserAgentFilter.
   *
   * @param name The unique name of the resource in the program.
   * @param args The members to declare.
   * @param opts Options of the resource (`parent`, `dependsOn`, `protect`, `retainOnDelete`, …).
   */
  constructor(name: string, args: HttpsEdgeRouteUserAgentFilterArgs, opts?: pulumi.CustomResourceOptions) {
    const r = registration("HttpsEdgeRouteUserAgentFilter", args, opts);
    super(r.provider, name, r.props, r.opts, "tunnels", "HttpsEdgeRouteUserAgentFilter");
  }
}

/** The members a program declares for a HttpsEdgeRouteUserAgentFilter. */
export interface HttpsEdgeRouteUserAgentFilterArgs extends types.HttpsEdgeRouteUserAgentFilterModuleArgs {
  /** Id of the edge this belongs to. Create-only: changing it replaces the object. */
  edgeId: pulumi.Input<string>;
  /**
   * Id of the route this module belongs to (the route's own id, as `route.id` gives it). Create-only: changing it replaces the object.
   */
  routeId: pulumi.Input<string>;
}

/**
 * What is known of an existing HttpsEdgeRouteUserAgentFilter, for `HttpsEdgeRouteUserAgentFilter.get`: every member optional.
 */
export interface HttpsEdgeRouteUserAgentFilterState extends Partial<HttpsEdgeRouteUserAgentFilterArgs> {}

// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import * as pulumi from "@pulumi/pulumi";
import { isClassInstance, registration } from "../resource-class";
import type * as types from "./types";

/**
 * The request headers module of an HTTPS edge route, managed on its own.
 *
 * A module of HttpsEdgeRoute (its `request_headers` member, at `/edges/https/{edge_id}/routes/{route_id}/request_headers`) managed as a resource of its own: declare it here or inside its owner, never both.
 *
 * Type token: `pulumi-nodejs:dynamic/tunnels:HttpsEdgeRouteRequestHeaders`. Id for `HttpsEdgeRouteRequestHeaders.get`: `<edgeId>/<routeId>/request_headers`, as the module's `id` gives it.
 */
export class HttpsEdgeRouteRequestHeaders extends pulumi.dynamic.Resource {
  /**
   * Reads an existing HttpsEdgeRouteRequestHeaders into the program, by `<edgeId>/<routeId>/request_headers`, as the module's `id` gives it.
   *
   * @param name The unique name of the resource in the program.
   * @param id The id of the object to read.
   * @param state What is known of it; it names the parents where the id does not.
   * @param opts Options of the resource.
   */
  public static get(
    name: string,
    id: pulumi.Input<pulumi.ID>,
    state?: HttpsEdgeRouteRequestHeadersState,
    opts?: pulumi.CustomResourceOptions,
  ): HttpsEdgeRouteRequestHeaders {
    return new HttpsEdgeRouteRequestHeaders(name, state as HttpsEdgeRouteRequestHeadersArgs, { ...opts, id });
  }

  /** Whether `obj` is a HttpsEdgeRouteRequestHeaders, even one made by another copy of this package. */
  public static override isInstance(obj: unknown): obj is HttpsEdgeRouteRequestHeaders {
    return isClassInstance(obj, "HttpsEdgeRouteRequestHeaders");
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
   * Headers injected into the request before it goes upstream; names are stored in lower case.
   *
   * Lower-cased by the service (its keys).
   */
  declare public readonly add: pulumi.Output<{ [key: string]: string } | undefined>;

  /**
   * Header names removed from the request before it goes upstream; stored in lower case.
   *
   * Lower-cased by the service (its items).
   */
  declare public readonly remove: pulumi.Output<string[] | undefined>;

  /**
   * Creates a HttpsEdgeRouteRequestHeaders.
   *
   * @param name The unique name of the resource in the program.
   * @param args The members to declare.
   * @param opts Options of the resource (`parent`, `dependsOn`, `protect`, `retainOnDelete`, …).
   */
  constructor(name: string, args: HttpsEdgeRouteRequestHeadersArgs, opts?: pulumi.CustomResourceOptions) {
    const r = registration("HttpsEdgeRouteRequestHeaders", args, opts);
    super(r.provider, name, r.props, r.opts, "tunnels", "HttpsEdgeRouteRequestHeaders");
  }
}

/** The members a program declares for a HttpsEdgeRouteRequestHeaders. */
export interface HttpsEdgeRouteRequestHeadersArgs extends types.HttpsEdgeRouteRequestHeadersModuleArgs {
  /** Id of the edge this belongs to. Create-only: changing it replaces the object. */
  edgeId: pulumi.Input<string>;
  /**
   * Id of the route this module belongs to (the route's own id, as `route.id` gives it). Create-only: changing it replaces the object.
   */
  routeId: pulumi.Input<string>;
}

/**
 * What is known of an existing HttpsEdgeRouteRequestHeaders, for `HttpsEdgeRouteRequestHeaders.get`: every member optional.
 */
export interface HttpsEdgeRouteRequestHeadersState extends Partial<HttpsEdgeRouteRequestHeadersArgs> {}

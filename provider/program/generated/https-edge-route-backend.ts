// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import * as pulumi from "@pulumi/pulumi";
import { isClassInstance, registration } from "../resource-class";
import type * as types from "./types";

/**
 * The backend module of an HTTPS edge route, managed on its own.
 *
 * A module of HttpsEdgeRoute (its `backend` member, at `/edges/https/{edge_id}/routes/{route_id}/backend`) managed as a resource of its own: declare it here or inside its owner, never both.
 *
 * Type token: `pulumi-nodejs:dynamic/tunnels:HttpsEdgeRouteBackend`. Id for `HttpsEdgeRouteBackend.get`: `<edgeId>/<routeId>/backend`, as the module's `id` gives it.
 */
export class HttpsEdgeRouteBackend extends pulumi.dynamic.Resource {
  /**
   * Reads an existing HttpsEdgeRouteBackend into the program, by `<edgeId>/<routeId>/backend`, as the module's `id` gives it.
   *
   * @param name The unique name of the resource in the program.
   * @param id The id of the object to read.
   * @param state What is known of it; it names the parents where the id does not.
   * @param opts Options of the resource.
   */
  public static get(
    name: string,
    id: pulumi.Input<pulumi.ID>,
    state?: HttpsEdgeRouteBackendState,
    opts?: pulumi.CustomResourceOptions,
  ): HttpsEdgeRouteBackend {
    return new HttpsEdgeRouteBackend(name, state as HttpsEdgeRouteBackendArgs, { ...opts, id });
  }

  /** Whether `obj` is a HttpsEdgeRouteBackend, even one made by another copy of this package. */
  public static override isInstance(obj: unknown): obj is HttpsEdgeRouteBackend {
    return isClassInstance(obj, "HttpsEdgeRouteBackend");
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
   * Id of the backend that serves the traffic.
   *
   * Limits: at least 1 character.
   */
  declare public readonly backendId: pulumi.Output<string>;

  /**
   * Creates a HttpsEdgeRouteBackend.
   *
   * @param name The unique name of the resource in the program.
   * @param args The members to declare.
   * @param opts Options of the resource (`parent`, `dependsOn`, `protect`, `retainOnDelete`, …).
   */
  constructor(name: string, args: HttpsEdgeRouteBackendArgs, opts?: pulumi.CustomResourceOptions) {
    const r = registration("HttpsEdgeRouteBackend", args, opts);
    super(r.provider, name, r.props, r.opts, "tunnels", "HttpsEdgeRouteBackend");
  }
}

/** The members a program declares for a HttpsEdgeRouteBackend. */
export interface HttpsEdgeRouteBackendArgs extends types.HttpsEdgeRouteBackendModuleArgs {
  /** Id of the edge this belongs to. Create-only: changing it replaces the object. */
  edgeId: pulumi.Input<string>;
  /**
   * Id of the route this module belongs to (the route's own id, as `route.id` gives it). Create-only: changing it replaces the object.
   */
  routeId: pulumi.Input<string>;
}

/**
 * What is known of an existing HttpsEdgeRouteBackend, for `HttpsEdgeRouteBackend.get`: every member optional.
 */
export interface HttpsEdgeRouteBackendState extends Partial<HttpsEdgeRouteBackendArgs> {}

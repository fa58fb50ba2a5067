// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import * as pulumi from "@pulumi/pulumi";
import { isClassInstance, registration } from "../resource-class";
import type * as types from "./types";

/**
 * The oauth module of an HTTPS edge route, managed on its own.
 *
 * A module of HttpsEdgeRoute (its `oauth` member, at `/edges/https/{edge_id}/routes/{route_id}/oauth`) managed as a resource of its own: declare it here or inside its owner, never both.
 *
 * Type token: `pulumi-nodejs:dynamic/tunnels:HttpsEdgeRouteOauth`. Id for `HttpsEdgeRouteOauth.get`: `<edgeId>/<routeId>/oauth`, as the module's `id` gives it.
 */
export class HttpsEdgeRouteOauth extends pulumi.dynamic.Resource {
  /**
   * Reads an existing HttpsEdgeRouteOauth into the program, by `<edgeId>/<routeId>/oauth`, as the module's `id` gives it.
   *
   * @param name The unique name of the resource in the program.
   * @param id The id of the object to read.
   * @param state What is known of it; it names the parents where the id does not.
   * @param opts Options of the resource.
   */
  public static get(
    name: string,
    id: pulumi.Input<pulumi.ID>,
    state?: HttpsEdgeRouteOauthState,
    opts?: pulumi.CustomResourceOptions,
  ): HttpsEdgeRouteOauth {
    return new HttpsEdgeRouteOauth(name, state as HttpsEdgeRouteOauthArgs, { ...opts, id });
  }

  /** Whether `obj` is a HttpsEdgeRouteOauth, even one made by another copy of this package. */
  public static override isInstance(obj: unknown): obj is HttpsEdgeRouteOauth {
    return isClassInstance(obj, "HttpsEdgeRouteOauth");
  }

  /** Id of the edge this belongs to. Create-only: changing it replaces the object. */
  declare public readonly edgeId: pulumi.Output<string>;

  /**
   * Id of the route this module belongs to (the route's own id, as `route.id` gives it). Create-only: changing it replaces the object.
   */
  declare public readonly routeId: pulumi.Output<string>;

  /** Whether the module is applied to traffic; defaults to true. */
  declare public readonly enabled: pulumi.Output<boolean | undefined>;

  /** Do not enforce authentication on HTTP OPTIONS requests (needed for CORS). */
  declare public readonly optionsPassthrough: pulumi.Output<boolean | undefined>;

  /** Prefix of the session cookie set on the client; default "edge.". */
  declare public readonly cookiePrefix: pulumi.Output<string | undefined>;

  /**
   * Seconds without access after which the user must authenticate again.
   *
   * Limits: a whole number from 0 to 4294967295.
   */
  declare public readonly inactivityTimeout: pulumi.Output<number | undefined>;

  /**
   * Seconds of an authenticated session after which the user must authenticate again.
   *
   * Limits: a whole number from 0 to 4294967295.
   */
  declare public readonly maximumDuration: pulumi.Output<number | undefined>;

  /** The identity provider: exactly one of its members is set. */
  declare public readonly provider: pulumi.Output<types.HttpsEdgeRouteOauthProvider>;

  /**
   * Seconds after which user state is refreshed from the identity provider.
   *
   * Limits: a whole number from 0 to 4294967295.
   */
  declare public readonly authCheckInterval: pulumi.Output<number | undefined>;

  /**
   * Creates a HttpsEdgeRouteOauth.
   *
   * @param name The unique name of the resource in the program.
   * @param args The members to declare.
   * @param opts Options of the resource (`parent`, `dependsOn`, `protect`, `retainOnDelete`, …).
   */
  constructor(name: string, args: HttpsEdgeRouteOauthArgs, opts?: pulumi.CustomResourceOptions) {
    const r = registration("HttpsEdgeRouteOauth", args, opts);
    super(r.provider, name, r.props, r.opts, "tunnels", "HttpsEdgeRouteOauth");
  }
}

/** The members a program declares for a HttpsEdgeRouteOauth. */
export interface HttpsEdgeRouteOauthArgs extends types.HttpsEdgeRouteOauthModuleArgs {
  /** Id of the edge this belongs to. Create-only: changing it replaces the object. */
  edgeId: pulumi.Input<string>;
  /**
   * Id of the route this module belongs to (the route's own id, as `route.id` gives it). Create-only: changing it replaces the object.
   */
  routeId: pulumi.Input<string>;
}

/**
 * What is known of an existing HttpsEdgeRouteOauth, for `HttpsEdgeRouteOauth.get`: every member optional.
 */
export interface HttpsEdgeRouteOauthState extends Partial<HttpsEdgeRouteOauthArgs> {}

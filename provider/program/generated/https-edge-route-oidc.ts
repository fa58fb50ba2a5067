// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import * as pulumi from "@pulumi/pulumi";
import { isClassInstance, registration } from "../resource-class";
import type * as types from "./types";

/**
 * The oidc module of an HTTPS edge route, managed on its own.
 *
 * A module of HttpsEdgeRoute (its `oidc` member, at `/edges/https/{edge_id}/routes/{route_id}/oidc`) managed as a resource of its own: declare it here or inside its owner, never both.
 *
 * Type token: `pulumi-nodejs:dynamic/tunnels:HttpsEdgeRouteOidc`. Id for `HttpsEdgeRouteOidc.get`: `<edgeId>/<routeId>/oidc`, as the module's `id` gives it.
 */
export class HttpsEdgeRouteOidc extends pulumi.dynamic.Resource {
  /**
   * Reads an existing HttpsEdgeRouteOidc into the program, by `<edgeId>/<routeId>/oidc`, as the module's `id` gives it.
   *
   * @param name The unique name of the resource in the program.
   * @param id The id of the object to read.
   * @param state What is known of it; it names the parents where the id does not.
   * @param opts Options of the resource.
   */
  public static get(
    name: string,
    id: pulumi.Input<pulumi.ID>,
    state?: HttpsEdgeRouteOidcState,
    opts?: pulumi.CustomResourceOptions,
  ): HttpsEdgeRouteOidc {
    return new HttpsEdgeRouteOidc(name, state as HttpsEdgeRouteOidcArgs, { ...opts, id });
  }

  /** Whether `obj` is a HttpsEdgeRouteOidc, even one made by another copy of this package. */
  public static override isInstance(obj: unknown): obj is HttpsEdgeRouteOidc {
    return isClassInstance(obj, "HttpsEdgeRouteOidc");
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

  /**
   * OpenID provider base URL used for discovery.
   *
   * Limits: at least 1 character.
   */
  declare public readonly issuer: pulumi.Output<string>;

  /**
   * Client id, also the audience.
   *
   * Limits: at least 1 character.
   */
  declare public readonly clientId: pulumi.Output<string>;

  /**
   * Client secret.
   *
   * Secret: a secret in Pulumi state, never shown in logs or errors.
   *
   * Limits: at least 1 character.
   */
  declare public readonly clientSecret: pulumi.Output<string>;

  /** Scopes requested. */
  declare public readonly scopes: pulumi.Output<string[] | undefined>;

  /**
   * Creates a HttpsEdgeRouteOidc.
   *
   * @param name The unique name of the resource in the program.
   * @param args The members to declare.
   * @param opts Options of the resource (`parent`, `dependsOn`, `protect`, `retainOnDelete`, …).
   */
  constructor(name: string, args: HttpsEdgeRouteOidcArgs, opts?: pulumi.CustomResourceOptions) {
    const r = registration("HttpsEdgeRouteOidc", args, opts);
    super(r.provider, name, r.props, r.opts, "tunnels", "HttpsEdgeRouteOidc");
  }
}

/** The members a program declares for a HttpsEdgeRouteOidc. */
export interface HttpsEdgeRouteOidcArgs extends types.HttpsEdgeRouteOidcModuleArgs {
  /** Id of the edge this belongs to. Create-only: changing it replaces the object. */
  edgeId: pulumi.Input<string>;
  /**
   * Id of the route this module belongs to (the route's own id, as `route.id` gives it). Create-only: changing it replaces the object.
   */
  routeId: pulumi.Input<string>;
}

/**
 * What is known of an existing HttpsEdgeRouteOidc, for `HttpsEdgeRouteOidc.get`: every member optional.
 */
export interface HttpsEdgeRouteOidcState extends Partial<HttpsEdgeRouteOidcArgs> {}

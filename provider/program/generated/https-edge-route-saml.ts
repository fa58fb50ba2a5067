// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import * as pulumi from "@pulumi/pulumi";
import { isClassInstance, registration } from "../resource-class";
import type * as types from "./types";

/**
 * The saml module of an HTTPS edge route, managed on its own.
 *
 * A module of HttpsEdgeRoute (its `saml` member, at `/edges/https/{edge_id}/routes/{route_id}/saml`) managed as a resource of its own: declare it here or inside its owner, never both.
 *
 * Type token: `pulumi-nodejs:dynamic/tunnels:HttpsEdgeRouteSaml`. Id for `HttpsEdgeRouteSaml.get`: `<edgeId>/<routeId>/saml`, as the module's `id` gives it.
 */
export class HttpsEdgeRouteSaml extends pulumi.dynamic.Resource {
  /**
   * Reads an existing HttpsEdgeRouteSaml into the program, by `<edgeId>/<routeId>/saml`, as the module's `id` gives it.
   *
   * @param name The unique name of the resource in the program.
   * @param id The id of the object to read.
   * @param state What is known of it; it names the parents where the id does not.
   * @param opts Options of the resource.
   */
  public static get(
    name: string,
    id: pulumi.Input<pulumi.ID>,
    state?: HttpsEdgeRouteSamlState,
    opts?: pulumi.CustomResourceOptions,
  ): HttpsEdgeRouteSaml {
    return new HttpsEdgeRouteSaml(name, state as HttpsEdgeRouteSamlArgs, { ...opts, id });
  }

  /** Whether `obj` is a HttpsEdgeRouteSaml, even one made by another copy of this package. */
  public static override isInstance(obj: unknown): obj is HttpsEdgeRouteSaml {
    return isClassInstance(obj, "HttpsEdgeRouteSaml");
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
   * Full XML EntityDescriptor of the identity provider.
   *
   * Limits: at least 1 character.
   */
  declare public readonly idpMetadata: pulumi.Output<string>;

  /** The IdP must re-prompt for credentials. */
  declare public readonly forceAuthn: pulumi.Output<boolean | undefined>;

  /** The IdP may start a login, RelayState carrying the target URL. */
  declare public readonly allowIdpInitiated: pulumi.Output<boolean | undefined>;

  /** Only members of a listed group may access. */
  declare public readonly authorizedGroups: pulumi.Output<string[] | undefined>;

  /** NameID format requested from the IdP; default persistent. */
  declare public readonly nameidFormat: pulumi.Output<"urn:oasis:names:tc:SAML:2.0:nameid-format:persistent" | "urn:oasis:names:tc:SAML:2.0:nameid-format:transient" | "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress" | "urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified" | undefined>;

  /**
   * The service provider's entity id.
   *
   * Output only: set by the service.
   */
  declare public readonly entityId: pulumi.Output<string | undefined>;

  /**
   * Where the IdP posts assertions.
   *
   * Output only: set by the service.
   */
  declare public readonly assertionConsumerServiceUrl: pulumi.Output<string | undefined>;

  /**
   * Single logout URL.
   *
   * Output only: set by the service.
   */
  declare public readonly singleLogoutUrl: pulumi.Output<string | undefined>;

  /**
   * URL of the service provider's metadata.
   *
   * Output only: set by the service.
   */
  declare public readonly metadataUrl: pulumi.Output<string | undefined>;

  /**
   * Creates a HttpsEdgeRouteSaml.
   *
   * @param name The unique name of the resource in the program.
   * @param args The members to declare.
   * @param opts Options of the resource (`parent`, `dependsOn`, `protect`, `retainOnDelete`, …).
   */
  constructor(name: string, args: HttpsEdgeRouteSamlArgs, opts?: pulumi.CustomResourceOptions) {
    const r = registration("HttpsEdgeRouteSaml", args, opts);
    super(r.provider, name, r.props, r.opts, "tunnels", "HttpsEdgeRouteSaml");
  }
}

/** The members a program declares for a HttpsEdgeRouteSaml. */
export interface HttpsEdgeRouteSamlArgs extends types.HttpsEdgeRouteSamlModuleArgs {
  /** Id of the edge this belongs to. Create-only: changing it replaces the object. */
  edgeId: pulumi.Input<string>;
  /**
   * Id of the route this module belongs to (the route's own id, as `route.id` gives it). Create-only: changing it replaces the object.
   */
  routeId: pulumi.Input<string>;
}

/**
 * What is known of an existing HttpsEdgeRouteSaml, for `HttpsEdgeRouteSaml.get`: every member optional.
 */
export interface HttpsEdgeRouteSamlState extends Partial<HttpsEdgeRouteSamlArgs> {}

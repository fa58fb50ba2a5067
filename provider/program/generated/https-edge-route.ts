// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import * as pulumi from "@pulumi/pulumi";
import { isClassInstance, registration } from "../resource-class";
import type * as types from "./types";

/**
 * A route of an HTTPS edge: which requests it matches and the modules applied to them.
 *
 * Type token: `pulumi-nodejs:dynamic/tunnels:HttpsEdgeRoute`. Id for `HttpsEdgeRoute.get`: its own id (`edghtsrt_…`, as `id` gives it) with `edgeId` in `state`, or `<edgeId>/<id>`.
 */
export class HttpsEdgeRoute extends pulumi.dynamic.Resource {
  /**
   * Reads an existing HttpsEdgeRoute into the program, by its own id (`edghtsrt_…`, as `id` gives it) with `edgeId` in `state`, or `<edgeId>/<id>`.
   *
   * @param name The unique name of the resource in the program.
   * @param id The id of the object to read.
   * @param state What is known of it; it names the parents where the id does not.
   * @param opts Options of the resource.
   */
  public static get(
    name: string,
    id: pulumi.Input<pulumi.ID>,
    state?: HttpsEdgeRouteState,
    opts?: pulumi.CustomResourceOptions,
  ): HttpsEdgeRoute {
    return new HttpsEdgeRoute(name, state as HttpsEdgeRouteArgs, { ...opts, id });
  }

  /** Whether `obj` is a HttpsEdgeRoute, even one made by another copy of this package. */
  public static override isInstance(obj: unknown): obj is HttpsEdgeRoute {
    return isClassInstance(obj, "HttpsEdgeRoute");
  }

  /** Id of the edge this belongs to. Create-only: changing it replaces the object. */
  declare public readonly edgeId: pulumi.Output<string>;

  /**
   * Id of an existing object to take over at create, instead of creating one; read only at create. Destroying the resource later deletes the adopted object (set `retainOnDelete` to keep it).
   */
  declare public readonly adoptId: pulumi.Output<string | undefined>;

  /** How match is compared: exact_path or path_prefix. */
  declare public readonly matchType: pulumi.Output<"exact_path" | "path_prefix">;

  /**
   * The route selector: a path, a host, or host plus path.
   *
   * Limits: at least 1 character.
   */
  declare public readonly match: pulumi.Output<string>;

  /** What this route is for; at most 255 bytes of UTF-8. */
  declare public readonly description: pulumi.Output<string | undefined>;

  /** Arbitrary user data attached to this route, often JSON text; at most 4096 bytes. */
  declare public readonly metadata: pulumi.Output<string | undefined>;

  /** Backend module: where the route's traffic goes. */
  declare public readonly backend: pulumi.Output<types.HttpsEdgeRouteBackendModule | null | undefined>;

  /** IP restriction module: which source IPs may reach the route. */
  declare public readonly ipRestriction: pulumi.Output<types.HttpsEdgeRouteIpRestrictionModule | null | undefined>;

  /** Circuit breaker module: stops traffic to an unhealthy upstream. */
  declare public readonly circuitBreaker: pulumi.Output<types.HttpsEdgeRouteCircuitBreakerModule | null | undefined>;

  /** Compression module: compresses responses. */
  declare public readonly compression: pulumi.Output<types.HttpsEdgeRouteCompressionModule | null | undefined>;

  /** Request headers module: adds and removes headers before the request goes upstream. */
  declare public readonly requestHeaders: pulumi.Output<types.HttpsEdgeRouteRequestHeadersModule | null | undefined>;

  /** Response headers module: adds and removes headers of the response. */
  declare public readonly responseHeaders: pulumi.Output<types.HttpsEdgeRouteResponseHeadersModule | null | undefined>;

  /** Webhook verification module: checks the signatures of a webhook sender. */
  declare public readonly webhookVerification: pulumi.Output<types.HttpsEdgeRouteWebhookVerificationModule | null | undefined>;

  /** OAuth module: users sign in with an identity provider. */
  declare public readonly oauth: pulumi.Output<types.HttpsEdgeRouteOauthModule | null | undefined>;

  /** SAML module: users sign in through a SAML identity provider. */
  declare public readonly saml: pulumi.Output<types.HttpsEdgeRouteSamlModule | null | undefined>;

  /** OIDC module: users sign in through an OpenID Connect provider. */
  declare public readonly oidc: pulumi.Output<types.HttpsEdgeRouteOidcModule | null | undefined>;

  /** Websocket-to-TCP converter module. */
  declare public readonly websocketTcpConverter: pulumi.Output<types.HttpsEdgeRouteWebsocketTcpConverterModule | null | undefined>;

  /** User-agent filter module: allows or denies by user agent. */
  declare public readonly userAgentFilter: pulumi.Output<types.HttpsEdgeRouteUserAgentFilterModule | null | undefined>;

  /** Traffic policy module: rules of CEL expressions and actions. */
  declare public readonly policy: pulumi.Output<types.HttpsEdgeRoutePolicyModule | null | undefined>;

  /**
   * Absolute URI of this route.
   *
   * Output only: set by the service.
   */
  declare public readonly uri: pulumi.Output<string>;

  /**
   * When it was created, RFC 3339 in UTC.
   *
   * Output only: set by the service.
   */
  declare public readonly createdAt: pulumi.Output<string>;

  /**
   * Creates a HttpsEdgeRoute.
   *
   * @param name The unique name of the resource in the program.
   * @param args The members to declare.
   * @param opts Options of the resource (`parent`, `dependsOn`, `protect`, `retainOnDelete`, …).
   */
  constructor(name: string, args: HttpsEdgeRouteArgs, opts?: pulumi.CustomResourceOptions) {
    const r = registration("HttpsEdgeRoute", args, opts);
    super(r.provider, name, r.props, r.opts, "tunnels", "HttpsEdgeRoute");
  }
}

/** The members a program declares for a HttpsEdgeRoute. */
export interface HttpsEdgeRouteArgs {
  /** Id of the edge this belongs to. Create-only: changing it replaces the object. */
  edgeId: pulumi.Input<string>;
  /**
   * Id of an existing object to take over at create, instead of creating one; read only at create. Destroying the resource later deletes the adopted object (set `retainOnDelete` to keep it).
   */
  adoptId?: pulumi.Input<string>;
  /** How match is compared: exact_path or path_prefix. */
  matchType: pulumi.Input<"exact_path" | "path_prefix">;
  /**
   * The route selector: a path, a host, or host plus path.
   *
   * Limits: at least 1 character.
   */
  match: pulumi.Input<string>;
  /** What this route is for; at most 255 bytes of UTF-8. */
  description?: pulumi.Input<string>;
  /** Arbitrary user data attached to this route, often JSON text; at most 4096 bytes. */
  metadata?: pulumi.Input<string>;
  /** Backend module: where the route's traffic goes. */
  backend?: pulumi.Input<types.HttpsEdgeRouteBackendModuleArgs>;
  /** IP restriction module: which source IPs may reach the route. */
  ipRestriction?: pulumi.Input<types.HttpsEdgeRouteIpRestrictionModuleArgs>;
  /** Circuit breaker module: stops traffic to an unhealthy upstream. */
  circuitBreaker?: pulumi.Input<types.HttpsEdgeRouteCircuitBreakerModuleArgs>;
  /** Compression module: compresses responses. */
  compression?: pulumi.Input<types.HttpsEdgeRouteCompressionModuleArgs>;
  /** Request headers module: adds and removes headers before the request goes upstream. */
  requestHeaders?: pulumi.Input<types.HttpsEdgeRouteRequestHeadersModuleArgs>;
  /** Response headers module: adds and removes headers of the response. */
  responseHeaders?: pulumi.Input<types.HttpsEdgeRouteResponseHeadersModuleArgs>;
  /** Webhook verification module: checks the signatures of a webhook sender. */
  webhookVerification?: pulumi.Input<types.HttpsEdgeRouteWebhookVerificationModuleArgs>;
  /** OAuth module: users sign in with an identity provider. */
  oauth?: pulumi.Input<types.HttpsEdgeRouteOauthModuleArgs>;
  /** SAML module: users sign in through a SAML identity provider. */
  saml?: pulumi.Input<types.HttpsEdgeRouteSamlModuleArgs>;
  /** OIDC module: users sign in through an OpenID Connect provider. */
  oidc?: pulumi.Input<types.HttpsEdgeRouteOidcModuleArgs>;
  /** Websocket-to-TCP converter module. */
  websocketTcpConverter?: pulumi.Input<types.HttpsEdgeRouteWebsocketTcpConverterModuleArgs>;
  /** User-agent filter module: allows or denies by user agent. */
  userAgentFilter?: pulumi.Input<types.HttpsEdgeRouteUserAgentFilterModuleArgs>;
  /** Traffic policy module: rules of CEL expressions and actions. */
  policy?: pulumi.Input<types.HttpsEdgeRoutePolicyModuleArgs>;
}

/** What is known of an existing HttpsEdgeRoute, for `HttpsEdgeRoute.get`: every member optional. */
export interface HttpsEdgeRouteState {
  /** Id of the edge this belongs to. Create-only: changing it replaces the object. */
  edgeId?: pulumi.Input<string>;
  /**
   * Id of an existing object to take over at create, instead of creating one; read only at create. Destroying the resource later deletes the adopted object (set `retainOnDelete` to keep it).
   */
  adoptId?: pulumi.Input<string>;
  /** How match is compared: exact_path or path_prefix. */
  matchType?: pulumi.Input<"exact_path" | "path_prefix">;
  /**
   * The route selector: a path, a host, or host plus path.
   *
   * Limits: at least 1 character.
   */
  match?: pulumi.Input<string>;
  /** What this route is for; at most 255 bytes of UTF-8. */
  description?: pulumi.Input<string>;
  /** Arbitrary user data attached to this route, often JSON text; at most 4096 bytes. */
  metadata?: pulumi.Input<string>;
  /** Backend module: where the route's traffic goes. */
  backend?: pulumi.Input<types.HttpsEdgeRouteBackendModuleArgs | null>;
  /** IP restriction module: which source IPs may reach the route. */
  ipRestriction?: pulumi.Input<types.HttpsEdgeRouteIpRestrictionModuleArgs | null>;
  /** Circuit breaker module: stops traffic to an unhealthy upstream. */
  circuitBreaker?: pulumi.Input<types.HttpsEdgeRouteCircuitBreakerModuleArgs | null>;
  /** Compression module: compresses responses. */
  compression?: pulumi.Input<types.HttpsEdgeRouteCompressionModuleArgs | null>;
  /** Request headers module: adds and removes headers before the request goes upstream. */
  requestHeaders?: pulumi.Input<types.HttpsEdgeRouteRequestHeadersModuleArgs | null>;
  /** Response headers module: adds and removes headers of the response. */
  responseHeaders?: pulumi.Input<types.HttpsEdgeRouteResponseHeadersModuleArgs | null>;
  /** Webhook verification module: checks the signatures of a webhook sender. */
  webhookVerification?: pulumi.Input<types.HttpsEdgeRouteWebhookVerificationModuleArgs | null>;
  /** OAuth module: users sign in with an identity provider. */
  oauth?: pulumi.Input<types.HttpsEdgeRouteOauthModuleArgs | null>;
  /** SAML module: users sign in through a SAML identity provider. */
  saml?: pulumi.Input<types.HttpsEdgeRouteSamlModuleArgs | null>;
  /** OIDC module: users sign in through an OpenID Connect provider. */
  oidc?: pulumi.Input<types.HttpsEdgeRouteOidcModuleArgs | null>;
  /** Websocket-to-TCP converter module. */
  websocketTcpConverter?: pulumi.Input<types.HttpsEdgeRouteWebsocketTcpConverterModuleArgs | null>;
  /** User-agent filter module: allows or denies by user agent. */
  userAgentFilter?: pulumi.Input<types.HttpsEdgeRouteUserAgentFilterModuleArgs | null>;
  /** Traffic policy module: rules of CEL expressions and actions. */
  policy?: pulumi.Input<types.HttpsEdgeRoutePolicyModuleArgs | null>;
}

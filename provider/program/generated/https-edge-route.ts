// Generated from the catalog (sdk/catalog) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import * as pulumi from "@pulumi/pulumi";
import { isClassInstance, registration } from "../resource-class";

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
  declare public readonly backend: pulumi.Output<{
    /** Whether the module is applied to traffic; defaults to true. */
    enabled?: boolean;
    /**
     * Id of the backend that serves the traffic.
     *
     * Limits: at least 1 character.
     */
    backendId: string;
  } | null | undefined>;

  /** IP restriction module: which source IPs may reach the route. */
  declare public readonly ipRestriction: pulumi.Output<{
    /** Whether the module is applied to traffic; defaults to true. */
    enabled?: boolean;
    /** Ids of the IP policies that decide whether a source IP is allowed. */
    ipPolicyIds: string[];
  } | null | undefined>;

  /** Circuit breaker module: stops traffic to an unhealthy upstream. */
  declare public readonly circuitBreaker: pulumi.Output<{
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
  } | null | undefined>;

  /** Compression module: compresses responses. */
  declare public readonly compression: pulumi.Output<{
    /** Whether the module is applied to traffic; defaults to true. */
    enabled?: boolean;
  } | null | undefined>;

  /** Request headers module: adds and removes headers before the request goes upstream. */
  declare public readonly requestHeaders: pulumi.Output<{
    /** Whether the module is applied to traffic; defaults to true. */
    enabled?: boolean;
    /**
     * Headers injected into the request before it goes upstream; names are stored in lower case.
     *
     * Lower-cased by the service (its keys).
     */
    add?: { [key: string]: string };
    /**
     * Header names removed from the request before it goes upstream; stored in lower case.
     *
     * Lower-cased by the service (its items).
     */
    remove?: string[];
  } | null | undefined>;

  /** Response headers module: adds and removes headers of the response. */
  declare public readonly responseHeaders: pulumi.Output<{
    /** Whether the module is applied to traffic; defaults to true. */
    enabled?: boolean;
    /**
     * Headers injected into the response to the client; names are stored in lower case.
     *
     * Lower-cased by the service (its keys).
     */
    add?: { [key: string]: string };
    /**
     * Header names removed from the response to the client; stored in lower case.
     *
     * Lower-cased by the service (its items).
     */
    remove?: string[];
  } | null | undefined>;

  /** Webhook verification module: checks the signatures of a webhook sender. */
  declare public readonly webhookVerification: pulumi.Output<{
    /** Whether the module is applied to traffic; defaults to true. */
    enabled?: boolean;
    /**
     * The webhook sender whose signatures are verified; any case, stored in lower case.
     *
     * Lower-cased by the service.
     */
    provider: "aftership" | "airship" | "autodesk" | "bitbucket" | "bolt" | "box" | "brex" | "buildkite" | "calendly" | "castle" | "chargify" | "circleci" | "clearbit" | "clerk" | "coinbase" | "contentful" | "docusign" | "dropbox" | "facebook_graph_api" | "facebook_messenger" | "frameio" | "github" | "gitlab" | "go1" | "graphcms" | "heroku" | "hostedhooks" | "hubspot" | "instagram" | "intercom" | "launch_darkly" | "mailchimp" | "mailgun" | "microsoft_teams" | "modern_treasury" | "mongodb" | "mux" | "orbit" | "pagerduty" | "pinwheel" | "plivo" | "pusher" | "sendgrid" | "sentry" | "shopify" | "signal_sciences" | "slack" | "sns" | "sonatype" | "square" | "stripe" | "svix" | "terraform" | "tiktok" | "trendmicro_conformity" | "twilio" | "twitter" | "typeform" | "vmware" | "webex" | "whatsapp" | "worldline" | "xero" | "zendesk" | "zoom";
    /**
     * Secret used to verify signatures; required for every provider except sns.
     *
     * Secret: a secret in Pulumi state, never shown in logs or errors.
     *
     * Limits: at least 1 character.
     */
    secret?: string;
  } | null | undefined>;

  /** OAuth module: users sign in with an identity provider. */
  declare public readonly oauth: pulumi.Output<{
    /** Whether the module is applied to traffic; defaults to true. */
    enabled?: boolean;
    /** Do not enforce authentication on HTTP OPTIONS requests (needed for CORS). */
    optionsPassthrough?: boolean;
    /** Prefix of the session cookie set on the client; default "edge.". */
    cookiePrefix?: string;
    /**
     * Seconds without access after which the user must authenticate again.
     *
     * Limits: a whole number from 0 to 4294967295.
     */
    inactivityTimeout?: number;
    /**
     * Seconds of an authenticated session after which the user must authenticate again.
     *
     * Limits: a whole number from 0 to 4294967295.
     */
    maximumDuration?: number;
    /** The identity provider: exactly one of its members is set. */
    provider: {
      /** Settings for github as identity provider. */
      github?: {
        /**
         * Client id of your own OAuth app; without it the service's managed app is used.
         *
         * Limits: at least 1 character.
         */
        clientId?: string;
        /**
         * Client secret of your own OAuth app; required with client_id.
         *
         * Secret: a secret in Pulumi state, never shown in logs or errors.
         *
         * Limits: at least 1 character.
         */
        clientSecret?: string;
        /** Provider-specific scopes; only with both client_id and client_secret. */
        scopes?: string[];
        /** Authenticated users with these email addresses are allowed. */
        emailAddresses?: string[];
        /** Authenticated users with these email domains are allowed. */
        emailDomains?: string[];
        /** Team slugs of the form <org>/<team>; members of any are allowed. */
        teams?: string[];
        /** Organization slugs; members of any are allowed. */
        organizations?: string[];
      } | null;
      /** Settings for facebook as identity provider. */
      facebook?: {
        /**
         * Client id of your own OAuth app; without it the service's managed app is used.
         *
         * Limits: at least 1 character.
         */
        clientId?: string;
        /**
         * Client secret of your own OAuth app; required with client_id.
         *
         * Secret: a secret in Pulumi state, never shown in logs or errors.
         *
         * Limits: at least 1 character.
         */
        clientSecret?: string;
        /** Provider-specific scopes; only with both client_id and client_secret. */
        scopes?: string[];
        /** Authenticated users with these email addresses are allowed. */
        emailAddresses?: string[];
        /** Authenticated users with these email domains are allowed. */
        emailDomains?: string[];
      } | null;
      /** Settings for microsoft as identity provider. */
      microsoft?: {
        /**
         * Client id of your own OAuth app; without it the service's managed app is used.
         *
         * Limits: at least 1 character.
         */
        clientId?: string;
        /**
         * Client secret of your own OAuth app; required with client_id.
         *
         * Secret: a secret in Pulumi state, never shown in logs or errors.
         *
         * Limits: at least 1 character.
         */
        clientSecret?: string;
        /** Provider-specific scopes; only with both client_id and client_secret. */
        scopes?: string[];
        /** Authenticated users with these email addresses are allowed. */
        emailAddresses?: string[];
        /** Authenticated users with these email domains are allowed. */
        emailDomains?: string[];
      } | null;
      /** Settings for google as identity provider. */
      google?: {
        /**
         * Client id of your own OAuth app; without it the service's managed app is used.
         *
         * Limits: at least 1 character.
         */
        clientId?: string;
        /**
         * Client secret of your own OAuth app; required with client_id.
         *
         * Secret: a secret in Pulumi state, never shown in logs or errors.
         *
         * Limits: at least 1 character.
         */
        clientSecret?: string;
        /** Provider-specific scopes; only with both client_id and client_secret. */
        scopes?: string[];
        /** Authenticated users with these email addresses are allowed. */
        emailAddresses?: string[];
        /** Authenticated users with these email domains are allowed. */
        emailDomains?: string[];
      } | null;
      /** Settings for linkedin as identity provider. */
      linkedin?: {
        /**
         * Client id of your own OAuth app; without it the service's managed app is used.
         *
         * Limits: at least 1 character.
         */
        clientId?: string;
        /**
         * Client secret of your own OAuth app; required with client_id.
         *
         * Secret: a secret in Pulumi state, never shown in logs or errors.
         *
         * Limits: at least 1 character.
         */
        clientSecret?: string;
        /** Provider-specific scopes; only with both client_id and client_secret. */
        scopes?: string[];
        /** Authenticated users with these email addresses are allowed. */
        emailAddresses?: string[];
        /** Authenticated users with these email domains are allowed. */
        emailDomains?: string[];
      } | null;
      /** Settings for gitlab as identity provider. */
      gitlab?: {
        /**
         * Client id of your own OAuth app; without it the service's managed app is used.
         *
         * Limits: at least 1 character.
         */
        clientId?: string;
        /**
         * Client secret of your own OAuth app; required with client_id.
         *
         * Secret: a secret in Pulumi state, never shown in logs or errors.
         *
         * Limits: at least 1 character.
         */
        clientSecret?: string;
        /** Provider-specific scopes; only with both client_id and client_secret. */
        scopes?: string[];
        /** Authenticated users with these email addresses are allowed. */
        emailAddresses?: string[];
        /** Authenticated users with these email domains are allowed. */
        emailDomains?: string[];
      } | null;
      /** Settings for twitch as identity provider. */
      twitch?: {
        /**
         * Client id of your own OAuth app; without it the service's managed app is used.
         *
         * Limits: at least 1 character.
         */
        clientId?: string;
        /**
         * Client secret of your own OAuth app; required with client_id.
         *
         * Secret: a secret in Pulumi state, never shown in logs or errors.
         *
         * Limits: at least 1 character.
         */
        clientSecret?: string;
        /** Provider-specific scopes; only with both client_id and client_secret. */
        scopes?: string[];
        /** Authenticated users with these email addresses are allowed. */
        emailAddresses?: string[];
        /** Authenticated users with these email domains are allowed. */
        emailDomains?: string[];
      } | null;
      /** Settings for amazon as identity provider. */
      amazon?: {
        /**
         * Client id of your own OAuth app; without it the service's managed app is used.
         *
         * Limits: at least 1 character.
         */
        clientId?: string;
        /**
         * Client secret of your own OAuth app; required with client_id.
         *
         * Secret: a secret in Pulumi state, never shown in logs or errors.
         *
         * Limits: at least 1 character.
         */
        clientSecret?: string;
        /** Provider-specific scopes; only with both client_id and client_secret. */
        scopes?: string[];
        /** Authenticated users with these email addresses are allowed. */
        emailAddresses?: string[];
        /** Authenticated users with these email domains are allowed. */
        emailDomains?: string[];
      } | null;
    };
    /**
     * Seconds after which user state is refreshed from the identity provider.
     *
     * Limits: a whole number from 0 to 4294967295.
     */
    authCheckInterval?: number;
  } | null | undefined>;

  /** SAML module: users sign in through a SAML identity provider. */
  declare public readonly saml: pulumi.Output<{
    /** Whether the module is applied to traffic; defaults to true. */
    enabled?: boolean;
    /** Do not enforce authentication on HTTP OPTIONS requests (needed for CORS). */
    optionsPassthrough?: boolean;
    /** Prefix of the session cookie set on the client; default "edge.". */
    cookiePrefix?: string;
    /**
     * Seconds without access after which the user must authenticate again.
     *
     * Limits: a whole number from 0 to 4294967295.
     */
    inactivityTimeout?: number;
    /**
     * Seconds of an authenticated session after which the user must authenticate again.
     *
     * Limits: a whole number from 0 to 4294967295.
     */
    maximumDuration?: number;
    /**
     * Full XML EntityDescriptor of the identity provider.
     *
     * Limits: at least 1 character.
     */
    idpMetadata: string;
    /** The IdP must re-prompt for credentials. */
    forceAuthn?: boolean;
    /** The IdP may start a login, RelayState carrying the target URL. */
    allowIdpInitiated?: boolean;
    /** Only members of a listed group may access. */
    authorizedGroups?: string[];
    /** NameID format requested from the IdP; default persistent. */
    nameidFormat?: "urn:oasis:names:tc:SAML:2.0:nameid-format:persistent" | "urn:oasis:names:tc:SAML:2.0:nameid-format:transient" | "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress" | "urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified";
    /**
     * The service provider's entity id.
     *
     * Output only: set by the service.
     */
    entityId?: string;
    /**
     * Where the IdP posts assertions.
     *
     * Output only: set by the service.
     */
    assertionConsumerServiceUrl?: string;
    /**
     * Single logout URL.
     *
     * Output only: set by the service.
     */
    singleLogoutUrl?: string;
    /**
     * URL of the service provider's metadata.
     *
     * Output only: set by the service.
     */
    metadataUrl?: string;
  } | null | undefined>;

  /** OIDC module: users sign in through an OpenID Connect provider. */
  declare public readonly oidc: pulumi.Output<{
    /** Whether the module is applied to traffic; defaults to true. */
    enabled?: boolean;
    /** Do not enforce authentication on HTTP OPTIONS requests (needed for CORS). */
    optionsPassthrough?: boolean;
    /** Prefix of the session cookie set on the client; default "edge.". */
    cookiePrefix?: string;
    /**
     * Seconds without access after which the user must authenticate again.
     *
     * Limits: a whole number from 0 to 4294967295.
     */
    inactivityTimeout?: number;
    /**
     * Seconds of an authenticated session after which the user must authenticate again.
     *
     * Limits: a whole number from 0 to 4294967295.
     */
    maximumDuration?: number;
    /**
     * OpenID provider base URL used for discovery.
     *
     * Limits: at least 1 character.
     */
    issuer: string;
    /**
     * Client id, also the audience.
     *
     * Limits: at least 1 character.
     */
    clientId: string;
    /**
     * Client secret.
     *
     * Secret: a secret in Pulumi state, never shown in logs or errors.
     *
     * Limits: at least 1 character.
     */
    clientSecret: string;
    /** Scopes requested. */
    scopes?: string[];
  } | null | undefined>;

  /** Websocket-to-TCP converter module. */
  declare public readonly websocketTcpConverter: pulumi.Output<{
    /** Whether the module is applied to traffic; defaults to true. */
    enabled?: boolean;
  } | null | undefined>;

  /** User-agent filter module: allows or denies by user agent. */
  declare public readonly userAgentFilter: pulumi.Output<{
    /** Whether the module is applied to traffic; defaults to true. */
    enabled?: boolean;
    /** User-agent patterns that are allowed. */
    allow?: string[];
    /** User-agent patterns that are denied. */
    deny?: string[];
  } | null | undefined>;

  /** Traffic policy module: rules of CEL expressions and actions. */
  declare public readonly policy: pulumi.Output<{
    /** Whether the module is applied to traffic; defaults to true. */
    enabled?: boolean;
    /** Rules applied to traffic coming in. */
    inbound?: ({
      /** Name of the rule. */
      name?: string;
      /** CEL expressions selecting the traffic the rule applies to; stored as sent. */
      expressions?: string[];
      /** The actions of the rule, in order. */
      actions?: ({
        /** The action's type. */
        type: "add-headers" | "compress-response" | "custom-response" | "deny" | "jwt-validation" | "log" | "rate-limit" | "redirect" | "remove-headers" | "restrict-ips" | "url-rewrite";
        /** The action's configuration, free JSON kept as sent. */
        config?: { [key: string]: unknown };
      })[];
    })[];
    /** Rules applied to traffic going out. */
    outbound?: ({
      /** Name of the rule. */
      name?: string;
      /** CEL expressions selecting the traffic the rule applies to; stored as sent. */
      expressions?: string[];
      /** The actions of the rule, in order. */
      actions?: ({
        /** The action's type. */
        type: "add-headers" | "compress-response" | "custom-response" | "deny" | "jwt-validation" | "log" | "rate-limit" | "redirect" | "remove-headers" | "restrict-ips" | "url-rewrite";
        /** The action's configuration, free JSON kept as sent. */
        config?: { [key: string]: unknown };
      })[];
    })[];
  } | null | undefined>;

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
  backend?: pulumi.Input<{
    /** Whether the module is applied to traffic; defaults to true. */
    enabled?: pulumi.Input<boolean>;
    /**
     * Id of the backend that serves the traffic.
     *
     * Limits: at least 1 character.
     */
    backendId: pulumi.Input<string>;
  }>;
  /** IP restriction module: which source IPs may reach the route. */
  ipRestriction?: pulumi.Input<{
    /** Whether the module is applied to traffic; defaults to true. */
    enabled?: pulumi.Input<boolean>;
    /** Ids of the IP policies that decide whether a source IP is allowed. */
    ipPolicyIds: pulumi.Input<pulumi.Input<string>[]>;
  }>;
  /** Circuit breaker module: stops traffic to an unhealthy upstream. */
  circuitBreaker?: pulumi.Input<{
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
  }>;
  /** Compression module: compresses responses. */
  compression?: pulumi.Input<{
    /** Whether the module is applied to traffic; defaults to true. */
    enabled?: pulumi.Input<boolean>;
  }>;
  /** Request headers module: adds and removes headers before the request goes upstream. */
  requestHeaders?: pulumi.Input<{
    /** Whether the module is applied to traffic; defaults to true. */
    enabled?: pulumi.Input<boolean>;
    /**
     * Headers injected into the request before it goes upstream; names are stored in lower case.
     *
     * Lower-cased by the service (its keys).
     */
    add?: pulumi.Input<{ [key: string]: pulumi.Input<string> }>;
    /**
     * Header names removed from the request before it goes upstream; stored in lower case.
     *
     * Lower-cased by the service (its items).
     */
    remove?: pulumi.Input<pulumi.Input<string>[]>;
  }>;
  /** Response headers module: adds and removes headers of the response. */
  responseHeaders?: pulumi.Input<{
    /** Whether the module is applied to traffic; defaults to true. */
    enabled?: pulumi.Input<boolean>;
    /**
     * Headers injected into the response to the client; names are stored in lower case.
     *
     * Lower-cased by the service (its keys).
     */
    add?: pulumi.Input<{ [key: string]: pulumi.Input<string> }>;
    /**
     * Header names removed from the response to the client; stored in lower case.
     *
     * Lower-cased by the service (its items).
     */
    remove?: pulumi.Input<pulumi.Input<string>[]>;
  }>;
  /** Webhook verification module: checks the signatures of a webhook sender. */
  webhookVerification?: pulumi.Input<{
    /** Whether the module is applied to traffic; defaults to true. */
    enabled?: pulumi.Input<boolean>;
    /**
     * The webhook sender whose signatures are verified; any case, stored in lower case.
     *
     * Lower-cased by the service.
     */
    provider: pulumi.Input<"aftership" | "airship" | "autodesk" | "bitbucket" | "bolt" | "box" | "brex" | "buildkite" | "calendly" | "castle" | "chargify" | "circleci" | "clearbit" | "clerk" | "coinbase" | "contentful" | "docusign" | "dropbox" | "facebook_graph_api" | "facebook_messenger" | "frameio" | "github" | "gitlab" | "go1" | "graphcms" | "heroku" | "hostedhooks" | "hubspot" | "instagram" | "intercom" | "launch_darkly" | "mailchimp" | "mailgun" | "microsoft_teams" | "modern_treasury" | "mongodb" | "mux" | "orbit" | "pagerduty" | "pinwheel" | "plivo" | "pusher" | "sendgrid" | "sentry" | "shopify" | "signal_sciences" | "slack" | "sns" | "sonatype" | "square" | "stripe" | "svix" | "terraform" | "tiktok" | "trendmicro_conformity" | "twilio" | "twitter" | "typeform" | "vmware" | "webex" | "whatsapp" | "worldline" | "xero" | "zendesk" | "zoom">;
    /**
     * Secret used to verify signatures; required for every provider except sns.
     *
     * Secret: a secret in Pulumi state, never shown in logs or errors.
     *
     * Limits: at least 1 character.
     */
    secret?: pulumi.Input<string>;
  }>;
  /** OAuth module: users sign in with an identity provider. */
  oauth?: pulumi.Input<{
    /** Whether the module is applied to traffic; defaults to true. */
    enabled?: pulumi.Input<boolean>;
    /** Do not enforce authentication on HTTP OPTIONS requests (needed for CORS). */
    optionsPassthrough?: pulumi.Input<boolean>;
    /** Prefix of the session cookie set on the client; default "edge.". */
    cookiePrefix?: pulumi.Input<string>;
    /**
     * Seconds without access after which the user must authenticate again.
     *
     * Limits: a whole number from 0 to 4294967295.
     */
    inactivityTimeout?: pulumi.Input<number>;
    /**
     * Seconds of an authenticated session after which the user must authenticate again.
     *
     * Limits: a whole number from 0 to 4294967295.
     */
    maximumDuration?: pulumi.Input<number>;
    /** The identity provider: exactly one of its members is set. */
    provider: pulumi.Input<{
      /** Settings for github as identity provider. */
      github?: pulumi.Input<{
        /**
         * Client id of your own OAuth app; without it the service's managed app is used.
         *
         * Limits: at least 1 character.
         */
        clientId?: pulumi.Input<string>;
        /**
         * Client secret of your own OAuth app; required with client_id.
         *
         * Secret: a secret in Pulumi state, never shown in logs or errors.
         *
         * Limits: at least 1 character.
         */
        clientSecret?: pulumi.Input<string>;
        /** Provider-specific scopes; only with both client_id and client_secret. */
        scopes?: pulumi.Input<pulumi.Input<string>[]>;
        /** Authenticated users with these email addresses are allowed. */
        emailAddresses?: pulumi.Input<pulumi.Input<string>[]>;
        /** Authenticated users with these email domains are allowed. */
        emailDomains?: pulumi.Input<pulumi.Input<string>[]>;
        /** Team slugs of the form <org>/<team>; members of any are allowed. */
        teams?: pulumi.Input<pulumi.Input<string>[]>;
        /** Organization slugs; members of any are allowed. */
        organizations?: pulumi.Input<pulumi.Input<string>[]>;
      } | null>;
      /** Settings for facebook as identity provider. */
      facebook?: pulumi.Input<{
        /**
         * Client id of your own OAuth app; without it the service's managed app is used.
         *
         * Limits: at least 1 character.
         */
        clientId?: pulumi.Input<string>;
        /**
         * Client secret of your own OAuth app; required with client_id.
         *
         * Secret: a secret in Pulumi state, never shown in logs or errors.
         *
         * Limits: at least 1 character.
         */
        clientSecret?: pulumi.Input<string>;
        /** Provider-specific scopes; only with both client_id and client_secret. */
        scopes?: pulumi.Input<pulumi.Input<string>[]>;
        /** Authenticated users with these email addresses are allowed. */
        emailAddresses?: pulumi.Input<pulumi.Input<string>[]>;
        /** Authenticated users with these email domains are allowed. */
        emailDomains?: pulumi.Input<pulumi.Input<string>[]>;
      } | null>;
      /** Settings for microsoft as identity provider. */
      microsoft?: pulumi.Input<{
        /**
         * Client id of your own OAuth app; without it the service's managed app is used.
         *
         * Limits: at least 1 character.
         */
        clientId?: pulumi.Input<string>;
        /**
         * Client secret of your own OAuth app; required with client_id.
         *
         * Secret: a secret in Pulumi state, never shown in logs or errors.
         *
         * Limits: at least 1 character.
         */
        clientSecret?: pulumi.Input<string>;
        /** Provider-specific scopes; only with both client_id and client_secret. */
        scopes?: pulumi.Input<pulumi.Input<string>[]>;
        /** Authenticated users with these email addresses are allowed. */
        emailAddresses?: pulumi.Input<pulumi.Input<string>[]>;
        /** Authenticated users with these email domains are allowed. */
        emailDomains?: pulumi.Input<pulumi.Input<string>[]>;
      } | null>;
      /** Settings for google as identity provider. */
      google?: pulumi.Input<{
        /**
         * Client id of your own OAuth app; without it the service's managed app is used.
         *
         * Limits: at least 1 character.
         */
        clientId?: pulumi.Input<string>;
        /**
         * Client secret of your own OAuth app; required with client_id.
         *
         * Secret: a secret in Pulumi state, never shown in logs or errors.
         *
         * Limits: at least 1 character.
         */
        clientSecret?: pulumi.Input<string>;
        /** Provider-specific scopes; only with both client_id and client_secret. */
        scopes?: pulumi.Input<pulumi.Input<string>[]>;
        /** Authenticated users with these email addresses are allowed. */
        emailAddresses?: pulumi.Input<pulumi.Input<string>[]>;
        /** Authenticated users with these email domains are allowed. */
        emailDomains?: pulumi.Input<pulumi.Input<string>[]>;
      } | null>;
      /** Settings for linkedin as identity provider. */
      linkedin?: pulumi.Input<{
        /**
         * Client id of your own OAuth app; without it the service's managed app is used.
         *
         * Limits: at least 1 character.
         */
        clientId?: pulumi.Input<string>;
        /**
         * Client secret of your own OAuth app; required with client_id.
         *
         * Secret: a secret in Pulumi state, never shown in logs or errors.
         *
         * Limits: at least 1 character.
         */
        clientSecret?: pulumi.Input<string>;
        /** Provider-specific scopes; only with both client_id and client_secret. */
        scopes?: pulumi.Input<pulumi.Input<string>[]>;
        /** Authenticated users with these email addresses are allowed. */
        emailAddresses?: pulumi.Input<pulumi.Input<string>[]>;
        /** Authenticated users with these email domains are allowed. */
        emailDomains?: pulumi.Input<pulumi.Input<string>[]>;
      } | null>;
      /** Settings for gitlab as identity provider. */
      gitlab?: pulumi.Input<{
        /**
         * Client id of your own OAuth app; without it the service's managed app is used.
         *
         * Limits: at least 1 character.
         */
        clientId?: pulumi.Input<string>;
        /**
         * Client secret of your own OAuth app; required with client_id.
         *
         * Secret: a secret in Pulumi state, never shown in logs or errors.
         *
         * Limits: at least 1 character.
         */
        clientSecret?: pulumi.Input<string>;
        /** Provider-specific scopes; only with both client_id and client_secret. */
        scopes?: pulumi.Input<pulumi.Input<string>[]>;
        /** Authenticated users with these email addresses are allowed. */
        emailAddresses?: pulumi.Input<pulumi.Input<string>[]>;
        /** Authenticated users with these email domains are allowed. */
        emailDomains?: pulumi.Input<pulumi.Input<string>[]>;
      } | null>;
      /** Settings for twitch as identity provider. */
      twitch?: pulumi.Input<{
        /**
         * Client id of your own OAuth app; without it the service's managed app is used.
         *
         * Limits: at least 1 character.
         */
        clientId?: pulumi.Input<string>;
        /**
         * Client secret of your own OAuth app; required with client_id.
         *
         * Secret: a secret in Pulumi state, never shown in logs or errors.
         *
         * Limits: at least 1 character.
         */
        clientSecret?: pulumi.Input<string>;
        /** Provider-specific scopes; only with both client_id and client_secret. */
        scopes?: pulumi.Input<pulumi.Input<string>[]>;
        /** Authenticated users with these email addresses are allowed. */
        emailAddresses?: pulumi.Input<pulumi.Input<string>[]>;
        /** Authenticated users with these email domains are allowed. */
        emailDomains?: pulumi.Input<pulumi.Input<string>[]>;
      } | null>;
      /** Settings for amazon as identity provider. */
      amazon?: pulumi.Input<{
        /**
         * Client id of your own OAuth app; without it the service's managed app is used.
         *
         * Limits: at least 1 character.
         */
        clientId?: pulumi.Input<string>;
        /**
         * Client secret of your own OAuth app; required with client_id.
         *
         * Secret: a secret in Pulumi state, never shown in logs or errors.
         *
         * Limits: at least 1 character.
         */
        clientSecret?: pulumi.Input<string>;
        /** Provider-specific scopes; only with both client_id and client_secret. */
        scopes?: pulumi.Input<pulumi.Input<string>[]>;
        /** Authenticated users with these email addresses are allowed. */
        emailAddresses?: pulumi.Input<pulumi.Input<string>[]>;
        /** Authenticated users with these email domains are allowed. */
        emailDomains?: pulumi.Input<pulumi.Input<string>[]>;
      } | null>;
    }>;
    /**
     * Seconds after which user state is refreshed from the identity provider.
     *
     * Limits: a whole number from 0 to 4294967295.
     */
    authCheckInterval?: pulumi.Input<number>;
  }>;
  /** SAML module: users sign in through a SAML identity provider. */
  saml?: pulumi.Input<{
    /** Whether the module is applied to traffic; defaults to true. */
    enabled?: pulumi.Input<boolean>;
    /** Do not enforce authentication on HTTP OPTIONS requests (needed for CORS). */
    optionsPassthrough?: pulumi.Input<boolean>;
    /** Prefix of the session cookie set on the client; default "edge.". */
    cookiePrefix?: pulumi.Input<string>;
    /**
     * Seconds without access after which the user must authenticate again.
     *
     * Limits: a whole number from 0 to 4294967295.
     */
    inactivityTimeout?: pulumi.Input<number>;
    /**
     * Seconds of an authenticated session after which the user must authenticate again.
     *
     * Limits: a whole number from 0 to 4294967295.
     */
    maximumDuration?: pulumi.Input<number>;
    /**
     * Full XML EntityDescriptor of the identity provider.
     *
     * Limits: at least 1 character.
     */
    idpMetadata: pulumi.Input<string>;
    /** The IdP must re-prompt for credentials. */
    forceAuthn?: pulumi.Input<boolean>;
    /** The IdP may start a login, RelayState carrying the target URL. */
    allowIdpInitiated?: pulumi.Input<boolean>;
    /** Only members of a listed group may access. */
    authorizedGroups?: pulumi.Input<pulumi.Input<string>[]>;
    /** NameID format requested from the IdP; default persistent. */
    nameidFormat?: pulumi.Input<"urn:oasis:names:tc:SAML:2.0:nameid-format:persistent" | "urn:oasis:names:tc:SAML:2.0:nameid-format:transient" | "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress" | "urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified">;
  }>;
  /** OIDC module: users sign in through an OpenID Connect provider. */
  oidc?: pulumi.Input<{
    /** Whether the module is applied to traffic; defaults to true. */
    enabled?: pulumi.Input<boolean>;
    /** Do not enforce authentication on HTTP OPTIONS requests (needed for CORS). */
    optionsPassthrough?: pulumi.Input<boolean>;
    /** Prefix of the session cookie set on the client; default "edge.". */
    cookiePrefix?: pulumi.Input<string>;
    /**
     * Seconds without access after which the user must authenticate again.
     *
     * Limits: a whole number from 0 to 4294967295.
     */
    inactivityTimeout?: pulumi.Input<number>;
    /**
     * Seconds of an authenticated session after which the user must authenticate again.
     *
     * Limits: a whole number from 0 to 4294967295.
     */
    maximumDuration?: pulumi.Input<number>;
    /**
     * OpenID provider base URL used for discovery.
     *
     * Limits: at least 1 character.
     */
    issuer: pulumi.Input<string>;
    /**
     * Client id, also the audience.
     *
     * Limits: at least 1 character.
     */
    clientId: pulumi.Input<string>;
    /**
     * Client secret.
     *
     * Secret: a secret in Pulumi state, never shown in logs or errors.
     *
     * Limits: at least 1 character.
     */
    clientSecret: pulumi.Input<string>;
    /** Scopes requested. */
    scopes?: pulumi.Input<pulumi.Input<string>[]>;
  }>;
  /** Websocket-to-TCP converter module. */
  websocketTcpConverter?: pulumi.Input<{
    /** Whether the module is applied to traffic; defaults to true. */
    enabled?: pulumi.Input<boolean>;
  }>;
  /** User-agent filter module: allows or denies by user agent. */
  userAgentFilter?: pulumi.Input<{
    /** Whether the module is applied to traffic; defaults to true. */
    enabled?: pulumi.Input<boolean>;
    /** User-agent patterns that are allowed. */
    allow?: pulumi.Input<pulumi.Input<string>[]>;
    /** User-agent patterns that are denied. */
    deny?: pulumi.Input<pulumi.Input<string>[]>;
  }>;
  /** Traffic policy module: rules of CEL expressions and actions. */
  policy?: pulumi.Input<{
    /** Whether the module is applied to traffic; defaults to true. */
    enabled?: pulumi.Input<boolean>;
    /** Rules applied to traffic coming in. */
    inbound?: pulumi.Input<pulumi.Input<{
      /** Name of the rule. */
      name?: pulumi.Input<string>;
      /** CEL expressions selecting the traffic the rule applies to; stored as sent. */
      expressions?: pulumi.Input<pulumi.Input<string>[]>;
      /** The actions of the rule, in order. */
      actions?: pulumi.Input<pulumi.Input<{
        /** The action's type. */
        type: pulumi.Input<"add-headers" | "compress-response" | "custom-response" | "deny" | "jwt-validation" | "log" | "rate-limit" | "redirect" | "remove-headers" | "restrict-ips" | "url-rewrite">;
        /** The action's configuration, free JSON kept as sent. */
        config?: pulumi.Input<{ [key: string]: pulumi.Input<unknown> }>;
      }>[]>;
    }>[]>;
    /** Rules applied to traffic going out. */
    outbound?: pulumi.Input<pulumi.Input<{
      /** Name of the rule. */
      name?: pulumi.Input<string>;
      /** CEL expressions selecting the traffic the rule applies to; stored as sent. */
      expressions?: pulumi.Input<pulumi.Input<string>[]>;
      /** The actions of the rule, in order. */
      actions?: pulumi.Input<pulumi.Input<{
        /** The action's type. */
        type: pulumi.Input<"add-headers" | "compress-response" | "custom-response" | "deny" | "jwt-validation" | "log" | "rate-limit" | "redirect" | "remove-headers" | "restrict-ips" | "url-rewrite">;
        /** The action's configuration, free JSON kept as sent. */
        config?: pulumi.Input<{ [key: string]: pulumi.Input<unknown> }>;
      }>[]>;
    }>[]>;
  }>;
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
  backend?: pulumi.Input<{
    /** Whether the module is applied to traffic; defaults to true. */
    enabled?: pulumi.Input<boolean>;
    /**
     * Id of the backend that serves the traffic.
     *
     * Limits: at least 1 character.
     */
    backendId: pulumi.Input<string>;
  } | null>;
  /** IP restriction module: which source IPs may reach the route. */
  ipRestriction?: pulumi.Input<{
    /** Whether the module is applied to traffic; defaults to true. */
    enabled?: pulumi.Input<boolean>;
    /** Ids of the IP policies that decide whether a source IP is allowed. */
    ipPolicyIds: pulumi.Input<pulumi.Input<string>[]>;
  } | null>;
  /** Circuit breaker module: stops traffic to an unhealthy upstream. */
  circuitBreaker?: pulumi.Input<{
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
  } | null>;
  /** Compression module: compresses responses. */
  compression?: pulumi.Input<{
    /** Whether the module is applied to traffic; defaults to true. */
    enabled?: pulumi.Input<boolean>;
  } | null>;
  /** Request headers module: adds and removes headers before the request goes upstream. */
  requestHeaders?: pulumi.Input<{
    /** Whether the module is applied to traffic; defaults to true. */
    enabled?: pulumi.Input<boolean>;
    /**
     * Headers injected into the request before it goes upstream; names are stored in lower case.
     *
     * Lower-cased by the service (its keys).
     */
    add?: pulumi.Input<{ [key: string]: pulumi.Input<string> }>;
    /**
     * Header names removed from the request before it goes upstream; stored in lower case.
     *
     * Lower-cased by the service (its items).
     */
    remove?: pulumi.Input<pulumi.Input<string>[]>;
  } | null>;
  /** Response headers module: adds and removes headers of the response. */
  responseHeaders?: pulumi.Input<{
    /** Whether the module is applied to traffic; defaults to true. */
    enabled?: pulumi.Input<boolean>;
    /**
     * Headers injected into the response to the client; names are stored in lower case.
     *
     * Lower-cased by the service (its keys).
     */
    add?: pulumi.Input<{ [key: string]: pulumi.Input<string> }>;
    /**
     * Header names removed from the response to the client; stored in lower case.
     *
     * Lower-cased by the service (its items).
     */
    remove?: pulumi.Input<pulumi.Input<string>[]>;
  } | null>;
  /** Webhook verification module: checks the signatures of a webhook sender. */
  webhookVerification?: pulumi.Input<{
    /** Whether the module is applied to traffic; defaults to true. */
    enabled?: pulumi.Input<boolean>;
    /**
     * The webhook sender whose signatures are verified; any case, stored in lower case.
     *
     * Lower-cased by the service.
     */
    provider: pulumi.Input<"aftership" | "airship" | "autodesk" | "bitbucket" | "bolt" | "box" | "brex" | "buildkite" | "calendly" | "castle" | "chargify" | "circleci" | "clearbit" | "clerk" | "coinbase" | "contentful" | "docusign" | "dropbox" | "facebook_graph_api" | "facebook_messenger" | "frameio" | "github" | "gitlab" | "go1" | "graphcms" | "heroku" | "hostedhooks" | "hubspot" | "instagram" | "intercom" | "launch_darkly" | "mailchimp" | "mailgun" | "microsoft_teams" | "modern_treasury" | "mongodb" | "mux" | "orbit" | "pagerduty" | "pinwheel" | "plivo" | "pusher" | "sendgrid" | "sentry" | "shopify" | "signal_sciences" | "slack" | "sns" | "sonatype" | "square" | "stripe" | "svix" | "terraform" | "tiktok" | "trendmicro_conformity" | "twilio" | "twitter" | "typeform" | "vmware" | "webex" | "whatsapp" | "worldline" | "xero" | "zendesk" | "zoom">;
    /**
     * Secret used to verify signatures; required for every provider except sns.
     *
     * Secret: a secret in Pulumi state, never shown in logs or errors.
     *
     * Limits: at least 1 character.
     */
    secret?: pulumi.Input<string>;
  } | null>;
  /** OAuth module: users sign in with an identity provider. */
  oauth?: pulumi.Input<{
    /** Whether the module is applied to traffic; defaults to true. */
    enabled?: pulumi.Input<boolean>;
    /** Do not enforce authentication on HTTP OPTIONS requests (needed for CORS). */
    optionsPassthrough?: pulumi.Input<boolean>;
    /** Prefix of the session cookie set on the client; default "edge.". */
    cookiePrefix?: pulumi.Input<string>;
    /**
     * Seconds without access after which the user must authenticate again.
     *
     * Limits: a whole number from 0 to 4294967295.
     */
    inactivityTimeout?: pulumi.Input<number>;
    /**
     * Seconds of an authenticated session after which the user must authenticate again.
     *
     * Limits: a whole number from 0 to 4294967295.
     */
    maximumDuration?: pulumi.Input<number>;
    /** The identity provider: exactly one of its members is set. */
    provider: pulumi.Input<{
      /** Settings for github as identity provider. */
      github?: pulumi.Input<{
        /**
         * Client id of your own OAuth app; without it the service's managed app is used.
         *
         * Limits: at least 1 character.
         */
        clientId?: pulumi.Input<string>;
        /**
         * Client secret of your own OAuth app; required with client_id.
         *
         * Secret: a secret in Pulumi state, never shown in logs or errors.
         *
         * Limits: at least 1 character.
         */
        clientSecret?: pulumi.Input<string>;
        /** Provider-specific scopes; only with both client_id and client_secret. */
        scopes?: pulumi.Input<pulumi.Input<string>[]>;
        /** Authenticated users with these email addresses are allowed. */
        emailAddresses?: pulumi.Input<pulumi.Input<string>[]>;
        /** Authenticated users with these email domains are allowed. */
        emailDomains?: pulumi.Input<pulumi.Input<string>[]>;
        /** Team slugs of the form <org>/<team>; members of any are allowed. */
        teams?: pulumi.Input<pulumi.Input<string>[]>;
        /** Organization slugs; members of any are allowed. */
        organizations?: pulumi.Input<pulumi.Input<string>[]>;
      } | null>;
      /** Settings for facebook as identity provider. */
      facebook?: pulumi.Input<{
        /**
         * Client id of your own OAuth app; without it the service's managed app is used.
         *
         * Limits: at least 1 character.
         */
        clientId?: pulumi.Input<string>;
        /**
         * Client secret of your own OAuth app; required with client_id.
         *
         * Secret: a secret in Pulumi state, never shown in logs or errors.
         *
         * Limits: at least 1 character.
         */
        clientSecret?: pulumi.Input<string>;
        /** Provider-specific scopes; only with both client_id and client_secret. */
        scopes?: pulumi.Input<pulumi.Input<string>[]>;
        /** Authenticated users with these email addresses are allowed. */
        emailAddresses?: pulumi.Input<pulumi.Input<string>[]>;
        /** Authenticated users with these email domains are allowed. */
        emailDomains?: pulumi.Input<pulumi.Input<string>[]>;
      } | null>;
      /** Settings for microsoft as identity provider. */
      microsoft?: pulumi.Input<{
        /**
         * Client id of your own OAuth app; without it the service's managed app is used.
         *
         * Limits: at least 1 character.
         */
        clientId?: pulumi.Input<string>;
        /**
         * Client secret of your own OAuth app; required with client_id.
         *
         * Secret: a secret in Pulumi state, never shown in logs or errors.
         *
         * Limits: at least 1 character.
         */
        clientSecret?: pulumi.Input<string>;
        /** Provider-specific scopes; only with both client_id and client_secret. */
        scopes?: pulumi.Input<pulumi.Input<string>[]>;
        /** Authenticated users with these email addresses are allowed. */
        emailAddresses?: pulumi.Input<pulumi.Input<string>[]>;
        /** Authenticated users with these email domains are allowed. */
        emailDomains?: pulumi.Input<pulumi.Input<string>[]>;
      } | null>;
      /** Settings for google as identity provider. */
      google?: pulumi.Input<{
        /**
         * Client id of your own OAuth app; without it the service's managed app is used.
         *
         * Limits: at least 1 character.
         */
        clientId?: pulumi.Input<string>;
        /**
         * Client secret of your own OAuth app; required with client_id.
         *
         * Secret: a secret in Pulumi state, never shown in logs or errors.
         *
         * Limits: at least 1 character.
         */
        clientSecret?: pulumi.Input<string>;
        /** Provider-specific scopes; only with both client_id and client_secret. */
        scopes?: pulumi.Input<pulumi.Input<string>[]>;
        /** Authenticated users with these email addresses are allowed. */
        emailAddresses?: pulumi.Input<pulumi.Input<string>[]>;
        /** Authenticated users with these email domains are allowed. */
        emailDomains?: pulumi.Input<pulumi.Input<string>[]>;
      } | null>;
      /** Settings for linkedin as identity provider. */
      linkedin?: pulumi.Input<{
        /**
         * Client id of your own OAuth app; without it the service's managed app is used.
         *
         * Limits: at least 1 character.
         */
        clientId?: pulumi.Input<string>;
        /**
         * Client secret of your own OAuth app; required with client_id.
         *
         * Secret: a secret in Pulumi state, never shown in logs or errors.
         *
         * Limits: at least 1 character.
         */
        clientSecret?: pulumi.Input<string>;
        /** Provider-specific scopes; only with both client_id and client_secret. */
        scopes?: pulumi.Input<pulumi.Input<string>[]>;
        /** Authenticated users with these email addresses are allowed. */
        emailAddresses?: pulumi.Input<pulumi.Input<string>[]>;
        /** Authenticated users with these email domains are allowed. */
        emailDomains?: pulumi.Input<pulumi.Input<string>[]>;
      } | null>;
      /** Settings for gitlab as identity provider. */
      gitlab?: pulumi.Input<{
        /**
         * Client id of your own OAuth app; without it the service's managed app is used.
         *
         * Limits: at least 1 character.
         */
        clientId?: pulumi.Input<string>;
        /**
         * Client secret of your own OAuth app; required with client_id.
         *
         * Secret: a secret in Pulumi state, never shown in logs or errors.
         *
         * Limits: at least 1 character.
         */
        clientSecret?: pulumi.Input<string>;
        /** Provider-specific scopes; only with both client_id and client_secret. */
        scopes?: pulumi.Input<pulumi.Input<string>[]>;
        /** Authenticated users with these email addresses are allowed. */
        emailAddresses?: pulumi.Input<pulumi.Input<string>[]>;
        /** Authenticated users with these email domains are allowed. */
        emailDomains?: pulumi.Input<pulumi.Input<string>[]>;
      } | null>;
      /** Settings for twitch as identity provider. */
      twitch?: pulumi.Input<{
        /**
         * Client id of your own OAuth app; without it the service's managed app is used.
         *
         * Limits: at least 1 character.
         */
        clientId?: pulumi.Input<string>;
        /**
         * Client secret of your own OAuth app; required with client_id.
         *
         * Secret: a secret in Pulumi state, never shown in logs or errors.
         *
         * Limits: at least 1 character.
         */
        clientSecret?: pulumi.Input<string>;
        /** Provider-specific scopes; only with both client_id and client_secret. */
        scopes?: pulumi.Input<pulumi.Input<string>[]>;
        /** Authenticated users with these email addresses are allowed. */
        emailAddresses?: pulumi.Input<pulumi.Input<string>[]>;
        /** Authenticated users with these email domains are allowed. */
        emailDomains?: pulumi.Input<pulumi.Input<string>[]>;
      } | null>;
      /** Settings for amazon as identity provider. */
      amazon?: pulumi.Input<{
        /**
         * Client id of your own OAuth app; without it the service's managed app is used.
         *
         * Limits: at least 1 character.
         */
        clientId?: pulumi.Input<string>;
        /**
         * Client secret of your own OAuth app; required with client_id.
         *
         * Secret: a secret in Pulumi state, never shown in logs or errors.
         *
         * Limits: at least 1 character.
         */
        clientSecret?: pulumi.Input<string>;
        /** Provider-specific scopes; only with both client_id and client_secret. */
        scopes?: pulumi.Input<pulumi.Input<string>[]>;
        /** Authenticated users with these email addresses are allowed. */
        emailAddresses?: pulumi.Input<pulumi.Input<string>[]>;
        /** Authenticated users with these email domains are allowed. */
        emailDomains?: pulumi.Input<pulumi.Input<string>[]>;
      } | null>;
    }>;
    /**
     * Seconds after which user state is refreshed from the identity provider.
     *
     * Limits: a whole number from 0 to 4294967295.
     */
    authCheckInterval?: pulumi.Input<number>;
  } | null>;
  /** SAML module: users sign in through a SAML identity provider. */
  saml?: pulumi.Input<{
    /** Whether the module is applied to traffic; defaults to true. */
    enabled?: pulumi.Input<boolean>;
    /** Do not enforce authentication on HTTP OPTIONS requests (needed for CORS). */
    optionsPassthrough?: pulumi.Input<boolean>;
    /** Prefix of the session cookie set on the client; default "edge.". */
    cookiePrefix?: pulumi.Input<string>;
    /**
     * Seconds without access after which the user must authenticate again.
     *
     * Limits: a whole number from 0 to 4294967295.
     */
    inactivityTimeout?: pulumi.Input<number>;
    /**
     * Seconds of an authenticated session after which the user must authenticate again.
     *
     * Limits: a whole number from 0 to 4294967295.
     */
    maximumDuration?: pulumi.Input<number>;
    /**
     * Full XML EntityDescriptor of the identity provider.
     *
     * Limits: at least 1 character.
     */
    idpMetadata: pulumi.Input<string>;
    /** The IdP must re-prompt for credentials. */
    forceAuthn?: pulumi.Input<boolean>;
    /** The IdP may start a login, RelayState carrying the target URL. */
    allowIdpInitiated?: pulumi.Input<boolean>;
    /** Only members of a listed group may access. */
    authorizedGroups?: pulumi.Input<pulumi.Input<string>[]>;
    /** NameID format requested from the IdP; default persistent. */
    nameidFormat?: pulumi.Input<"urn:oasis:names:tc:SAML:2.0:nameid-format:persistent" | "urn:oasis:names:tc:SAML:2.0:nameid-format:transient" | "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress" | "urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified">;
  } | null>;
  /** OIDC module: users sign in through an OpenID Connect provider. */
  oidc?: pulumi.Input<{
    /** Whether the module is applied to traffic; defaults to true. */
    enabled?: pulumi.Input<boolean>;
    /** Do not enforce authentication on HTTP OPTIONS requests (needed for CORS). */
    optionsPassthrough?: pulumi.Input<boolean>;
    /** Prefix of the session cookie set on the client; default "edge.". */
    cookiePrefix?: pulumi.Input<string>;
    /**
     * Seconds without access after which the user must authenticate again.
     *
     * Limits: a whole number from 0 to 4294967295.
     */
    inactivityTimeout?: pulumi.Input<number>;
    /**
     * Seconds of an authenticated session after which the user must authenticate again.
     *
     * Limits: a whole number from 0 to 4294967295.
     */
    maximumDuration?: pulumi.Input<number>;
    /**
     * OpenID provider base URL used for discovery.
     *
     * Limits: at least 1 character.
     */
    issuer: pulumi.Input<string>;
    /**
     * Client id, also the audience.
     *
     * Limits: at least 1 character.
     */
    clientId: pulumi.Input<string>;
    /**
     * Client secret.
     *
     * Secret: a secret in Pulumi state, never shown in logs or errors.
     *
     * Limits: at least 1 character.
     */
    clientSecret: pulumi.Input<string>;
    /** Scopes requested. */
    scopes?: pulumi.Input<pulumi.Input<string>[]>;
  } | null>;
  /** Websocket-to-TCP converter module. */
  websocketTcpConverter?: pulumi.Input<{
    /** Whether the module is applied to traffic; defaults to true. */
    enabled?: pulumi.Input<boolean>;
  } | null>;
  /** User-agent filter module: allows or denies by user agent. */
  userAgentFilter?: pulumi.Input<{
    /** Whether the module is applied to traffic; defaults to true. */
    enabled?: pulumi.Input<boolean>;
    /** User-agent patterns that are allowed. */
    allow?: pulumi.Input<pulumi.Input<string>[]>;
    /** User-agent patterns that are denied. */
    deny?: pulumi.Input<pulumi.Input<string>[]>;
  } | null>;
  /** Traffic policy module: rules of CEL expressions and actions. */
  policy?: pulumi.Input<{
    /** Whether the module is applied to traffic; defaults to true. */
    enabled?: pulumi.Input<boolean>;
    /** Rules applied to traffic coming in. */
    inbound?: pulumi.Input<pulumi.Input<{
      /** Name of the rule. */
      name?: pulumi.Input<string>;
      /** CEL expressions selecting the traffic the rule applies to; stored as sent. */
      expressions?: pulumi.Input<pulumi.Input<string>[]>;
      /** The actions of the rule, in order. */
      actions?: pulumi.Input<pulumi.Input<{
        /** The action's type. */
        type: pulumi.Input<"add-headers" | "compress-response" | "custom-response" | "deny" | "jwt-validation" | "log" | "rate-limit" | "redirect" | "remove-headers" | "restrict-ips" | "url-rewrite">;
        /** The action's configuration, free JSON kept as sent. */
        config?: pulumi.Input<{ [key: string]: pulumi.Input<unknown> }>;
      }>[]>;
    }>[]>;
    /** Rules applied to traffic going out. */
    outbound?: pulumi.Input<pulumi.Input<{
      /** Name of the rule. */
      name?: pulumi.Input<string>;
      /** CEL expressions selecting the traffic the rule applies to; stored as sent. */
      expressions?: pulumi.Input<pulumi.Input<string>[]>;
      /** The actions of the rule, in order. */
      actions?: pulumi.Input<pulumi.Input<{
        /** The action's type. */
        type: pulumi.Input<"add-headers" | "compress-response" | "custom-response" | "deny" | "jwt-validation" | "log" | "rate-limit" | "redirect" | "remove-headers" | "restrict-ips" | "url-rewrite">;
        /** The action's configuration, free JSON kept as sent. */
        config?: pulumi.Input<{ [key: string]: pulumi.Input<unknown> }>;
      }>[]>;
    }>[]>;
  } | null>;
}

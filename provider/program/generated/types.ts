// Generated from the catalog (sdk/catalog) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import type * as pulumi from "@pulumi/pulumi";

/**
 * The `HttpsEdge.tlsTermination` module, also managed on its own as a HttpsEdgeTlsTermination (whose Args extend HttpsEdgeTlsTerminationModuleArgs).
 *
 * As outputs and state hold it.
 */
export interface HttpsEdgeTlsTerminationModule {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: boolean;
  /** Minimum TLS version for termination; default "1.2" when terminated at the edge. */
  minVersion?: "1.0" | "1.1" | "1.2" | "1.3" | null;
  /**
   * Always edge for HTTPS edges.
   *
   * Output only: set by the service.
   */
  terminateAt?: string;
}

/**
 * The `HttpsEdge.tlsTermination` module, also managed on its own as a HttpsEdgeTlsTermination (whose Args extend HttpsEdgeTlsTerminationModuleArgs).
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface HttpsEdgeTlsTerminationModuleArgs {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: pulumi.Input<boolean>;
  /** Minimum TLS version for termination; default "1.2" when terminated at the edge. */
  minVersion?: pulumi.Input<"1.0" | "1.1" | "1.2" | "1.3" | null>;
}

/**
 * The `TlsEdge.backend` module, also managed on its own as a TlsEdgeBackend (whose Args extend TlsEdgeBackendModuleArgs).
 *
 * As outputs and state hold it.
 */
export interface TlsEdgeBackendModule {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: boolean;
  /**
   * Id of the backend that serves the traffic.
   *
   * Limits: at least 1 character.
   */
  backendId: string;
}

/**
 * The `TlsEdge.backend` module, also managed on its own as a TlsEdgeBackend (whose Args extend TlsEdgeBackendModuleArgs).
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface TlsEdgeBackendModuleArgs {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: pulumi.Input<boolean>;
  /**
   * Id of the backend that serves the traffic.
   *
   * Limits: at least 1 character.
   */
  backendId: pulumi.Input<string>;
}

/**
 * The `TlsEdge.ipRestriction` module, also managed on its own as a TlsEdgeIpRestriction (whose Args extend TlsEdgeIpRestrictionModuleArgs).
 *
 * As outputs and state hold it.
 */
export interface TlsEdgeIpRestrictionModule {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: boolean;
  /** Ids of the IP policies that decide whether a source IP is allowed. */
  ipPolicyIds: string[];
}

/**
 * The `TlsEdge.ipRestriction` module, also managed on its own as a TlsEdgeIpRestriction (whose Args extend TlsEdgeIpRestrictionModuleArgs).
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface TlsEdgeIpRestrictionModuleArgs {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: pulumi.Input<boolean>;
  /** Ids of the IP policies that decide whether a source IP is allowed. */
  ipPolicyIds: pulumi.Input<pulumi.Input<string>[]>;
}

/**
 * The `TlsEdge.tlsTermination` module, also managed on its own as a TlsEdgeTlsTermination (whose Args extend TlsEdgeTlsTerminationModuleArgs).
 *
 * As outputs and state hold it.
 */
export interface TlsEdgeTlsTerminationModule {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: boolean;
  /** Where TLS is terminated; default edge. */
  terminateAt?: "edge" | "upstream";
  /** Minimum TLS version for termination; default "1.2" when terminated at the edge. */
  minVersion?: "1.0" | "1.1" | "1.2" | "1.3" | null;
}

/**
 * The `TlsEdge.tlsTermination` module, also managed on its own as a TlsEdgeTlsTermination (whose Args extend TlsEdgeTlsTerminationModuleArgs).
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface TlsEdgeTlsTerminationModuleArgs {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: pulumi.Input<boolean>;
  /** Where TLS is terminated; default edge. */
  terminateAt?: pulumi.Input<"edge" | "upstream">;
  /** Minimum TLS version for termination; default "1.2" when terminated at the edge. */
  minVersion?: pulumi.Input<"1.0" | "1.1" | "1.2" | "1.3" | null>;
}

/**
 * The `HttpsEdgeRoute.backend` module, also managed on its own as a HttpsEdgeRouteBackend (whose Args extend HttpsEdgeRouteBackendModuleArgs).
 *
 * As outputs and state hold it.
 */
export interface HttpsEdgeRouteBackendModule {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: boolean;
  /**
   * Id of the backend that serves the traffic.
   *
   * Limits: at least 1 character.
   */
  backendId: string;
}

/**
 * The `HttpsEdgeRoute.backend` module, also managed on its own as a HttpsEdgeRouteBackend (whose Args extend HttpsEdgeRouteBackendModuleArgs).
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface HttpsEdgeRouteBackendModuleArgs {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: pulumi.Input<boolean>;
  /**
   * Id of the backend that serves the traffic.
   *
   * Limits: at least 1 character.
   */
  backendId: pulumi.Input<string>;
}

/**
 * The `HttpsEdgeRoute.ipRestriction` module, also managed on its own as a HttpsEdgeRouteIpRestriction (whose Args extend HttpsEdgeRouteIpRestrictionModuleArgs).
 *
 * As outputs and state hold it.
 */
export interface HttpsEdgeRouteIpRestrictionModule {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: boolean;
  /** Ids of the IP policies that decide whether a source IP is allowed. */
  ipPolicyIds: string[];
}

/**
 * The `HttpsEdgeRoute.ipRestriction` module, also managed on its own as a HttpsEdgeRouteIpRestriction (whose Args extend HttpsEdgeRouteIpRestrictionModuleArgs).
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface HttpsEdgeRouteIpRestrictionModuleArgs {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: pulumi.Input<boolean>;
  /** Ids of the IP policies that decide whether a source IP is allowed. */
  ipPolicyIds: pulumi.Input<pulumi.Input<string>[]>;
}

/**
 * The `HttpsEdgeRoute.circuitBreaker` module, also managed on its own as a HttpsEdgeRouteCircuitBreaker (whose Args extend HttpsEdgeRouteCircuitBreakerModuleArgs).
 *
 * As outputs and state hold it.
 */
export interface HttpsEdgeRouteCircuitBreakerModule {
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
}

/**
 * The `HttpsEdgeRoute.circuitBreaker` module, also managed on its own as a HttpsEdgeRouteCircuitBreaker (whose Args extend HttpsEdgeRouteCircuitBreakerModuleArgs).
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface HttpsEdgeRouteCircuitBreakerModuleArgs {
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
}

/**
 * The `HttpsEdgeRoute.compression` module, also managed on its own as a HttpsEdgeRouteCompression (whose Args extend HttpsEdgeRouteCompressionModuleArgs).
 *
 * As outputs and state hold it.
 */
export interface HttpsEdgeRouteCompressionModule {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: boolean;
}

/**
 * The `HttpsEdgeRoute.compression` module, also managed on its own as a HttpsEdgeRouteCompression (whose Args extend HttpsEdgeRouteCompressionModuleArgs).
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface HttpsEdgeRouteCompressionModuleArgs {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: pulumi.Input<boolean>;
}

/**
 * The `HttpsEdgeRoute.requestHeaders` module, also managed on its own as a HttpsEdgeRouteRequestHeaders (whose Args extend HttpsEdgeRouteRequestHeadersModuleArgs).
 *
 * As outputs and state hold it.
 */
export interface HttpsEdgeRouteRequestHeadersModule {
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
}

/**
 * The `HttpsEdgeRoute.requestHeaders` module, also managed on its own as a HttpsEdgeRouteRequestHeaders (whose Args extend HttpsEdgeRouteRequestHeadersModuleArgs).
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface HttpsEdgeRouteRequestHeadersModuleArgs {
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
}

/**
 * The `HttpsEdgeRoute.responseHeaders` module, also managed on its own as a HttpsEdgeRouteResponseHeaders (whose Args extend HttpsEdgeRouteResponseHeadersModuleArgs).
 *
 * As outputs and state hold it.
 */
export interface HttpsEdgeRouteResponseHeadersModule {
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
}

/**
 * The `HttpsEdgeRoute.responseHeaders` module, also managed on its own as a HttpsEdgeRouteResponseHeaders (whose Args extend HttpsEdgeRouteResponseHeadersModuleArgs).
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface HttpsEdgeRouteResponseHeadersModuleArgs {
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
}

/**
 * The `HttpsEdgeRoute.webhookVerification` module, also managed on its own as a HttpsEdgeRouteWebhookVerification (whose Args extend HttpsEdgeRouteWebhookVerificationModuleArgs).
 *
 * As outputs and state hold it.
 */
export interface HttpsEdgeRouteWebhookVerificationModule {
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
}

/**
 * The `HttpsEdgeRoute.webhookVerification` module, also managed on its own as a HttpsEdgeRouteWebhookVerification (whose Args extend HttpsEdgeRouteWebhookVerificationModuleArgs).
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface HttpsEdgeRouteWebhookVerificationModuleArgs {
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
}

/**
 * The `HttpsEdgeRoute.oauth` module, also managed on its own as a HttpsEdgeRouteOauth (whose Args extend HttpsEdgeRouteOauthModuleArgs).
 *
 * As outputs and state hold it.
 */
export interface HttpsEdgeRouteOauthModule {
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
  provider: HttpsEdgeRouteOauthProvider;
  /**
   * Seconds after which user state is refreshed from the identity provider.
   *
   * Limits: a whole number from 0 to 4294967295.
   */
  authCheckInterval?: number;
}

/**
 * The `HttpsEdgeRoute.oauth` module, also managed on its own as a HttpsEdgeRouteOauth (whose Args extend HttpsEdgeRouteOauthModuleArgs).
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface HttpsEdgeRouteOauthModuleArgs {
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
  provider: pulumi.Input<HttpsEdgeRouteOauthProviderArgs>;
  /**
   * Seconds after which user state is refreshed from the identity provider.
   *
   * Limits: a whole number from 0 to 4294967295.
   */
  authCheckInterval?: pulumi.Input<number>;
}

/**
 * The shape of `HttpsEdgeRoute.oauth.provider`.
 *
 * As outputs and state hold it.
 */
export interface HttpsEdgeRouteOauthProvider {
  /** Settings for github as identity provider. */
  github?: HttpsEdgeRouteOauthProviderGithub | null;
  /** Settings for facebook as identity provider. */
  facebook?: HttpsEdgeRouteOauthProviderSettings | null;
  /** Settings for microsoft as identity provider. */
  microsoft?: HttpsEdgeRouteOauthProviderSettings | null;
  /** Settings for google as identity provider. */
  google?: HttpsEdgeRouteOauthProviderSettings | null;
  /** Settings for linkedin as identity provider. */
  linkedin?: HttpsEdgeRouteOauthProviderSettings | null;
  /** Settings for gitlab as identity provider. */
  gitlab?: HttpsEdgeRouteOauthProviderSettings | null;
  /** Settings for twitch as identity provider. */
  twitch?: HttpsEdgeRouteOauthProviderSettings | null;
  /** Settings for amazon as identity provider. */
  amazon?: HttpsEdgeRouteOauthProviderSettings | null;
}

/**
 * The shape of `HttpsEdgeRoute.oauth.provider`.
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface HttpsEdgeRouteOauthProviderArgs {
  /** Settings for github as identity provider. */
  github?: pulumi.Input<HttpsEdgeRouteOauthProviderGithubArgs | null>;
  /** Settings for facebook as identity provider. */
  facebook?: pulumi.Input<HttpsEdgeRouteOauthProviderSettingsArgs | null>;
  /** Settings for microsoft as identity provider. */
  microsoft?: pulumi.Input<HttpsEdgeRouteOauthProviderSettingsArgs | null>;
  /** Settings for google as identity provider. */
  google?: pulumi.Input<HttpsEdgeRouteOauthProviderSettingsArgs | null>;
  /** Settings for linkedin as identity provider. */
  linkedin?: pulumi.Input<HttpsEdgeRouteOauthProviderSettingsArgs | null>;
  /** Settings for gitlab as identity provider. */
  gitlab?: pulumi.Input<HttpsEdgeRouteOauthProviderSettingsArgs | null>;
  /** Settings for twitch as identity provider. */
  twitch?: pulumi.Input<HttpsEdgeRouteOauthProviderSettingsArgs | null>;
  /** Settings for amazon as identity provider. */
  amazon?: pulumi.Input<HttpsEdgeRouteOauthProviderSettingsArgs | null>;
}

/**
 * The shape of `HttpsEdgeRoute.oauth.provider.github`.
 *
 * As outputs and state hold it.
 */
export interface HttpsEdgeRouteOauthProviderGithub {
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
}

/**
 * The shape of `HttpsEdgeRoute.oauth.provider.github`.
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface HttpsEdgeRouteOauthProviderGithubArgs {
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
}

/**
 * The shape of `HttpsEdgeRoute.oauth.provider.facebook`, `HttpsEdgeRoute.oauth.provider.microsoft`, `HttpsEdgeRoute.oauth.provider.google`, `HttpsEdgeRoute.oauth.provider.linkedin`, `HttpsEdgeRoute.oauth.provider.gitlab`, `HttpsEdgeRoute.oauth.provider.twitch` and `HttpsEdgeRoute.oauth.provider.amazon`.
 *
 * As outputs and state hold it.
 */
export interface HttpsEdgeRouteOauthProviderSettings {
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
}

/**
 * The shape of `HttpsEdgeRoute.oauth.provider.facebook`, `HttpsEdgeRoute.oauth.provider.microsoft`, `HttpsEdgeRoute.oauth.provider.google`, `HttpsEdgeRoute.oauth.provider.linkedin`, `HttpsEdgeRoute.oauth.provider.gitlab`, `HttpsEdgeRoute.oauth.provider.twitch` and `HttpsEdgeRoute.oauth.provider.amazon`.
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface HttpsEdgeRouteOauthProviderSettingsArgs {
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
}

/**
 * The `HttpsEdgeRoute.saml` module, also managed on its own as a HttpsEdgeRouteSaml (whose Args extend HttpsEdgeRouteSamlModuleArgs).
 *
 * As outputs and state hold it.
 */
export interface HttpsEdgeRouteSamlModule {
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
}

/**
 * The `HttpsEdgeRoute.saml` module, also managed on its own as a HttpsEdgeRouteSaml (whose Args extend HttpsEdgeRouteSamlModuleArgs).
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface HttpsEdgeRouteSamlModuleArgs {
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
}

/**
 * The `HttpsEdgeRoute.oidc` module, also managed on its own as a HttpsEdgeRouteOidc (whose Args extend HttpsEdgeRouteOidcModuleArgs).
 *
 * As outputs and state hold it.
 */
export interface HttpsEdgeRouteOidcModule {
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
}

/**
 * The `HttpsEdgeRoute.oidc` module, also managed on its own as a HttpsEdgeRouteOidc (whose Args extend HttpsEdgeRouteOidcModuleArgs).
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface HttpsEdgeRouteOidcModuleArgs {
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
}

/**
 * The `HttpsEdgeRoute.websocketTcpConverter` module, also managed on its own as a HttpsEdgeRouteWebsocketTcpConverter (whose Args extend HttpsEdgeRouteWebsocketTcpConverterModuleArgs).
 *
 * As outputs and state hold it.
 */
export interface HttpsEdgeRouteWebsocketTcpConverterModule {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: boolean;
}

/**
 * The `HttpsEdgeRoute.websocketTcpConverter` module, also managed on its own as a HttpsEdgeRouteWebsocketTcpConverter (whose Args extend HttpsEdgeRouteWebsocketTcpConverterModuleArgs).
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface HttpsEdgeRouteWebsocketTcpConverterModuleArgs {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: pulumi.Input<boolean>;
}

/**
 * The `HttpsEdgeRoute.userAgentFilter` module, also managed on its own as a HttpsEdgeRouteUserAgentFilter (whose Args extend HttpsEdgeRouteUserAgentFilterModuleArgs).
 *
 * As outputs and state hold it.
 */
export interface HttpsEdgeRouteUserAgentFilterModule {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: boolean;
  /** User-agent patterns that are allowed. */
  allow?: string[];
  /** User-agent patterns that are denied. */
  deny?: string[];
}

/**
 * The `HttpsEdgeRoute.userAgentFilter` module, also managed on its own as a HttpsEdgeRouteUserAgentFilter (whose Args extend HttpsEdgeRouteUserAgentFilterModuleArgs).
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface HttpsEdgeRouteUserAgentFilterModuleArgs {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: pulumi.Input<boolean>;
  /** User-agent patterns that are allowed. */
  allow?: pulumi.Input<pulumi.Input<string>[]>;
  /** User-agent patterns that are denied. */
  deny?: pulumi.Input<pulumi.Input<string>[]>;
}

/**
 * The `HttpsEdgeRoute.policy` module, also managed on its own as a HttpsEdgeRoutePolicy (whose Args extend HttpsEdgeRoutePolicyModuleArgs).
 *
 * As outputs and state hold it.
 */
export interface HttpsEdgeRoutePolicyModule {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: boolean;
  /** Rules applied to traffic coming in. */
  inbound?: HttpsEdgeRoutePolicyRule[];
  /** Rules applied to traffic going out. */
  outbound?: HttpsEdgeRoutePolicyRule[];
}

/**
 * The `HttpsEdgeRoute.policy` module, also managed on its own as a HttpsEdgeRoutePolicy (whose Args extend HttpsEdgeRoutePolicyModuleArgs).
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface HttpsEdgeRoutePolicyModuleArgs {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: pulumi.Input<boolean>;
  /** Rules applied to traffic coming in. */
  inbound?: pulumi.Input<pulumi.Input<HttpsEdgeRoutePolicyRuleArgs>[]>;
  /** Rules applied to traffic going out. */
  outbound?: pulumi.Input<pulumi.Input<HttpsEdgeRoutePolicyRuleArgs>[]>;
}

/**
 * The shape of each item of `HttpsEdgeRoute.policy.inbound` and each item of `HttpsEdgeRoute.policy.outbound`.
 *
 * As outputs and state hold it.
 */
export interface HttpsEdgeRoutePolicyRule {
  /** Name of the rule. */
  name?: string;
  /** CEL expressions selecting the traffic the rule applies to; stored as sent. */
  expressions?: string[];
  /** The actions of the rule, in order. */
  actions?: HttpsEdgeRoutePolicyRuleActions[];
}

/**
 * The shape of each item of `HttpsEdgeRoute.policy.inbound` and each item of `HttpsEdgeRoute.policy.outbound`.
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface HttpsEdgeRoutePolicyRuleArgs {
  /** Name of the rule. */
  name?: pulumi.Input<string>;
  /** CEL expressions selecting the traffic the rule applies to; stored as sent. */
  expressions?: pulumi.Input<pulumi.Input<string>[]>;
  /** The actions of the rule, in order. */
  actions?: pulumi.Input<pulumi.Input<HttpsEdgeRoutePolicyRuleActionsArgs>[]>;
}

/**
 * The shape of each item of `HttpsEdgeRoute.policy.inbound[].actions` and each item of `HttpsEdgeRoute.policy.outbound[].actions`.
 *
 * As outputs and state hold it.
 */
export interface HttpsEdgeRoutePolicyRuleActions {
  /** The action's type. */
  type: "add-headers" | "compress-response" | "custom-response" | "deny" | "jwt-validation" | "log" | "rate-limit" | "redirect" | "remove-headers" | "restrict-ips" | "url-rewrite";
  /** The action's configuration, free JSON kept as sent. */
  config?: { [key: string]: unknown };
}

/**
 * The shape of each item of `HttpsEdgeRoute.policy.inbound[].actions` and each item of `HttpsEdgeRoute.policy.outbound[].actions`.
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface HttpsEdgeRoutePolicyRuleActionsArgs {
  /** The action's type. */
  type: pulumi.Input<"add-headers" | "compress-response" | "custom-response" | "deny" | "jwt-validation" | "log" | "rate-limit" | "redirect" | "remove-headers" | "restrict-ips" | "url-rewrite">;
  /** The action's configuration, free JSON kept as sent. */
  config?: pulumi.Input<{ [key: string]: pulumi.Input<unknown> }>;
}

/**
 * The shape of each item of `TunnelGroupBackend.tunnels`, `Tunnel.tunnelSession`, `Tunnel.endpoint` and each item of `Tunnel.backends`.
 *
 * As outputs and state hold it.
 */
export interface Ref {
  /** Id of the referenced object. */
  id: string;
  /** URI of the referenced object. */
  uri: string;
}

/**
 * The shape of `EventDestination.target`.
 *
 * As outputs and state hold it.
 */
export interface EventDestinationTarget {
  /** Deliver to a Firehose delivery stream. */
  firehose?: EventDestinationTargetFirehose | null;
  /** Deliver to a Kinesis stream. */
  kinesis?: EventDestinationTargetKinesis | null;
  /** Deliver to a CloudWatch Logs log group. */
  cloudwatchLogs?: EventDestinationTargetCloudwatchLogs | null;
  /** Deliver to Datadog. */
  datadog?: EventDestinationTargetDatadog | null;
}

/**
 * The shape of `EventDestination.target`.
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface EventDestinationTargetArgs {
  /** Deliver to a Firehose delivery stream. */
  firehose?: pulumi.Input<EventDestinationTargetFirehoseArgs | null>;
  /** Deliver to a Kinesis stream. */
  kinesis?: pulumi.Input<EventDestinationTargetKinesisArgs | null>;
  /** Deliver to a CloudWatch Logs log group. */
  cloudwatchLogs?: pulumi.Input<EventDestinationTargetCloudwatchLogsArgs | null>;
  /** Deliver to Datadog. */
  datadog?: pulumi.Input<EventDestinationTargetDatadogArgs | null>;
}

/**
 * The shape of `EventDestination.target`.
 *
 * As `get` takes it in a state: what the service may answer without (a secret it never returns), here or in a type inside, is optional.
 */
export interface EventDestinationTargetState {
  /** Deliver to a Firehose delivery stream. */
  firehose?: pulumi.Input<EventDestinationTargetFirehoseState | null>;
  /** Deliver to a Kinesis stream. */
  kinesis?: pulumi.Input<EventDestinationTargetKinesisState | null>;
  /** Deliver to a CloudWatch Logs log group. */
  cloudwatchLogs?: pulumi.Input<EventDestinationTargetCloudwatchLogsState | null>;
  /** Deliver to Datadog. */
  datadog?: pulumi.Input<EventDestinationTargetDatadogState | null>;
}

/**
 * The shape of `EventDestination.target.firehose`.
 *
 * As outputs and state hold it.
 */
export interface EventDestinationTargetFirehose {
  /** How the service authenticates to the cloud: exactly one of role or creds. */
  auth: EventDestinationTargetAuth;
  /**
   * ARN of the delivery stream.
   *
   * Limits: at least 1 character.
   */
  deliveryStreamArn: string;
}

/**
 * The shape of `EventDestination.target.firehose`.
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface EventDestinationTargetFirehoseArgs {
  /** How the service authenticates to the cloud: exactly one of role or creds. */
  auth: pulumi.Input<EventDestinationTargetAuthArgs>;
  /**
   * ARN of the delivery stream.
   *
   * Limits: at least 1 character.
   */
  deliveryStreamArn: pulumi.Input<string>;
}

/**
 * The shape of `EventDestination.target.firehose`.
 *
 * As `get` takes it in a state: what the service may answer without (a secret it never returns), here or in a type inside, is optional.
 */
export interface EventDestinationTargetFirehoseState {
  /** How the service authenticates to the cloud: exactly one of role or creds. */
  auth: pulumi.Input<EventDestinationTargetAuthState>;
  /**
   * ARN of the delivery stream.
   *
   * Limits: at least 1 character.
   */
  deliveryStreamArn: pulumi.Input<string>;
}

/**
 * The shape of `EventDestination.target.firehose.auth`, `EventDestination.target.kinesis.auth` and `EventDestination.target.cloudwatchLogs.auth`.
 *
 * As outputs and state hold it.
 */
export interface EventDestinationTargetAuth {
  /** A role the service assumes to deliver events. */
  role?: EventDestinationTargetAuthRole | null;
  /** Long-term access keys. */
  creds?: EventDestinationTargetAuthCreds | null;
}

/**
 * The shape of `EventDestination.target.firehose.auth`, `EventDestination.target.kinesis.auth` and `EventDestination.target.cloudwatchLogs.auth`.
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface EventDestinationTargetAuthArgs {
  /** A role the service assumes to deliver events. */
  role?: pulumi.Input<EventDestinationTargetAuthRoleArgs | null>;
  /** Long-term access keys. */
  creds?: pulumi.Input<EventDestinationTargetAuthCredsArgs | null>;
}

/**
 * The shape of `EventDestination.target.firehose.auth`, `EventDestination.target.kinesis.auth` and `EventDestination.target.cloudwatchLogs.auth`.
 *
 * As `get` takes it in a state: what the service may answer without (a secret it never returns), here or in a type inside, is optional.
 */
export interface EventDestinationTargetAuthState {
  /** A role the service assumes to deliver events. */
  role?: pulumi.Input<EventDestinationTargetAuthRoleArgs | null>;
  /** Long-term access keys. */
  creds?: pulumi.Input<EventDestinationTargetAuthCredsState | null>;
}

/**
 * The shape of `EventDestination.target.firehose.auth.role`, `EventDestination.target.kinesis.auth.role` and `EventDestination.target.cloudwatchLogs.auth.role`.
 *
 * As outputs and state hold it.
 */
export interface EventDestinationTargetAuthRole {
  /**
   * ARN of the role the service assumes to deliver events.
   *
   * Limits: at least 1 character.
   */
  roleArn: string;
}

/**
 * The shape of `EventDestination.target.firehose.auth.role`, `EventDestination.target.kinesis.auth.role` and `EventDestination.target.cloudwatchLogs.auth.role`.
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface EventDestinationTargetAuthRoleArgs {
  /**
   * ARN of the role the service assumes to deliver events.
   *
   * Limits: at least 1 character.
   */
  roleArn: pulumi.Input<string>;
}

/**
 * The shape of `EventDestination.target.firehose.auth.creds`, `EventDestination.target.kinesis.auth.creds` and `EventDestination.target.cloudwatchLogs.auth.creds`.
 *
 * As outputs and state hold it.
 */
export interface EventDestinationTargetAuthCreds {
  /**
   * Access key id of long-term credentials.
   *
   * Limits: at least 1 character.
   */
  awsAccessKeyId: string;
  /**
   * Secret access key; never returned by the service.
   *
   * Secret: a secret in Pulumi state, never shown in logs or errors.
   *
   * Limits: at least 1 character.
   */
  awsSecretAccessKey?: string | null;
}

/**
 * The shape of `EventDestination.target.firehose.auth.creds`, `EventDestination.target.kinesis.auth.creds` and `EventDestination.target.cloudwatchLogs.auth.creds`.
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface EventDestinationTargetAuthCredsArgs {
  /**
   * Access key id of long-term credentials.
   *
   * Limits: at least 1 character.
   */
  awsAccessKeyId: pulumi.Input<string>;
  /**
   * Secret access key; never returned by the service.
   *
   * Secret: a secret in Pulumi state, never shown in logs or errors.
   *
   * Limits: at least 1 character.
   */
  awsSecretAccessKey: pulumi.Input<string>;
}

/**
 * The shape of `EventDestination.target.firehose.auth.creds`, `EventDestination.target.kinesis.auth.creds` and `EventDestination.target.cloudwatchLogs.auth.creds`.
 *
 * As `get` takes it in a state: what the service may answer without (a secret it never returns), here or in a type inside, is optional.
 */
export interface EventDestinationTargetAuthCredsState {
  /**
   * Access key id of long-term credentials.
   *
   * Limits: at least 1 character.
   */
  awsAccessKeyId: pulumi.Input<string>;
  /**
   * Secret access key; never returned by the service.
   *
   * Secret: a secret in Pulumi state, never shown in logs or errors.
   *
   * Limits: at least 1 character.
   */
  awsSecretAccessKey?: pulumi.Input<string | null>;
}

/**
 * The shape of `EventDestination.target.kinesis`.
 *
 * As outputs and state hold it.
 */
export interface EventDestinationTargetKinesis {
  /** How the service authenticates to the cloud: exactly one of role or creds. */
  auth: EventDestinationTargetAuth;
  /**
   * ARN of the Kinesis stream.
   *
   * Limits: at least 1 character.
   */
  streamArn: string;
}

/**
 * The shape of `EventDestination.target.kinesis`.
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface EventDestinationTargetKinesisArgs {
  /** How the service authenticates to the cloud: exactly one of role or creds. */
  auth: pulumi.Input<EventDestinationTargetAuthArgs>;
  /**
   * ARN of the Kinesis stream.
   *
   * Limits: at least 1 character.
   */
  streamArn: pulumi.Input<string>;
}

/**
 * The shape of `EventDestination.target.kinesis`.
 *
 * As `get` takes it in a state: what the service may answer without (a secret it never returns), here or in a type inside, is optional.
 */
export interface EventDestinationTargetKinesisState {
  /** How the service authenticates to the cloud: exactly one of role or creds. */
  auth: pulumi.Input<EventDestinationTargetAuthState>;
  /**
   * ARN of the Kinesis stream.
   *
   * Limits: at least 1 character.
   */
  streamArn: pulumi.Input<string>;
}

/**
 * The shape of `EventDestination.target.cloudwatchLogs`.
 *
 * As outputs and state hold it.
 */
export interface EventDestinationTargetCloudwatchLogs {
  /** How the service authenticates to the cloud: exactly one of role or creds. */
  auth: EventDestinationTargetAuth;
  /**
   * ARN of the CloudWatch Logs log group.
   *
   * Limits: at least 1 character.
   */
  logGroupArn: string;
}

/**
 * The shape of `EventDestination.target.cloudwatchLogs`.
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface EventDestinationTargetCloudwatchLogsArgs {
  /** How the service authenticates to the cloud: exactly one of role or creds. */
  auth: pulumi.Input<EventDestinationTargetAuthArgs>;
  /**
   * ARN of the CloudWatch Logs log group.
   *
   * Limits: at least 1 character.
   */
  logGroupArn: pulumi.Input<string>;
}

/**
 * The shape of `EventDestination.target.cloudwatchLogs`.
 *
 * As `get` takes it in a state: what the service may answer without (a secret it never returns), here or in a type inside, is optional.
 */
export interface EventDestinationTargetCloudwatchLogsState {
  /** How the service authenticates to the cloud: exactly one of role or creds. */
  auth: pulumi.Input<EventDestinationTargetAuthState>;
  /**
   * ARN of the CloudWatch Logs log group.
   *
   * Limits: at least 1 character.
   */
  logGroupArn: pulumi.Input<string>;
}

/**
 * The shape of `EventDestination.target.datadog`.
 *
 * As outputs and state hold it.
 */
export interface EventDestinationTargetDatadog {
  /**
   * Datadog API key; never returned by the service.
   *
   * Secret: a secret in Pulumi state, never shown in logs or errors.
   *
   * Limits: at least 1 character.
   */
  apiKey?: string | null;
  /** Tags sent with each event. */
  ddtags?: string;
  /** Service name sent with each event. */
  service?: string;
  /** Datadog site to send to. */
  ddsite?: string;
}

/**
 * The shape of `EventDestination.target.datadog`.
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface EventDestinationTargetDatadogArgs {
  /**
   * Datadog API key; never returned by the service.
   *
   * Secret: a secret in Pulumi state, never shown in logs or errors.
   *
   * Limits: at least 1 character.
   */
  apiKey: pulumi.Input<string>;
  /** Tags sent with each event. */
  ddtags?: pulumi.Input<string>;
  /** Service name sent with each event. */
  service?: pulumi.Input<string>;
  /** Datadog site to send to. */
  ddsite?: pulumi.Input<string>;
}

/**
 * The shape of `EventDestination.target.datadog`.
 *
 * As `get` takes it in a state: what the service may answer without (a secret it never returns), here or in a type inside, is optional.
 */
export interface EventDestinationTargetDatadogState {
  /**
   * Datadog API key; never returned by the service.
   *
   * Secret: a secret in Pulumi state, never shown in logs or errors.
   *
   * Limits: at least 1 character.
   */
  apiKey?: pulumi.Input<string | null>;
  /** Tags sent with each event. */
  ddtags?: pulumi.Input<string>;
  /** Service name sent with each event. */
  service?: pulumi.Input<string>;
  /** Datadog site to send to. */
  ddsite?: pulumi.Input<string>;
}

/**
 * The shape of each item of `EventSubscription.sources`.
 *
 * As outputs and state hold it.
 */
export interface EventSubscriptionSources {
  /** The event type, such as http_request_complete.v0. */
  type: string;
}

/**
 * The shape of each item of `EventSubscription.sources`.
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface EventSubscriptionSourcesArgs {
  /** The event type, such as http_request_complete.v0. */
  type: pulumi.Input<string>;
}

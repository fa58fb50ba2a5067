// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import type * as pulumi from "@pulumi/pulumi";
import type * as types from "./index";

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
  provider: types.HttpsEdgeRouteOauthProvider;
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
  provider: pulumi.Input<types.HttpsEdgeRouteOauthProviderArgs>;
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
  github?: types.HttpsEdgeRouteOauthProviderGithub | null;
  /** Settings for facebook as identity provider. */
  facebook?: types.HttpsEdgeRouteOauthProviderSettings | null;
  /** Settings for microsoft as identity provider. */
  microsoft?: types.HttpsEdgeRouteOauthProviderSettings | null;
  /** Settings for google as identity provider. */
  google?: types.HttpsEdgeRouteOauthProviderSettings | null;
  /** Settings for linkedin as identity provider. */
  linkedin?: types.HttpsEdgeRouteOauthProviderSettings | null;
  /** Settings for gitlab as identity provider. */
  gitlab?: types.HttpsEdgeRouteOauthProviderSettings | null;
  /** Settings for twitch as identity provider. */
  twitch?: types.HttpsEdgeRouteOauthProviderSettings | null;
  /** Settings for amazon as identity provider. */
  amazon?: types.HttpsEdgeRouteOauthProviderSettings | null;
}

/**
 * The shape of `HttpsEdgeRoute.oauth.provider`.
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface HttpsEdgeRouteOauthProviderArgs {
  /** Settings for github as identity provider. */
  github?: pulumi.Input<types.HttpsEdgeRouteOauthProviderGithubArgs | null>;
  /** Settings for facebook as identity provider. */
  facebook?: pulumi.Input<types.HttpsEdgeRouteOauthProviderSettingsArgs | null>;
  /** Settings for microsoft as identity provider. */
  microsoft?: pulumi.Input<types.HttpsEdgeRouteOauthProviderSettingsArgs | null>;
  /** Settings for google as identity provider. */
  google?: pulumi.Input<types.HttpsEdgeRouteOauthProviderSettingsArgs | null>;
  /** Settings for linkedin as identity provider. */
  linkedin?: pulumi.Input<types.HttpsEdgeRouteOauthProviderSettingsArgs | null>;
  /** Settings for gitlab as identity provider. */
  gitlab?: pulumi.Input<types.HttpsEdgeRouteOauthProviderSettingsArgs | null>;
  /** Settings for twitch as identity provider. */
  twitch?: pulumi.Input<types.HttpsEdgeRouteOauthProviderSettingsArgs | null>;
  /** Settings for amazon as identity provider. */
  amazon?: pulumi.Input<types.HttpsEdgeRouteOauthProviderSettingsArgs | null>;
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

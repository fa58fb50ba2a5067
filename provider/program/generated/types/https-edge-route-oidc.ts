// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import type * as pulumi from "@pulumi/pulumi";

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

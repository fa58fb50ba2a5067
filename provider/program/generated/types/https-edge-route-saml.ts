// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import type * as pulumi from "@pulumi/pulumi";

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

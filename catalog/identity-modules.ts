import { z } from "zod";
import { enabled, type Mode, obj, only, rule, stringList, uint32 } from "./fields";
import { field, flagged } from "./flags";

/** The sign-in modules of routes (oauth, saml, oidc): docs/contract.md §1, §2 and §4. */

/** A sign-in module: it keeps out whoever cannot sign in (the security rules read the flag). */
const signIn = <T extends z.ZodType>(schema: T) => flagged(schema, { guards: "identity" });

/** Session members shared by oauth, saml and oidc. */
function sessionMembers() {
  return {
    enabled: enabled(),
    options_passthrough: field(
      z.boolean(),
      "Do not enforce authentication on HTTP OPTIONS requests (needed for CORS).",
    ).optional(),
    cookie_prefix: field(z.string(), 'Prefix of the session cookie set on the client; default "edge.".', {
      serviceDefault: "edge.",
    }).optional(),
    inactivity_timeout: uint32(
      "Seconds without access after which the user must authenticate again.",
    ).optional(),
    maximum_duration: uint32(
      "Seconds of an authenticated session after which the user must authenticate again.",
    ).optional(),
  };
}

export const OAUTH_PROVIDERS = [
  "github",
  "facebook",
  "microsoft",
  "google",
  "linkedin",
  "gitlab",
  "twitch",
  "amazon",
] as const;

function oauthProviderConfig<M extends Mode>(mode: M, name: string) {
  const schema = obj(mode, {
    client_id: field(
      z.string().min(1, "must not be empty"),
      "Client id of your own OAuth app; without it the service's managed app is used.",
    ).optional(),
    client_secret: field(
      z.string().min(1, "must not be empty"),
      "Client secret of your own OAuth app; required with client_id.",
      {
        secret: true,
      },
    ).optional(),
    scopes: stringList("Provider-specific scopes; only with both client_id and client_secret.").optional(),
    email_addresses: stringList("Authenticated users with these email addresses are allowed.", {
      narrowsAccess: true,
    }).optional(),
    email_domains: stringList("Authenticated users with these email domains are allowed.", {
      narrowsAccess: true,
    }).optional(),
    ...(name === "github"
      ? {
          teams: stringList("Team slugs of the form <org>/<team>; members of any are allowed.", {
            narrowsAccess: true,
          }).optional(),
          organizations: stringList("Organization slugs; members of any are allowed.", {
            narrowsAccess: true,
          }).optional(),
        }
      : {}),
  });
  return rule(mode, schema, (p, ctx) => {
    if (p.client_id !== undefined && p.client_secret === undefined)
      ctx.fail(["client_secret"], "is required when client_id is set");
    if (p.client_secret !== undefined && p.client_id === undefined)
      ctx.fail(["client_id"], "is required when client_secret is set");
    if (p.scopes !== undefined && (p.client_id === undefined || p.client_secret === undefined))
      ctx.fail(["scopes"], "may be set only with both client_id and client_secret of your own OAuth app");
  });
}

export function oauthModule<M extends Mode>(mode: M) {
  const providers = Object.fromEntries(
    OAUTH_PROVIDERS.map((name) => [
      name,
      field(
        oauthProviderConfig(mode, name),
        `Settings for ${name} as identity provider.`,
        // Every provider but GitHub (its teams and organizations) has the same members: one type for them.
        name === "github" ? {} : { typeName: "HttpsEdgeRouteOauthProviderSettings" },
      ).nullish(),
    ]),
  ) as Record<
    (typeof OAUTH_PROVIDERS)[number],
    z.ZodOptional<z.ZodNullable<ReturnType<typeof oauthProviderConfig>>>
  >;
  const provider = rule(mode, obj(mode, providers), (p, ctx) => {
    const set = OAUTH_PROVIDERS.filter((n) => p[n] != null);
    if (set.length !== 1)
      ctx.fail(
        [],
        `must hold exactly one identity provider (one of ${OAUTH_PROVIDERS.join(", ")}); found ${set.length}`,
      );
  });
  return signIn(
    obj(mode, {
      ...sessionMembers(),
      provider: field(provider, "The identity provider: exactly one of its members is set."),
      auth_check_interval: uint32(
        "Seconds after which user state is refreshed from the identity provider.",
      ).optional(),
    }),
  );
}

export const SAML_NAMEID_FORMATS = [
  "urn:oasis:names:tc:SAML:2.0:nameid-format:persistent",
  "urn:oasis:names:tc:SAML:2.0:nameid-format:transient",
  "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress",
  "urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified",
] as const;

export function samlModule<M extends Mode>(mode: M) {
  // The route's server hook fills these in from the edge's hostport and the route's id.
  const computed = (d: string) => field(z.string(), d, { computed: true, computedByHook: true }).optional();
  return signIn(
    obj(mode, {
      ...sessionMembers(),
      idp_metadata: field(
        z.string().min(1, "must hold the IdP's EntityDescriptor XML"),
        "Full XML EntityDescriptor of the identity provider.",
      ),
      force_authn: field(z.boolean(), "The IdP must re-prompt for credentials.").optional(),
      allow_idp_initiated: field(
        z.boolean(),
        "The IdP may start a login, RelayState carrying the target URL.",
      ).optional(),
      authorized_groups: stringList("Only members of a listed group may access.", {
        narrowsAccess: true,
      }).optional(),
      nameid_format: field(
        z.enum(SAML_NAMEID_FORMATS, { message: `must be one of ${SAML_NAMEID_FORMATS.join(", ")}` }),
        "NameID format requested from the IdP; default persistent.",
        { serviceDefault: "urn:oasis:names:tc:SAML:2.0:nameid-format:persistent" },
      ).optional(),
      ...only(mode, "response", {
        entity_id: computed("The service provider's entity id."),
        assertion_consumer_service_url: computed("Where the IdP posts assertions."),
        single_logout_url: computed("Single logout URL."),
        metadata_url: computed("URL of the service provider's metadata."),
      }),
    }),
  );
}

export function oidcModule<M extends Mode>(mode: M) {
  return signIn(
    obj(mode, {
      ...sessionMembers(),
      issuer: field(z.string().min(1, "must not be empty"), "OpenID provider base URL used for discovery."),
      client_id: field(z.string().min(1, "must not be empty"), "Client id, also the audience."),
      client_secret: field(z.string().min(1, "must not be empty"), "Client secret.", { secret: true }),
      scopes: stringList("Scopes requested.").optional(),
    }),
  );
}

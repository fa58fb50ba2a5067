import { z } from "zod";
import { enabled, type Mode, obj, ref, rule, stringList, uint32, only } from "./fields";
import { field } from "./flags";

/**
 * The traffic modules of routes and edges, each written once for both modes. api.md §2.7 and §2.8,
 * decisions.md §2 and §4.
 */

export function backendModule<M extends Mode>(mode: M) {
  return obj(mode, {
    enabled: enabled(),
    ...only(mode, "request", {
      backend_id: field(z.string().min(1, "must not be empty"), "Id of the backend that serves the traffic."),
    }),
    ...only(mode, "response", {
      backend: ref("The backend that serves the traffic.", { requestAs: "backend_id" }),
    }),
  });
}

export function ipRestrictionModule<M extends Mode>(mode: M) {
  return obj(mode, {
    enabled: enabled(),
    ...only(mode, "request", {
      ip_policy_ids: field(
        z.array(z.string().min(1, "must not be empty")).min(1, "name at least one IP policy"),
        "Ids of the IP policies that decide whether a source IP is allowed.",
      ),
    }),
    ...only(mode, "response", {
      ip_policies: field(z.array(ref("An IP policy.")), "The IP policies applied.", {
        requestAs: "ip_policy_ids",
      }),
    }),
  });
}

export function circuitBreakerModule<M extends Mode>(mode: M) {
  return obj(mode, {
    enabled: enabled(),
    tripped_duration: uint32(
      "Seconds to wait after the circuit trips before re-evaluating upstream health; default 10.",
    ).optional(),
    rolling_window: uint32("Seconds of the statistical window; default 10.").optional(),
    num_buckets: field(
      z.number().int("must be a whole number").min(1, "must be at least 1").max(128, "must be at most 128"),
      "Buckets the metrics are kept in, 1 to 128; default 10.",
    ).optional(),
    volume_threshold: uint32("Requests in a rolling window that trip the circuit; default 20.").optional(),
    error_threshold_percentage: field(
      z
        .number()
        .min(0, "must be between 0 and 1.0")
        .max(1, "must be between 0 and 1.0 (a fraction, not 0-100)"),
      "Error fraction that trips the circuit, between 0 and 1.0; default 0.5.",
    ).optional(),
  });
}

export function compressionModule<M extends Mode>(mode: M) {
  return obj(mode, { enabled: enabled() });
}

export function websocketTcpConverterModule<M extends Mode>(mode: M) {
  return obj(mode, { enabled: enabled() });
}

export function headersModule<M extends Mode>(mode: M, direction: "request" | "response") {
  const where =
    direction === "request" ? "the request before it goes upstream" : "the response to the client";
  return obj(mode, {
    enabled: enabled(),
    add: field(
      z.record(z.string().min(1, "header names must not be empty"), z.string()),
      `Headers injected into ${where}; names are stored in lower case.`,
      {
        lowercase: true,
      },
    ).optional(),
    remove: stringList(`Header names removed from ${where}; stored in lower case.`, {
      lowercase: true,
    }).optional(),
  });
}

export const WEBHOOK_PROVIDERS = [
  "aftership",
  "airship",
  "autodesk",
  "bitbucket",
  "bolt",
  "box",
  "brex",
  "buildkite",
  "calendly",
  "castle",
  "chargify",
  "circleci",
  "clearbit",
  "clerk",
  "coinbase",
  "contentful",
  "docusign",
  "dropbox",
  "facebook_graph_api",
  "facebook_messenger",
  "frameio",
  "github",
  "gitlab",
  "go1",
  "graphcms",
  "heroku",
  "hostedhooks",
  "hubspot",
  "instagram",
  "intercom",
  "launch_darkly",
  "mailchimp",
  "mailgun",
  "microsoft_teams",
  "modern_treasury",
  "mongodb",
  "mux",
  "orbit",
  "pagerduty",
  "pinwheel",
  "plivo",
  "pusher",
  "sendgrid",
  "sentry",
  "shopify",
  "signal_sciences",
  "slack",
  "sns",
  "sonatype",
  "square",
  "stripe",
  "svix",
  "terraform",
  "tiktok",
  "trendmicro_conformity",
  "twilio",
  "twitter",
  "typeform",
  "vmware",
  "webex",
  "whatsapp",
  "worldline",
  "xero",
  "zendesk",
  "zoom",
] as const;
const webhookProviders = new Set<string>(WEBHOOK_PROVIDERS);

export function webhookVerificationModule<M extends Mode>(mode: M) {
  const schema = obj(mode, {
    enabled: enabled(),
    provider: field(
      z.string().refine((p) => webhookProviders.has(p.toLowerCase()), {
        message: "must be a supported webhook sender such as github, stripe, slack or sns (any case)",
      }),
      "The webhook sender whose signatures are verified; any case, stored in lower case.",
      { lowercase: true },
    ),
    secret: field(
      z.string().min(1, "must not be empty"),
      "Secret used to verify signatures; required for every provider except sns.",
      {
        secret: true,
      },
    ).optional(),
  });
  return rule(mode, schema, (m, ctx) => {
    const sns = typeof m.provider === "string" && m.provider.toLowerCase() === "sns";
    if (sns && m.secret !== undefined)
      ctx.fail(["secret"], "must be left out for provider sns, which signs without a shared secret");
    if (!sns && m.secret === undefined) ctx.fail(["secret"], "is required for every provider except sns");
  });
}

export function userAgentFilterModule<M extends Mode>(mode: M) {
  return obj(mode, {
    enabled: enabled(),
    allow: stringList("User-agent patterns that are allowed.").optional(),
    deny: stringList("User-agent patterns that are denied.").optional(),
  });
}

export const POLICY_ACTION_TYPES = [
  "add-headers",
  "compress-response",
  "custom-response",
  "deny",
  "jwt-validation",
  "log",
  "rate-limit",
  "redirect",
  "remove-headers",
  "restrict-ips",
  "url-rewrite",
] as const;

function endpointRule<M extends Mode>(mode: M) {
  return obj(mode, {
    name: field(z.string(), "Name of the rule.").optional(),
    expressions: stringList(
      "CEL expressions selecting the traffic the rule applies to; stored as sent.",
    ).optional(),
    actions: field(
      z.array(
        obj(mode, {
          type: field(
            z.enum(POLICY_ACTION_TYPES, { message: `must be one of ${POLICY_ACTION_TYPES.join(", ")}` }),
            "The action's type.",
          ),
          config: field(
            z.record(z.string(), z.unknown()),
            "The action's configuration, free JSON kept as sent.",
          ).optional(),
        }),
      ),
      "The actions of the rule, in order.",
    ).optional(),
  });
}

export function policyModule<M extends Mode>(mode: M) {
  return obj(mode, {
    enabled: enabled(),
    inbound: field(z.array(endpointRule(mode)), "Rules applied to traffic coming in.").optional(),
    outbound: field(z.array(endpointRule(mode)), "Rules applied to traffic going out.").optional(),
  });
}

/** Session members shared by oauth, saml and oidc. */
function sessionMembers() {
  return {
    enabled: enabled(),
    options_passthrough: field(
      z.boolean(),
      "Do not enforce authentication on HTTP OPTIONS requests (needed for CORS).",
    ).optional(),
    cookie_prefix: field(
      z.string(),
      'Prefix of the session cookie set on the client; default "edge.".',
    ).optional(),
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
    email_addresses: stringList("Authenticated users with these email addresses are allowed.").optional(),
    email_domains: stringList("Authenticated users with these email domains are allowed.").optional(),
    ...(name === "github"
      ? {
          teams: stringList("Team slugs of the form <org>/<team>; members of any are allowed.").optional(),
          organizations: stringList("Organization slugs; members of any are allowed.").optional(),
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
      field(oauthProviderConfig(mode, name), `Settings for ${name} as identity provider.`).nullish(),
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
  return obj(mode, {
    ...sessionMembers(),
    provider: field(provider, "The identity provider: exactly one of its members is set."),
    auth_check_interval: uint32(
      "Seconds after which user state is refreshed from the identity provider.",
    ).optional(),
  });
}

export const SAML_NAMEID_FORMATS = [
  "urn:oasis:names:tc:SAML:2.0:nameid-format:persistent",
  "urn:oasis:names:tc:SAML:2.0:nameid-format:transient",
  "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress",
  "urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified",
] as const;

export function samlModule<M extends Mode>(mode: M) {
  const computed = (d: string) => field(z.string(), d, { computed: true }).optional();
  return obj(mode, {
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
    authorized_groups: stringList("Only members of a listed group may access.").optional(),
    nameid_format: field(
      z.enum(SAML_NAMEID_FORMATS, { message: `must be one of ${SAML_NAMEID_FORMATS.join(", ")}` }),
      "NameID format requested from the IdP; default persistent.",
    ).optional(),
    ...only(mode, "response", {
      entity_id: computed("The service provider's entity id."),
      assertion_consumer_service_url: computed("Where the IdP posts assertions."),
      single_logout_url: computed("Single logout URL."),
      metadata_url: computed("URL of the service provider's metadata."),
    }),
  });
}

export function oidcModule<M extends Mode>(mode: M) {
  return obj(mode, {
    ...sessionMembers(),
    issuer: field(z.string().min(1, "must not be empty"), "OpenID provider base URL used for discovery."),
    client_id: field(z.string().min(1, "must not be empty"), "Client id, also the audience."),
    client_secret: field(z.string().min(1, "must not be empty"), "Client secret.", { secret: true }),
    scopes: stringList("Scopes requested.").optional(),
  });
}

export const TLS_VERSIONS = ["1.0", "1.1", "1.2", "1.3"] as const;
const minVersion = () =>
  field(
    z.enum(TLS_VERSIONS, { message: `must be one of ${TLS_VERSIONS.join(", ")}` }),
    'Minimum TLS version for termination; default "1.2" when terminated at the edge.',
    { errorCode: 219 },
  ).nullish();

/** TLS termination of a TLS edge: at the edge or passed through upstream. */
export function tlsTerminationModule<M extends Mode>(mode: M) {
  const schema = obj(mode, {
    enabled: enabled(),
    terminate_at: field(
      z.enum(["edge", "upstream"], { message: "must be edge or upstream" }),
      "Where TLS is terminated; default edge.",
    ).optional(),
    min_version: minVersion(),
  });
  return rule(mode, schema, (m, ctx) => {
    if (m.terminate_at === "upstream" && m.min_version != null)
      ctx.fail(["min_version"], "must be null (left out) when terminate_at is upstream");
  });
}

/** TLS termination of an HTTPS edge: always at the edge; the response says so. */
export function httpsTlsTerminationModule<M extends Mode>(mode: M) {
  return obj(mode, {
    enabled: enabled(),
    min_version: minVersion(),
    ...only(mode, "response", {
      terminate_at: field(z.string(), "Always edge for HTTPS edges.", { computed: true }).optional(),
    }),
  });
}

export const requestHeadersModule = <M extends Mode>(mode: M) => headersModule(mode, "request");
export const responseHeadersModule = <M extends Mode>(mode: M) => headersModule(mode, "response");

/** The 13 route modules in the order the service lists them, with their builders. */
export const ROUTE_MODULES = {
  backend: backendModule,
  ip_restriction: ipRestrictionModule,
  circuit_breaker: circuitBreakerModule,
  compression: compressionModule,
  request_headers: requestHeadersModule,
  response_headers: responseHeadersModule,
  webhook_verification: webhookVerificationModule,
  oauth: oauthModule,
  saml: samlModule,
  oidc: oidcModule,
  websocket_tcp_converter: websocketTcpConverterModule,
  user_agent_filter: userAgentFilterModule,
  policy: policyModule,
} as const;
export type RouteModuleName = keyof typeof ROUTE_MODULES;

/** The schema type of each route module in one mode (a generic builder's return type, instantiated). */
export type RouteModuleSchemas<M extends Mode> = {
  backend: ReturnType<typeof backendModule<M>>;
  ip_restriction: ReturnType<typeof ipRestrictionModule<M>>;
  circuit_breaker: ReturnType<typeof circuitBreakerModule<M>>;
  compression: ReturnType<typeof compressionModule<M>>;
  request_headers: ReturnType<typeof requestHeadersModule<M>>;
  response_headers: ReturnType<typeof responseHeadersModule<M>>;
  webhook_verification: ReturnType<typeof webhookVerificationModule<M>>;
  oauth: ReturnType<typeof oauthModule<M>>;
  saml: ReturnType<typeof samlModule<M>>;
  oidc: ReturnType<typeof oidcModule<M>>;
  websocket_tcp_converter: ReturnType<typeof websocketTcpConverterModule<M>>;
  user_agent_filter: ReturnType<typeof userAgentFilterModule<M>>;
  policy: ReturnType<typeof policyModule<M>>;
};

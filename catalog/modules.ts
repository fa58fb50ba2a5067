import { z } from "zod";
import { enabled, type Mode, obj, ref, rule, stringList, uint32, only } from "./fields";
import { field, flagged } from "./flags";
import { oauthModule, oidcModule, samlModule } from "./identity-modules";
import { ipPolicies } from "./resources/ip-policies";
import { tunnelGroupBackends } from "./resources/tunnel-group-backends";
import { userMap } from "./user-keys";

export * from "./identity-modules";
export * from "./tls-modules";

/**
 * The traffic modules of routes and edges, each written once for both modes: docs/contract.md §2 and
 * §4.
 */

export function backendModule<M extends Mode>(mode: M) {
  return obj(mode, {
    enabled: enabled(),
    ...only(mode, "request", {
      backend_id: field(
        z.string().min(1, "must not be empty"),
        "Id of the backend that serves the traffic.",
        {
          references: tunnelGroupBackends.kind,
        },
      ),
    }),
    ...only(mode, "response", {
      backend: ref("The backend that serves the traffic.", {
        requestAs: "backend_id",
        references: tunnelGroupBackends.kind,
      }),
    }),
  });
}

export function ipRestrictionModule<M extends Mode>(mode: M) {
  // It keeps out every source IP its policies do not allow (the security rules read the flag).
  const schema = obj(mode, {
    enabled: enabled(),
    ...only(mode, "request", {
      ip_policy_ids: field(
        z.array(z.string().min(1, "must not be empty")).min(1, "name at least one IP policy"),
        "Ids of the IP policies that decide whether a source IP is allowed.",
        { references: ipPolicies.kind },
      ),
    }),
    ...only(mode, "response", {
      ip_policies: field(z.array(ref("An IP policy.")), "The IP policies applied.", {
        requestAs: "ip_policy_ids",
        references: ipPolicies.kind,
      }),
    }),
  });
  return flagged(schema, { guards: "source" });
}

export function circuitBreakerModule<M extends Mode>(mode: M) {
  return obj(mode, {
    enabled: enabled(),
    tripped_duration: uint32(
      "Seconds to wait after the circuit trips before re-evaluating upstream health; default 10.",
      { serviceDefault: 10 },
    ).optional(),
    rolling_window: uint32("Seconds of the statistical window; default 10.", {
      serviceDefault: 10,
    }).optional(),
    num_buckets: field(
      z.number().int("must be a whole number").min(1, "must be at least 1").max(128, "must be at most 128"),
      "Buckets the metrics are kept in, 1 to 128; default 10.",
      { serviceDefault: 10 },
    ).optional(),
    volume_threshold: uint32("Requests in a rolling window that trip the circuit; default 20.", {
      serviceDefault: 20,
    }).optional(),
    error_threshold_percentage: field(
      z
        .number()
        .min(0, "must be between 0 and 1.0")
        .max(1, "must be between 0 and 1.0 (a fraction, not 0-100)"),
      "Error fraction that trips the circuit, between 0 and 1.0; default 0.5.",
      { serviceDefault: 0.5 },
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
    add: userMap(
      `Headers injected into ${where}; names are stored in lower case.`,
      z.string().min(1, "header names must not be empty"),
      z.string(),
      { lowercase: true },
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
      "The webhook sender whose signatures are verified: one of the names listed, in lower case (YAML takes no other case; a program that passes another case at run time is accepted), stored in lower case.",
      { lowercase: true, anyCaseOf: WEBHOOK_PROVIDERS },
    ),
    secret: field(
      z.string().min(1, "must not be empty"),
      "Secret used to verify signatures; required for every provider except sns.",
      {
        secret: true,
      },
    ).optional(),
  });
  // It keeps out requests its sender did not sign (the security rules read the flag).
  return rule(mode, flagged(schema, { guards: "sender" }), (m, ctx) => {
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
          config: userMap(
            "The action's configuration, free JSON kept as sent.",
            z.string(),
            z.unknown(),
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
    inbound: field(z.array(endpointRule(mode)), "Rules applied to traffic coming in.", {
      typeName: "HttpsEdgeRoutePolicyRule",
    }).optional(),
    outbound: field(z.array(endpointRule(mode)), "Rules applied to traffic going out.", {
      typeName: "HttpsEdgeRoutePolicyRule",
    }).optional(),
  });
}

export const requestHeadersModule = <M extends Mode>(mode: M) => headersModule(mode, "request");
export const responseHeadersModule = <M extends Mode>(mode: M) => headersModule(mode, "response");

/**
 * The 13 route modules in the order the service lists them, each once: its request and response schemas
 * and the description of the route's member. The module definitions (module-defs.ts) and the route's
 * schema derive from it.
 */
export const ROUTE_MODULES = {
  backend: {
    request: backendModule("request"),
    response: backendModule("response"),
    doc: "Backend module: where the route's traffic goes.",
    carriesTraffic: true,
  },
  ip_restriction: {
    request: ipRestrictionModule("request"),
    response: ipRestrictionModule("response"),
    doc: "IP restriction module: which source IPs may reach the route.",
  },
  circuit_breaker: {
    request: circuitBreakerModule("request"),
    response: circuitBreakerModule("response"),
    doc: "Circuit breaker module: stops traffic to an unhealthy upstream.",
  },
  compression: {
    request: compressionModule("request"),
    response: compressionModule("response"),
    doc: "Compression module: compresses responses.",
  },
  request_headers: {
    request: requestHeadersModule("request"),
    response: requestHeadersModule("response"),
    doc: "Request headers module: adds and removes headers before the request goes upstream.",
  },
  response_headers: {
    request: responseHeadersModule("request"),
    response: responseHeadersModule("response"),
    doc: "Response headers module: adds and removes headers of the response.",
  },
  webhook_verification: {
    request: webhookVerificationModule("request"),
    response: webhookVerificationModule("response"),
    doc: "Webhook verification module: checks the signatures of a webhook sender.",
  },
  oauth: {
    request: oauthModule("request"),
    response: oauthModule("response"),
    doc: "OAuth module: users sign in with an identity provider.",
  },
  saml: {
    request: samlModule("request"),
    response: samlModule("response"),
    doc: "SAML module: users sign in through a SAML identity provider.",
  },
  oidc: {
    request: oidcModule("request"),
    response: oidcModule("response"),
    doc: "OIDC module: users sign in through an OpenID Connect provider.",
  },
  websocket_tcp_converter: {
    request: websocketTcpConverterModule("request"),
    response: websocketTcpConverterModule("response"),
    doc: "Websocket-to-TCP converter module.",
  },
  user_agent_filter: {
    request: userAgentFilterModule("request"),
    response: userAgentFilterModule("response"),
    doc: "User-agent filter module: allows or denies by user agent.",
  },
  policy: {
    request: policyModule("request"),
    response: policyModule("response"),
    doc: "Traffic policy module: rules of CEL expressions and actions.",
  },
} as const;
export type RouteModuleName = keyof typeof ROUTE_MODULES;

/** The schema type of each route module in one mode. */
export type RouteModuleSchemas<M extends Mode> = { [K in RouteModuleName]: (typeof ROUTE_MODULES)[K][M] };

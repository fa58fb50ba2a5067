import type { TunnelsClient } from "../../client";
import type { ClassCase } from "./cases";
import type { Props } from "./harness";
import { backend, edge, policy, route, tlsEdge } from "./parents";

/** A route module or edge module: the drift replaces the module through its own endpoint. */
function moduleCase(
  className: string,
  clientName: string,
  parents: (c: TunnelsClient) => Promise<Props>,
  inputs: Props,
  update: Props,
  driftWire: Props,
  driftPath: string,
  extra: (c: TunnelsClient) => Promise<Props> = async () => ({}),
): ClassCase {
  return {
    className,
    // Other parents that exist, for the replacement: a check looks up a parent new for the resource, and one
    // that names no object fails it (provider/host/parent-check.ts).
    setup: async (c) => ({ ...(await parents(c)), ...(await extra(c)), other: await parents(c) }),
    inputs: (ctx) => ({ ...pick(ctx, "edgeId", "routeId"), ...resolve(inputs, ctx) }),
    update: (ctx) => ({ ...pick(ctx, "edgeId", "routeId"), ...resolve(update, ctx) }),
    drift: async (c, _id, ctx) => {
      const ids = [ctx.edgeId, ctx.routeId].filter(Boolean);
      // biome-ignore lint/suspicious/noExplicitAny: generic over every module client
      await (c as any)[clientName].replace(...ids, resolve(driftWire, ctx));
      return driftPath;
    },
    replaceWith: (ctx) => ({
      inputs: { ...resolve(inputs, ctx), ...pick(ctx.other as Props, "edgeId", "routeId") },
      member: "edgeId",
    }),
  };
}

const pick = (ctx: Props, ...keys: string[]) =>
  Object.fromEntries(keys.filter((k) => k in ctx).map((k) => [k, ctx[k]]));
/** Values written `$name` come from the setup's context. */
function resolve(value: Props, ctx: Props): Props {
  return JSON.parse(JSON.stringify(value), (_k, v) =>
    typeof v === "string" && v.startsWith("$") ? ctx[v.slice(1)] : v,
  );
}

/** Every route and edge module class. */
export const moduleCases: ClassCase[] = [
  moduleCase(
    "HttpsEdgeRouteBackend",
    "httpsEdgeRouteBackend",
    route,
    { backendId: "$b1" },
    { backendId: "$b2" },
    { backend_id: "$b3" },
    "backendId",
    async (c) => ({ b1: await backend(c), b2: await backend(c), b3: await backend(c) }),
  ),
  moduleCase(
    "HttpsEdgeRouteIpRestriction",
    "httpsEdgeRouteIpRestriction",
    route,
    { ipPolicyIds: ["$p1"] },
    { ipPolicyIds: ["$p1", "$p2"] },
    { ip_policy_ids: ["$p2"] },
    "ipPolicyIds",
    async (c) => ({ p1: await policy(c), p2: await policy(c) }),
  ),
  moduleCase(
    "HttpsEdgeRouteCircuitBreaker",
    "httpsEdgeRouteCircuitBreaker",
    route,
    { numBuckets: 12 },
    { numBuckets: 12, errorThresholdPercentage: 0.9 },
    { num_buckets: 99 },
    "numBuckets",
  ),
  moduleCase(
    "HttpsEdgeRouteCompression",
    "httpsEdgeRouteCompression",
    route,
    { enabled: true },
    { enabled: false },
    { enabled: true },
    "enabled",
  ),
  moduleCase(
    "HttpsEdgeRouteRequestHeaders",
    "httpsEdgeRouteRequestHeaders",
    route,
    { add: { "X-In": "1" } },
    { add: { "X-In": "2" }, remove: ["Cookie"] },
    { add: { "x-in": "evil" } },
    "add",
  ),
  moduleCase(
    "HttpsEdgeRouteResponseHeaders",
    "httpsEdgeRouteResponseHeaders",
    route,
    { remove: ["Server"] },
    { remove: ["Server", "X-Powered-By"] },
    { remove: [] },
    "remove",
  ),
  moduleCase(
    "HttpsEdgeRouteWebhookVerification",
    "httpsEdgeRouteWebhookVerification",
    route,
    { provider: "GitHub", secret: "s1" },
    { provider: "github", secret: "s2" },
    { provider: "stripe", secret: "s9" },
    "provider",
  ),
  moduleCase(
    "HttpsEdgeRouteOauth",
    "httpsEdgeRouteOauth",
    route,
    { provider: { google: { emailDomains: ["example.com"] } } },
    { provider: { google: { emailDomains: ["example.org"] } } },
    { provider: { github: {} } },
    "provider.google",
  ),
  moduleCase(
    "HttpsEdgeRouteSaml",
    "httpsEdgeRouteSaml",
    route,
    { idpMetadata: "<EntityDescriptor/>" },
    { idpMetadata: "<EntityDescriptor/>", forceAuthn: true },
    { idp_metadata: "<Other/>" },
    "idpMetadata",
  ),
  moduleCase(
    "HttpsEdgeRouteOidc",
    "httpsEdgeRouteOidc",
    route,
    { issuer: "https://id.example.com", clientId: "c", clientSecret: "cs1" },
    { issuer: "https://id.example.com", clientId: "c", clientSecret: "cs2", scopes: ["openid"] },
    { issuer: "https://evil", client_id: "c", client_secret: "x" },
    "issuer",
  ),
  moduleCase(
    "HttpsEdgeRouteWebsocketTcpConverter",
    "httpsEdgeRouteWebsocketTcpConverter",
    route,
    {},
    { enabled: false },
    { enabled: true },
    "enabled",
  ),
  moduleCase(
    "HttpsEdgeRouteUserAgentFilter",
    "httpsEdgeRouteUserAgentFilter",
    route,
    { deny: ["curl/.*"] },
    { deny: ["curl/.*"], allow: ["Mozilla/.*"] },
    { deny: [] },
    "deny",
  ),
  moduleCase(
    "HttpsEdgeRoutePolicy",
    "httpsEdgeRoutePolicy",
    route,
    {
      inbound: [
        {
          name: "deny-bots",
          expressions: ["req.ua == 'bot'"],
          actions: [{ type: "deny", config: { status_code: 403 } }],
        },
      ],
    },
    { inbound: [] },
    { inbound: [{ name: "x", actions: [{ type: "log" }] }] },
    "inbound",
  ),
  moduleCase(
    "HttpsEdgeTlsTermination",
    "httpsEdgeTlsTermination",
    edge,
    { minVersion: "1.2" },
    { minVersion: "1.3" },
    { min_version: "1.0" },
    "minVersion",
  ),
  moduleCase(
    "TlsEdgeTlsTermination",
    "tlsEdgeTlsTermination",
    tlsEdge,
    { terminateAt: "edge", minVersion: "1.2" },
    { terminateAt: "upstream" },
    { terminate_at: "edge", min_version: "1.0" },
    "terminateAt",
  ),
  moduleCase(
    "TlsEdgeBackend",
    "tlsEdgeBackend",
    tlsEdge,
    { backendId: "$b1" },
    { backendId: "$b2" },
    { backend_id: "$b1" },
    "backendId",
    async (c) => ({ b1: await backend(c), b2: await backend(c) }),
  ),
  moduleCase(
    "TlsEdgeIpRestriction",
    "tlsEdgeIpRestriction",
    tlsEdge,
    { ipPolicyIds: ["$p1"] },
    { ipPolicyIds: ["$p2"] },
    { ip_policy_ids: ["$p1"] },
    "ipPolicyIds",
    async (c) => ({ p1: await policy(c), p2: await policy(c) }),
  ),
];

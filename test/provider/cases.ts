import type { TunnelsClient } from "../../sdk/client";
import type { Props } from "./harness";

/**
 * One case per Pulumi class: how to make its parents, what to declare, what to change in place, what to
 * change out of band (through the API, as a teammate with the dashboard would), and a create-only change.
 */
export interface ClassCase {
  className: string;
  /** Makes what the object needs (parents, referenced objects) and returns ids for the inputs. */
  setup?: (client: TunnelsClient) => Promise<Props>;
  inputs: (ctx: Props) => Props;
  /** In-place change: the inputs after the user's edit. */
  update: (ctx: Props) => Props;
  /** Changes a declared member out of band; returns the member's Pulumi path. */
  drift: (client: TunnelsClient, id: string, ctx: Props) => Promise<string>;
  /** Inputs differing in a create-only member, with the member expected in `replaces`. */
  replaceWith?: (ctx: Props) => { inputs: Props; member: string };
  /** Makes an existing object to adopt and returns its id (classes that take adoptId). */
  existing?: (client: TunnelsClient, ctx: Props) => Promise<string>;
}

const edge = async (c: TunnelsClient) => ({
  edgeId: (await c.httpsEdges.create({ description: "parent" })).id,
});
const tlsEdge = async (c: TunnelsClient) => ({
  edgeId: (await c.tlsEdges.create({ description: "parent" })).id,
});
const route = async (c: TunnelsClient) => {
  const { edgeId } = await edge(c);
  const r = await c.httpsEdgeRoutes.create(edgeId, { match_type: "path_prefix", match: "/" });
  return { edgeId, routeId: r.id };
};
const policy = async (c: TunnelsClient) => (await c.ipPolicies.create({})).id;
const backend = async (c: TunnelsClient) => (await c.tunnelGroupBackends.create({ labels: { app: "x" } })).id;
const destination = async (c: TunnelsClient) =>
  (await c.eventDestinations.create({ target: { datadog: { api_key: "dd-key" } } })).id;

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
    setup: async (c) => ({ ...(await parents(c)), ...(await extra(c)) }),
    inputs: (ctx) => ({ ...pick(ctx, "edgeId", "routeId"), ...resolve(inputs, ctx) }),
    update: (ctx) => ({ ...pick(ctx, "edgeId", "routeId"), ...resolve(update, ctx) }),
    drift: async (c, _id, ctx) => {
      const ids = [ctx.edgeId, ctx.routeId].filter(Boolean);
      // biome-ignore lint/suspicious/noExplicitAny: generic over every module client
      await (c as any)[clientName].replace(...ids, resolve(driftWire, ctx));
      return driftPath;
    },
    replaceWith: (ctx) => ({
      inputs: { ...pick(ctx, "edgeId", "routeId"), ...resolve(inputs, ctx), edgeId: "edghts_other" },
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

export const cases: ClassCase[] = [
  {
    className: "ApiKey",
    inputs: () => ({ description: "ci", metadata: '{"team":"a"}' }),
    update: () => ({ description: "ci deploys" }),
    drift: async (c, id) => {
      await c.apiKeys.update(id, { description: "changed by hand" });
      return "description";
    },
    replaceWith: () => ({ inputs: { description: "ci", ownerId: "usr_someone_else" }, member: "ownerId" }),
  },
  {
    className: "ReservedAddr",
    inputs: () => ({ description: "bastion", region: "eu" }),
    update: () => ({ description: "bastion 2", region: "eu", metadata: "m" }),
    drift: async (c, id) => {
      await c.reservedAddrs.update(id, { description: "hand" });
      return "description";
    },
    replaceWith: () => ({ inputs: { description: "bastion", region: "us" }, member: "region" }),
    existing: async (c) => (await c.reservedAddrs.create({ region: "eu", description: "old" })).id,
  },
  {
    className: "SshCertificateAuthority",
    inputs: () => ({ description: "hosts", privateKeyType: "ecdsa", ellipticCurve: "p384" }),
    update: () => ({ description: "hosts 2", privateKeyType: "ecdsa", ellipticCurve: "p384" }),
    drift: async (c, id) => {
      await c.sshCertificateAuthorities.update(id, { description: "hand" });
      return "description";
    },
    replaceWith: () => ({
      inputs: { description: "hosts", privateKeyType: "ed25519" },
      member: "privateKeyType",
    }),
    existing: async (c) => (await c.sshCertificateAuthorities.create({ description: "old" })).id,
  },
  {
    className: "IpPolicy",
    inputs: () => ({ description: "office" }),
    update: () => ({ description: "office", metadata: "floor 2" }),
    drift: async (c, id) => {
      await c.ipPolicies.update(id, { description: "hand" });
      return "description";
    },
    existing: async (c) => (await c.ipPolicies.create({ description: "old" })).id,
  },
  {
    className: "IpPolicyRule",
    setup: async (c) => ({ policyId: await policy(c), otherPolicy: await policy(c) }),
    inputs: (x) => ({ ipPolicyId: x.policyId, cidr: "2001:DB8::/32", action: "allow", description: "v6" }),
    update: (x) => ({ ipPolicyId: x.policyId, cidr: "10.0.0.0/8", action: "allow", description: "v4" }),
    drift: async (c, id) => {
      await c.ipPolicyRules.update(id, { cidr: "192.168.0.0/16" });
      return "cidr";
    },
    replaceWith: (x) => ({
      inputs: { ipPolicyId: x.otherPolicy, cidr: "10.0.0.0/8", action: "allow" },
      member: "ipPolicyId",
    }),
    existing: async (c, x) =>
      (
        await c.ipPolicyRules.create({
          ip_policy_id: x.policyId as string,
          cidr: "10.1.0.0/16",
          action: "allow",
        })
      ).id,
  },
  {
    className: "TunnelGroupBackend",
    inputs: () => ({ description: "web", labels: { App: "web" } }),
    update: () => ({ description: "web", labels: { App: "web", tier: "1" } }),
    drift: async (c, id) => {
      await c.tunnelGroupBackends.update(id, { labels: { App: "api" } });
      return "labels";
    },
    existing: async (c) => (await c.tunnelGroupBackends.create({ labels: {} })).id,
  },
  {
    className: "EventDestination",
    inputs: () => ({
      description: "audit",
      format: "JSON",
      target: { datadog: { apiKey: "dd-secret-1", service: "svc" } },
    }),
    update: () => ({
      description: "audit",
      target: { kinesis: { auth: { role: { roleArn: "arn:r" } }, streamArn: "arn:s" } },
    }),
    drift: async (c, id) => {
      await c.eventDestinations.update(id, { description: "hand" });
      return "description";
    },
    existing: async (c) => destination(c),
  },
  {
    className: "EventSubscription",
    setup: async (c) => ({ d1: await destination(c), d2: await destination(c) }),
    inputs: (x) => ({
      description: "audit",
      sources: [{ type: "api_key_created.v0" }],
      destinationIds: [x.d1],
    }),
    update: (x) => ({
      description: "audit",
      sources: [{ type: "api_key_created.v0" }],
      destinationIds: [x.d1, x.d2],
    }),
    drift: async (c, id) => {
      await c.eventSubscriptions.update(id, { sources: [{ type: "tls_edge_created.v0" }] });
      return "sources";
    },
    existing: async (c) => (await c.eventSubscriptions.create({})).id,
  },
  {
    className: "HttpsEdge",
    inputs: () => ({
      description: "site",
      hostports: ["a.example.com:443"],
      tlsTermination: { minVersion: "1.3" },
    }),
    update: () => ({ description: "site", hostports: ["a.example.com:443", "b.example.com:443"] }),
    drift: async (c, id) => {
      await c.httpsEdges.update(id, { hostports: ["evil.example.com:443"] });
      return "hostports";
    },
    existing: async (c) => (await c.httpsEdges.create({})).id,
  },
  {
    className: "TlsEdge",
    setup: async (c) => ({ backendId: await backend(c), policyId: await policy(c) }),
    inputs: (x) => ({
      hostports: ["t.example.com:443"],
      backend: { backendId: x.backendId },
      ipRestriction: { ipPolicyIds: [x.policyId] },
    }),
    update: (x) => ({
      hostports: ["t.example.com:443"],
      backend: { backendId: x.backendId, enabled: false },
    }),
    drift: async (c, id) => {
      await c.tlsEdgeBackend.replace(id, { backend_id: (await c.tunnelGroupBackends.create({})).id });
      return "backend.backendId";
    },
    existing: async (c) => (await c.tlsEdges.create({})).id,
  },
  {
    className: "HttpsEdgeRoute",
    setup: async (c) => ({
      ...(await edge(c)),
      backendId: await backend(c),
      policyId: await policy(c),
      other: (await edge(c)).edgeId,
    }),
    inputs: (x) => ({
      edgeId: x.edgeId,
      matchType: "path_prefix",
      match: "/api",
      backend: { backendId: x.backendId },
      ipRestriction: { ipPolicyIds: [x.policyId] },
      circuitBreaker: { numBuckets: 20 },
      requestHeaders: { add: { "X-A": "1" } },
    }),
    update: (x) => ({
      edgeId: x.edgeId,
      matchType: "path_prefix",
      match: "/api/v2",
      backend: { backendId: x.backendId },
      circuitBreaker: { numBuckets: 30 },
      compression: {},
    }),
    drift: async (c, id, x) => {
      await c.httpsEdgeRoutes.update(x.edgeId as string, id, { match: "/hijacked" });
      return "match";
    },
    replaceWith: (x) => ({
      inputs: { edgeId: x.other, matchType: "path_prefix", match: "/api" },
      member: "edgeId",
    }),
    existing: async (c, x) =>
      (await c.httpsEdgeRoutes.create(x.edgeId as string, { match_type: "exact_path", match: "/old" })).id,
  },
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

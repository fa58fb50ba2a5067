// One of every class of pulumi-tunnels. Stack config `scenario:phase` moves the program through the
// scenarios: 1 declares, 2 changes one member of every class in place, 3 changes create-only members.
// Secrets are plain strings, as users write them: the classes make them secret.
const pulumi = require("@pulumi/pulumi");
const t = require("pulumi-tunnels");

const phase = Number(new pulumi.Config("scenario").get("phase") ?? "1");
// The value for the current phase; a list shorter than the phase keeps its last value.
const pick = (...values) => values[Math.min(phase, values.length) - 1];

const key = new t.ApiKey("key", { description: pick("ci", "ci deploys") });
const addr = new t.ReservedAddr("addr", {
  description: pick("bastion", "bastion 2"),
  region: pick("eu", "eu", "au"),
});
const ca = new t.SshCertificateAuthority("ca", {
  description: pick("hosts", "hosts 2"),
  privateKeyType: pick("ecdsa", "ecdsa", "ed25519"),
  ellipticCurve: pick("p256", "p256", undefined),
});
const policy = new t.IpPolicy("policy", { description: pick("office", "office 2") });
const rule = new t.IpPolicyRule("rule", {
  ipPolicyId: policy.id,
  cidr: pick("10.0.0.0/8", "10.1.0.0/16"),
  action: pick("allow", "allow", "deny"),
});
const backend = new t.TunnelGroupBackend("backend", {
  labels: pick({ app: "web" }, { app: "web", tier: "1" }),
});
const dest = new t.EventDestination("dest", {
  description: pick("audit", "audit 2"),
  target: { datadog: { apiKey: "dd-api-key-s3cr3t", service: "svc" } },
});
const sub = new t.EventSubscription("sub", {
  description: pick("audit", "audit 2"),
  sources: [{ type: "api_key_created.v0" }],
  destinationIds: [dest.id],
});
const edge = new t.HttpsEdge("edge", {
  description: pick("site", "site 2"),
  hostports: ["site.example.com:443"],
});
const tls = new t.TlsEdge("tls", { description: pick("tls", "tls 2"), hostports: ["tls.example.com:443"] });
const route = new t.HttpsEdgeRoute("route", {
  edgeId: edge.id,
  matchType: "path_prefix",
  match: pick("/api", "/api/v2"),
  description: pick("api", "api 2"),
});
const other = new t.HttpsEdgeRoute("other", {
  edgeId: edge.id,
  matchType: "exact_path",
  match: "/other",
  description: pick("other", "other 2"),
});
const parents = { edgeId: edge.id, routeId: route.id };
new t.HttpsEdgeRouteBackend("m-backend", { ...parents, backendId: backend.id, enabled: pick(true, false) });
new t.HttpsEdgeRouteIpRestriction("m-ipr", {
  ...parents,
  ipPolicyIds: [policy.id],
  enabled: pick(true, false),
});
// Phase 3 moves this module to the other route: a module replaces delete-before-replace.
new t.HttpsEdgeRouteCompression("m-compression", {
  edgeId: edge.id,
  routeId: pick(route.id, route.id, other.id),
  enabled: pick(true, false),
});
new t.HttpsEdgeRouteRequestHeaders("m-reqh", { ...parents, add: { "X-A": pick("1", "2") } });
new t.HttpsEdgeRouteResponseHeaders("m-resh", { ...parents, remove: pick(["Server"], ["Server", "Via"]) });
new t.HttpsEdgeRouteWebhookVerification("m-webhook", {
  ...parents,
  provider: "github",
  secret: pick("wh-1", "wh-2"),
});
new t.HttpsEdgeRouteOauth("m-oauth", {
  ...parents,
  provider: { google: { emailDomains: [pick("a.com", "b.com")] } },
});
new t.HttpsEdgeRouteSaml("m-saml", {
  ...parents,
  idpMetadata: "<EntityDescriptor/>",
  forceAuthn: pick(false, true),
});
new t.HttpsEdgeRouteOidc("m-oidc", {
  ...parents,
  issuer: "https://id.example.com",
  clientId: "c",
  clientSecret: "oidc-s3cr3t",
  scopes: pick(["openid"], ["openid", "email"]),
});
new t.HttpsEdgeRouteWebsocketTcpConverter("m-ws", { ...parents, enabled: pick(true, false) });
new t.HttpsEdgeRouteUserAgentFilter("m-uaf", { ...parents, deny: [pick("curl/.*", "wget/.*")] });
new t.HttpsEdgeRoutePolicy("m-policy", {
  ...parents,
  inbound: [{ name: pick("a", "b"), actions: [{ type: "log" }] }],
});
new t.HttpsEdgeRouteCircuitBreaker("m-cb", { ...parents, numBuckets: pick(20, 30) });
new t.HttpsEdgeTlsTermination("m-edge-tls", { edgeId: edge.id, minVersion: pick("1.2", "1.3") });
new t.TlsEdgeTlsTermination("m-tls-tls", { edgeId: tls.id, minVersion: pick("1.2", "1.3") });
new t.TlsEdgeBackend("m-tls-backend", { edgeId: tls.id, backendId: backend.id, enabled: pick(true, false) });
new t.TlsEdgeIpRestriction("m-tls-ipr", {
  edgeId: tls.id,
  ipPolicyIds: [policy.id],
  enabled: pick(true, false),
});

module.exports = {
  keyToken: key.token,
  addr: addr.addr,
  caKey: ca.publicKey,
  ruleId: rule.id,
  subId: sub.id,
};

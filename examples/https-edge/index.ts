/**
 * An HTTPS edge with TLS termination and one tunnel-group backend behind every route: `/admin` signed in
 * with GitHub (organizations and teams) and limited to the office networks, `/app` signed in with Google
 * (email domains) with the traffic modules a web app uses, `/sso` with SAML, `/id` with OIDC, a webhook
 * receiver and a websocket-to-TCP route. The app route's traffic policy is managed as its own resource.
 */
import * as pulumi from "@pulumi/pulumi";
import * as tunnels from "pulumi-tunnels";

const config = new pulumi.Config();
// Set with `pulumi config set --secret <name> <value>`: stored encrypted in Pulumi.<stack>.yaml.
const oidcClientSecret = config.requireSecret("oidcClientSecret");
const webhookSecret = config.requireSecret("webhookSecret");

const office = new tunnels.IpPolicy("office", { description: "Office networks" });
new tunnels.IpPolicyRule("office-v4", { ipPolicyId: office.id, cidr: "203.0.113.0/24", action: "allow" });
new tunnels.IpPolicyRule("office-v6", { ipPolicyId: office.id, cidr: "2001:db8:10::/48", action: "allow" });
const blocked = new tunnels.IpPolicy("blocked", { description: "Networks never let in" });
new tunnels.IpPolicyRule("blocked-v4", { ipPolicyId: blocked.id, cidr: "198.51.100.0/24", action: "deny" });

const web = new tunnels.TunnelGroupBackend("web", { description: "Web tier", labels: { app: "web" } });
const backend = { backendId: web.id };

const edge = new tunnels.HttpsEdge("site", {
  description: "Public site",
  hostports: ["www.example.com:443"],
  tlsTermination: { minVersion: "1.2" },
});

const admin = new tunnels.HttpsEdgeRoute("admin", {
  edgeId: edge.id,
  matchType: "path_prefix",
  match: "/admin",
  description: "Administration: platform team, from the office",
  backend,
  ipRestriction: { ipPolicyIds: [office.id, blocked.id] },
  oauth: {
    provider: { github: { organizations: ["example-org"], teams: ["example-org/platform"] } },
    maximumDuration: 8 * 3600,
  },
});

const app = new tunnels.HttpsEdgeRoute("app", {
  edgeId: edge.id,
  matchType: "path_prefix",
  match: "/app",
  description: "The web app, for the company's accounts",
  backend,
  oauth: { provider: { google: { emailDomains: ["example.com"] } }, inactivityTimeout: 3600 },
  circuitBreaker: { errorThresholdPercentage: 0.5, volumeThreshold: 20 },
  compression: {},
  requestHeaders: { add: { "X-Forwarded-Edge": "www" }, remove: ["Cookie2"] },
  responseHeaders: { add: { "Strict-Transport-Security": "max-age=31536000" }, remove: ["Server"] },
  userAgentFilter: { deny: ["sqlmap/.*", "nikto/.*"] },
});
// A module managed on its own: the route above never declares `policy`, so the two never fight.
new tunnels.HttpsEdgeRoutePolicy("app-policy", {
  edgeId: edge.id,
  routeId: app.id,
  inbound: [
    {
      name: "rate limit by client",
      expressions: ["req.url.path.startsWith('/app/api')"],
      actions: [
        { type: "rate-limit", config: { capacity: 100, rate: "60s", bucket_key: ["conn.client_ip"] } },
      ],
    },
  ],
  outbound: [
    {
      name: "no server banner",
      actions: [{ type: "remove-headers", config: { headers: ["X-Powered-By"] } }],
    },
  ],
});

new tunnels.HttpsEdgeRoute("sso", {
  edgeId: edge.id,
  matchType: "path_prefix",
  match: "/sso",
  description: "Partners, through their SAML identity provider",
  backend,
  saml: {
    idpMetadata: '<EntityDescriptor entityID="https://idp.example.com"/>',
    authorizedGroups: ["partners"],
    nameidFormat: "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress",
  },
});

new tunnels.HttpsEdgeRoute("id", {
  edgeId: edge.id,
  matchType: "exact_path",
  match: "/id",
  description: "Sign-in through the company's OpenID provider",
  backend,
  oidc: {
    issuer: "https://login.example.com",
    clientId: "edge-www",
    clientSecret: oidcClientSecret,
    scopes: ["openid", "email"],
  },
});

new tunnels.HttpsEdgeRoute("hooks", {
  edgeId: edge.id,
  matchType: "exact_path",
  match: "/hooks/github",
  description: "GitHub webhooks, signatures checked at the edge",
  backend,
  webhookVerification: { provider: "github", secret: webhookSecret },
});

new tunnels.HttpsEdgeRoute("ws", {
  edgeId: edge.id,
  matchType: "path_prefix",
  match: "/ws",
  description: "A TCP service reached over websockets",
  backend,
  websocketTcpConverter: {},
});

export const adminUri = admin.uri;
export const appUri = app.uri;

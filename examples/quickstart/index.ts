/**
 * Quickstart: an HTTPS edge with routes and traffic modules, the IP policy and backend they use, an API
 * key, a reserved address, an SSH certificate authority, an event destination with its subscription, and
 * a listing of the online tunnels that serve the backend.
 */
import * as pulumi from "@pulumi/pulumi";
import * as tunnels from "pulumi-tunnels";

const config = new pulumi.Config();
const webhookSecret = config.getSecret("webhookSecret") ?? pulumi.secret("whsec-change-me");
const datadogApiKey = config.getSecret("datadogApiKey") ?? pulumi.secret("dd-change-me");

const office = new tunnels.IpPolicy("office", { description: "Office networks" });
new tunnels.IpPolicyRule("office-v4", { ipPolicyId: office.id, cidr: "203.0.113.0/24", action: "allow" });

const web = new tunnels.TunnelGroupBackend("web", { description: "Web tier", labels: { app: "web" } });

const site = new tunnels.HttpsEdge("site", {
  description: "Public site",
  hostports: ["site.example.com:443"],
  tlsTermination: { minVersion: "1.2" },
});

const api = new tunnels.HttpsEdgeRoute("api", {
  edgeId: site.id,
  matchType: "path_prefix",
  match: "/api",
  description: "API, office only",
  backend: { backendId: web.id },
  ipRestriction: { ipPolicyIds: [office.id] },
  circuitBreaker: { errorThresholdPercentage: 0.25 },
  requestHeaders: { add: { "X-Served-By": "tunnels" }, remove: ["Cookie"] },
  compression: {},
});

const hooks = new tunnels.HttpsEdgeRoute("hooks", {
  edgeId: site.id,
  matchType: "exact_path",
  match: "/hooks/github",
  backend: { backendId: web.id },
});
// A module managed on its own: the route above never declares it, so the two never fight.
new tunnels.HttpsEdgeRouteWebhookVerification("hooks-github", {
  edgeId: site.id,
  routeId: hooks.id,
  provider: "github",
  secret: webhookSecret,
});

const deployKey = new tunnels.ApiKey("deploy", { description: "Deploys from CI" });
const bastion = new tunnels.ReservedAddr("bastion", { region: "eu", description: "SSH bastion" });
const hostCa = new tunnels.SshCertificateAuthority("hosts", {
  privateKeyType: "ecdsa",
  ellipticCurve: "p384",
});

const audit = new tunnels.EventDestination("audit", {
  description: "Audit trail",
  format: "json",
  target: { datadog: { apiKey: datadogApiKey, service: "tunnels", ddsite: "datadoghq.eu" } },
});
new tunnels.EventSubscription("audit", {
  sources: [{ type: "api_key_created.v0" }, { type: "https_edge_route_updated.v0" }],
  destinationIds: [audit.id],
});

const online = tunnels.getTunnelsOutput({ labels: { app: "web" } });

export const apiRouteUri = api.uri;
export const deployToken = deployKey.token;
export const bastionAddr = bastion.addr;
export const hostCaPublicKey = hostCa.publicKey;
export const webTunnels = online.apply((r) => r.tunnels.map((t) => t.publicUrl));

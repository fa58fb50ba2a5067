/**
 * The program of the README's move from the TypeScript classes to the Node.js SDK (test/sdks/nodejs-migrate): a
 * program written with the classes (`pulumi-tunnels`) that compiles, unchanged but for its import, against the
 * SDK (`@pulumi-tunnels/tunnels`): an HTTPS edge, two routes with modules, module resources, an event destination
 * with a literal secret and an API key.
 */
import * as tunnels from "pulumi-tunnels";

// Written in clear here on purpose: no state may hold it in clear, before or after the move.
const DATADOG_KEY = "dd-migrated-s3cr3t";

const office = new tunnels.IpPolicy("office", { description: "Office networks" });
const site = new tunnels.HttpsEdge("site", {
  hostports: ["move.example.com:443"],
  description: "Public site",
});
const app = new tunnels.HttpsEdgeRoute("app", {
  edgeId: site.id,
  matchType: "path_prefix",
  match: "/app",
  ipRestriction: { ipPolicyIds: [office.id] },
  circuitBreaker: { errorThresholdPercentage: 0.5, volumeThreshold: 20 },
});
const health = new tunnels.HttpsEdgeRoute("health", {
  edgeId: site.id,
  matchType: "exact_path",
  match: "/health",
});
// Modules as resources of their own: the routes never declare them.
new tunnels.HttpsEdgeRoutePolicy("app-policy", {
  edgeId: site.id,
  routeId: app.id,
  inbound: [
    { name: "no scanners", expressions: ["req.user_agent.contains('sqlmap')"], actions: [{ type: "deny" }] },
  ],
});
new tunnels.HttpsEdgeRouteResponseHeaders("health-headers", {
  edgeId: site.id,
  routeId: health.id,
  add: { "cache-control": "no-store" },
});
const key = new tunnels.ApiKey("deploys", { description: "Deploys" });
new tunnels.EventDestination("events", {
  description: "Edge events",
  target: { datadog: { apiKey: DATADOG_KEY, service: "site", ddsite: "datadoghq.eu" } },
});

export const siteId = site.id;
export const keyId = key.id;
export const keyToken = key.token;

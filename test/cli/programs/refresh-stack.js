// The stack of issue 21, whose refresh the call-count test and bench/refresh-cli.ts count: `scenario:addresses`
// reserved addresses (150 by default: 182 resources in all), then an IP policy, an HTTPS edge, 20 routes with a
// circuit breaker, compression and an IP restriction, and 10 response-header module resources on the first
// ten routes. With `scenario:edge` false, the addresses alone.
const pulumi = require("@pulumi/pulumi");
const t = require("pulumi-tunnels");

const config = new pulumi.Config("scenario");
const addresses = config.getNumber("addresses") ?? 150;
for (let i = 0; i < addresses; i++) new t.ReservedAddr(`ra-${i}`, { description: `ra ${i}` });

if (config.getBoolean("edge") ?? true) {
  const policy = new t.IpPolicy("policy", { description: "allowed to reach the routes" });
  const edge = new t.HttpsEdge("edge", { description: "refresh calls" });
  for (let i = 0; i < 20; i++) {
    const route = new t.HttpsEdgeRoute(`route-${i}`, {
      edgeId: edge.id,
      matchType: "path_prefix",
      match: `/r${i}`,
      circuitBreaker: { errorThresholdPercentage: 0.5 },
      compression: { enabled: true },
      ipRestriction: { ipPolicyIds: [policy.id] },
    });
    if (i < 10)
      new t.HttpsEdgeRouteResponseHeaders(`headers-${i}`, {
        edgeId: edge.id,
        routeId: route.id,
        add: { "x-route": `r${i}` },
      });
  }
}

import * as pulumi from "@pulumi/pulumi";
import * as tunnels from "@pulumi-tunnels/tunnels";

const site = new tunnels.HttpsEdge("site", {hostports: ["www.example.com:443"]});
const app = new tunnels.HttpsEdgeRoute("app", {
    edgeId: site.id,
    matchType: tunnels.HttpsEdgeRouteMatchType.Path_prefix,
    match: "/app",
});
const policy = new tunnels.HttpsEdgeRoutePolicy("policy", {
    edgeId: site.id,
    routeId: app.id,
    inbound: [{
        name: "rate limit by client",
        expressions: ["req.url.path.startsWith('/app/api')"],
        actions: [{
            type: tunnels.HttpsEdgeRoutePolicyRuleActionsType.Rate_limit,
            config: {
                capacity: 100,
                rate: "60s",
                bucket_key: ["conn.client_ip"],
            },
        }],
    }],
});

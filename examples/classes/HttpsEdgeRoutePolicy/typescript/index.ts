import * as pulumi from "@pulumi/pulumi";
import * as tunnels from "@pulumi-tunnels/tunnels";

const site = new tunnels.HttpsEdge("site", {hostports: ["www.example.com:443"]});
const app = new tunnels.HttpsEdgeRoute("app", {
    edgeId: site.id,
    matchType: tunnels.HttpsEdgeRouteMatchType.PathPrefix,
    match: "/app",
});
const policy = new tunnels.HttpsEdgeRoutePolicy("policy", {
    edgeId: site.id,
    routeId: app.id,
    inbound: [{
        name: "no admin pages",
        expressions: ["req.url.path.startsWith('/app/admin')"],
        actions: [{
            type: tunnels.HttpsEdgeRoutePolicyRuleActionsType.Deny,
            config: {
                status_code: 403,
            },
        }],
    }],
});

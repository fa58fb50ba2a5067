import * as pulumi from "@pulumi/pulumi";
import * as tunnels from "@pulumi-tunnels/tunnels";

const site = new tunnels.HttpsEdge("site", {hostports: ["www.example.com:443"]});
const app = new tunnels.HttpsEdgeRoute("app", {
    edgeId: site.id,
    matchType: tunnels.HttpsEdgeRouteMatchType.PathPrefix,
    match: "/app",
});
const userAgentFilter = new tunnels.HttpsEdgeRouteUserAgentFilter("userAgentFilter", {
    edgeId: site.id,
    routeId: app.id,
    deny: [
        "sqlmap/.*",
        "nikto/.*",
    ],
});

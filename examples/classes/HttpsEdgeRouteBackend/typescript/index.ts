import * as pulumi from "@pulumi/pulumi";
import * as tunnels from "@pulumi-tunnels/tunnels";

const web = new tunnels.TunnelGroupBackend("web", {labels: {
    app: "web",
}});
const site = new tunnels.HttpsEdge("site", {hostports: ["www.example.com:443"]});
const app = new tunnels.HttpsEdgeRoute("app", {
    edgeId: site.id,
    matchType: tunnels.HttpsEdgeRouteMatchType.PathPrefix,
    match: "/app",
});
const backend = new tunnels.HttpsEdgeRouteBackend("backend", {
    edgeId: site.id,
    routeId: app.id,
    backendId: web.id,
});

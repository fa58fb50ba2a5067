import * as pulumi from "@pulumi/pulumi";
import * as tunnels from "@pulumi-tunnels/tunnels";

const site = new tunnels.HttpsEdge("site", {hostports: ["www.example.com:443"]});
const web = new tunnels.TunnelGroupBackend("web", {labels: {
    app: "web",
}});
const app = new tunnels.HttpsEdgeRoute("app", {
    edgeId: site.id,
    matchType: tunnels.HttpsEdgeRouteMatchType.PathPrefix,
    match: "/app",
    backend: {
        backendId: web.id,
    },
    compression: {},
});
export const uri = app.uri;

import * as pulumi from "@pulumi/pulumi";
import * as tunnels from "@pulumi-tunnels/tunnels";

const config = new pulumi.Config();
const oidcClientSecret = config.require("oidcClientSecret");
const site = new tunnels.HttpsEdge("site", {hostports: ["www.example.com:443"]});
const app = new tunnels.HttpsEdgeRoute("app", {
    edgeId: site.id,
    matchType: tunnels.HttpsEdgeRouteMatchType.PathPrefix,
    match: "/app",
});
const oidc = new tunnels.HttpsEdgeRouteOidc("oidc", {
    edgeId: site.id,
    routeId: app.id,
    issuer: "https://login.example.com",
    clientId: "edge-www",
    clientSecret: oidcClientSecret,
    scopes: [
        "openid",
        "email",
    ],
});

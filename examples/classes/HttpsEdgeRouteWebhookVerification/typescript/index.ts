import * as pulumi from "@pulumi/pulumi";
import * as tunnels from "@pulumi-tunnels/tunnels";

const config = new pulumi.Config();
const webhookSecret = config.require("webhookSecret");
const site = new tunnels.HttpsEdge("site", {hostports: ["www.example.com:443"]});
const app = new tunnels.HttpsEdgeRoute("app", {
    edgeId: site.id,
    matchType: tunnels.HttpsEdgeRouteMatchType.PathPrefix,
    match: "/app",
});
const webhookVerification = new tunnels.HttpsEdgeRouteWebhookVerification("webhookVerification", {
    edgeId: site.id,
    routeId: app.id,
    provider: tunnels.HttpsEdgeRouteWebhookVerificationProvider.Github,
    secret: webhookSecret,
});

import pulumi
import pulumi_tunnels as tunnels

config = pulumi.Config()
webhook_secret = config.require("webhookSecret")
site = tunnels.HttpsEdge("site", hostports=["www.example.com:443"])
app = tunnels.HttpsEdgeRoute("app",
    edge_id=site.id,
    match_type=tunnels.HttpsEdgeRouteMatchType.PATH_PREFIX,
    match="/app")
webhook_verification = tunnels.HttpsEdgeRouteWebhookVerification("webhookVerification",
    edge_id=site.id,
    route_id=app.id,
    provider=tunnels.HttpsEdgeRouteWebhookVerificationProvider.GITHUB,
    secret=webhook_secret)

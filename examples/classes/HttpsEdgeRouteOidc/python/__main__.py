import pulumi
import pulumi_tunnels as tunnels

config = pulumi.Config()
oidc_client_secret = config.require("oidcClientSecret")
site = tunnels.HttpsEdge("site", hostports=["www.example.com:443"])
app = tunnels.HttpsEdgeRoute("app",
    edge_id=site.id,
    match_type=tunnels.HttpsEdgeRouteMatchType.PATH_PREFIX,
    match="/app")
oidc = tunnels.HttpsEdgeRouteOidc("oidc",
    edge_id=site.id,
    route_id=app.id,
    issuer="https://login.example.com",
    client_id="edge-www",
    client_secret=oidc_client_secret,
    scopes=[
        "openid",
        "email",
    ])

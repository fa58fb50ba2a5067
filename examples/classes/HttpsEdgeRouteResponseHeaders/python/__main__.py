import pulumi
import pulumi_tunnels as tunnels

site = tunnels.HttpsEdge("site", hostports=["www.example.com:443"])
app = tunnels.HttpsEdgeRoute("app",
    edge_id=site.id,
    match_type=tunnels.HttpsEdgeRouteMatchType.PATH_PREFIX,
    match="/app")
response_headers = tunnels.HttpsEdgeRouteResponseHeaders("responseHeaders",
    edge_id=site.id,
    route_id=app.id,
    add={
        "Strict-Transport-Security": "max-age=31536000",
    },
    remove=["Server"])

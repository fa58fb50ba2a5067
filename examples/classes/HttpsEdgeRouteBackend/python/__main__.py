import pulumi
import pulumi_tunnels as tunnels

web = tunnels.TunnelGroupBackend("web", labels={
    "app": "web",
})
site = tunnels.HttpsEdge("site", hostports=["www.example.com:443"])
app = tunnels.HttpsEdgeRoute("app",
    edge_id=site.id,
    match_type=tunnels.HttpsEdgeRouteMatchType.PATH_PREFIX,
    match="/app")
backend = tunnels.HttpsEdgeRouteBackend("backend",
    edge_id=site.id,
    route_id=app.id,
    backend_id=web.id)

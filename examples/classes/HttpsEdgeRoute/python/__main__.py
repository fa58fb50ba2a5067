import pulumi
import pulumi_tunnels as tunnels

site = tunnels.HttpsEdge("site", hostports=["www.example.com:443"])
web = tunnels.TunnelGroupBackend("web", labels={
    "app": "web",
})
app = tunnels.HttpsEdgeRoute("app",
    edge_id=site.id,
    match_type=tunnels.HttpsEdgeRouteMatchType.PATH_PREFIX,
    match="/app",
    backend={
        "backend_id": web.id,
    },
    compression={})
pulumi.export("uri", app.uri)

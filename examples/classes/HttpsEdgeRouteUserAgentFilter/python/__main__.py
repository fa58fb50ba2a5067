import pulumi
import pulumi_tunnels as tunnels

site = tunnels.HttpsEdge("site", hostports=["www.example.com:443"])
app = tunnels.HttpsEdgeRoute("app",
    edge_id=site.id,
    match_type=tunnels.HttpsEdgeRouteMatchType.PATH_PREFIX,
    match="/app")
user_agent_filter = tunnels.HttpsEdgeRouteUserAgentFilter("userAgentFilter",
    edge_id=site.id,
    route_id=app.id,
    deny=[
        "sqlmap/.*",
        "nikto/.*",
    ])

import pulumi
import pulumi_tunnels as tunnels

office = tunnels.IpPolicy("office", description="Office networks")
site = tunnels.HttpsEdge("site", hostports=["www.example.com:443"])
app = tunnels.HttpsEdgeRoute("app",
    edge_id=site.id,
    match_type=tunnels.HttpsEdgeRouteMatchType.PATH_PREFIX,
    match="/app")
ip_restriction = tunnels.HttpsEdgeRouteIpRestriction("ipRestriction",
    edge_id=site.id,
    route_id=app.id,
    ip_policy_ids=[office.id])

import pulumi
import pulumi_tunnels as tunnels

site = tunnels.HttpsEdge("site", hostports=["www.example.com:443"])
app = tunnels.HttpsEdgeRoute("app",
    edge_id=site.id,
    match_type=tunnels.HttpsEdgeRouteMatchType.PATH_PREFIX,
    match="/app")
policy = tunnels.HttpsEdgeRoutePolicy("policy",
    edge_id=site.id,
    route_id=app.id,
    inbound=[{
        "name": "no admin pages",
        "expressions": ["req.url.path.startsWith('/app/admin')"],
        "actions": [{
            "type": tunnels.HttpsEdgeRoutePolicyRuleActionsType.DENY,
            "config": {
                "status_code": 403,
            },
        }],
    }])

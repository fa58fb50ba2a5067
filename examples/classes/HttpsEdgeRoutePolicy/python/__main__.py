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
        "name": "rate limit by client",
        "expressions": ["req.url.path.startsWith('/app/api')"],
        "actions": [{
            "type": tunnels.HttpsEdgeRoutePolicyRuleActionsType.RATE_LIMIT,
            "config": {
                "capacity": 100,
                "rate": "60s",
                "bucket_key": ["conn.client_ip"],
            },
        }],
    }])

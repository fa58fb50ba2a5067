import pulumi
import pulumi_tunnels as tunnels

site = tunnels.HttpsEdge("site", hostports=["www.example.com:443"])
app = tunnels.HttpsEdgeRoute("app",
    edge_id=site.id,
    match_type=tunnels.HttpsEdgeRouteMatchType.PATH_PREFIX,
    match="/app")
circuit_breaker = tunnels.HttpsEdgeRouteCircuitBreaker("circuitBreaker",
    edge_id=site.id,
    route_id=app.id,
    error_threshold_percentage=0.25,
    volume_threshold=20)

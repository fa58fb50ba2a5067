import pulumi
import pulumi_tunnels as tunnels

web = tunnels.TunnelGroupBackend("web", labels={
    "app": "web",
})
db = tunnels.TlsEdge("db", hostports=["db.example.com:5432"])
backend = tunnels.TlsEdgeBackend("backend",
    edge_id=db.id,
    backend_id=web.id)

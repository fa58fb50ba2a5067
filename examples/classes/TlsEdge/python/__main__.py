import pulumi
import pulumi_tunnels as tunnels

web = tunnels.TunnelGroupBackend("web", labels={
    "app": "web",
})
db = tunnels.TlsEdge("db",
    hostports=["db.example.com:5432"],
    tls_termination={
        "terminate_at": tunnels.TlsEdgeTlsTerminationTerminateAt.UPSTREAM,
    },
    backend={
        "backend_id": web.id,
    })
pulumi.export("uri", db.uri)

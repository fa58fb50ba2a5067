import pulumi
import pulumi_tunnels as tunnels

db = tunnels.TlsEdge("db", hostports=["db.example.com:5432"])
tls_termination = tunnels.TlsEdgeTlsTermination("tlsTermination",
    edge_id=db.id,
    terminate_at=tunnels.TlsEdgeTlsTerminationTerminateAt.EDGE,
    min_version=tunnels.TlsVersion.TLS_VERSION_1_2)

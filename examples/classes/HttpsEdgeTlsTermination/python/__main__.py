import pulumi
import pulumi_tunnels as tunnels

site = tunnels.HttpsEdge("site", hostports=["www.example.com:443"])
tls_termination = tunnels.HttpsEdgeTlsTermination("tlsTermination",
    edge_id=site.id,
    min_version=tunnels.TlsVersion.TLS_VERSION_1_3)

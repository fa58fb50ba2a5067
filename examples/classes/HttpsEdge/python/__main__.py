import pulumi
import pulumi_tunnels as tunnels

site = tunnels.HttpsEdge("site",
    description="Public site",
    hostports=["www.example.com:443"],
    tls_termination={
        "min_version": tunnels.TlsVersion.TLS_VERSION_1_2,
    })

import pulumi
import pulumi_tunnels as tunnels

db_clients = tunnels.IpPolicy("db-clients", description="Networks allowed to reach the database")
app_servers = tunnels.IpPolicyRule("app-servers",
    ip_policy_id=db_clients.id,
    cidr="10.20.0.0/16",
    action=tunnels.IpPolicyRuleAction.ALLOW)
vpn = tunnels.IpPolicyRule("vpn",
    ip_policy_id=db_clients.id,
    cidr="192.0.2.0/24",
    action=tunnels.IpPolicyRuleAction.ALLOW)
db = tunnels.TunnelGroupBackend("db",
    description="Database tier",
    labels={
        "app": "db",
    })
db_edge = tunnels.TlsEdge("db-edge",
    description="Database over TLS",
    hostports=["db.example.com:5432"],
    tls_termination={
        "terminate_at": tunnels.TlsEdgeTlsTerminationTerminateAt.UPSTREAM,
    },
    backend={
        "backend_id": db.id,
    },
    ip_restriction={
        "ip_policy_ids": [db_clients.id],
    })
pulumi.export("edgeUri", db_edge.uri)

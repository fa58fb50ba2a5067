import pulumi
import pulumi_tunnels as tunnels

office = tunnels.IpPolicy("office", description="Office networks")
db = tunnels.TlsEdge("db", hostports=["db.example.com:5432"])
ip_restriction = tunnels.TlsEdgeIpRestriction("ipRestriction",
    edge_id=db.id,
    ip_policy_ids=[office.id])

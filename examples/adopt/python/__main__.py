import pulumi
import pulumi_tunnels as tunnels

config = pulumi.Config()
ip_policy_id = config.require("ipPolicyId")
reserved_addr_id = config.require("reservedAddrId")
https_edge_id = config.require("httpsEdgeId")
https_edge_route_id = config.require("httpsEdgeRouteId")
office = tunnels.IpPolicy("office",
    adopt_id=ip_policy_id,
    description="Office networks (managed by Pulumi)")
bastion = tunnels.ReservedAddr("bastion",
    adopt_id=reserved_addr_id,
    region=tunnels.Region.EU,
    description="SSH bastion (managed by Pulumi)")
site = tunnels.HttpsEdge("site",
    adopt_id=https_edge_id,
    description="Public site (managed by Pulumi)",
    hostports=["legacy.example.com:443"])
api = tunnels.HttpsEdgeRoute("api",
    adopt_id=https_edge_route_id,
    edge_id=site.id,
    match_type=tunnels.HttpsEdgeRouteMatchType.PATH_PREFIX,
    match="/api",
    description="API, office only",
    ip_restriction={
        "ip_policy_ids": [office.id],
    },
    compression={})
office_v4 = tunnels.IpPolicyRule("office-v4",
    ip_policy_id=office.id,
    cidr="203.0.113.0/24",
    action=tunnels.IpPolicyRuleAction.ALLOW)
pulumi.export("bastionAddr", bastion.addr)
pulumi.export("routeUri", api.uri)

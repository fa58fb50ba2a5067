import pulumi
import pulumi_tunnels as tunnels

config = pulumi.Config()
ip_policy_id = config.require("ipPolicyId")
reserved_addr_id = config.require("reservedAddrId")
https_edge_id = config.require("httpsEdgeId")
https_edge_route_id = config.require("httpsEdgeRouteId")
legacy_office = tunnels.IpPolicy("legacy-office",
    adopt_id=ip_policy_id,
    description="Office networks (managed by Pulumi)")
legacy_bastion = tunnels.ReservedAddr("legacy-bastion",
    adopt_id=reserved_addr_id,
    region=tunnels.Region.EU,
    description="SSH bastion (managed by Pulumi)")
legacy_site = tunnels.HttpsEdge("legacy-site",
    adopt_id=https_edge_id,
    description="Public site (managed by Pulumi)",
    hostports=["legacy.example.com:443"])
legacy_api = tunnels.HttpsEdgeRoute("legacy-api",
    adopt_id=https_edge_route_id,
    edge_id=legacy_site.id,
    match_type=tunnels.HttpsEdgeRouteMatchType.PATH_PREFIX,
    match="/api",
    description="API, office only",
    ip_restriction={
        "ip_policy_ids": [legacy_office.id],
    },
    compression={})
legacy_office_v4 = tunnels.IpPolicyRule("legacy-office-v4",
    ip_policy_id=legacy_office.id,
    cidr="203.0.113.0/24",
    action=tunnels.IpPolicyRuleAction.ALLOW)
pulumi.export("legacyBastionAddr", legacy_bastion.addr)
pulumi.export("routeUri", legacy_api.uri)

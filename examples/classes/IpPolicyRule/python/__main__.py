import pulumi
import pulumi_tunnels as tunnels

office = tunnels.IpPolicy("office", description="Office networks")
office_v4 = tunnels.IpPolicyRule("officeV4",
    ip_policy_id=office.id,
    cidr="203.0.113.0/24",
    action=tunnels.IpPolicyRuleAction.ALLOW)

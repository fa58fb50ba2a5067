import * as pulumi from "@pulumi/pulumi";
import * as tunnels from "@pulumi-tunnels/tunnels";

const office = new tunnels.IpPolicy("office", {description: "Office networks"});
const officeV4 = new tunnels.IpPolicyRule("officeV4", {
    ipPolicyId: office.id,
    cidr: "203.0.113.0/24",
    action: tunnels.IpPolicyRuleAction.Allow,
});

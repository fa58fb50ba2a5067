import * as pulumi from "@pulumi/pulumi";
import * as tunnels from "@pulumi-tunnels/tunnels";

const config = new pulumi.Config();
const ipPolicyId = config.require("ipPolicyId");
const reservedAddrId = config.require("reservedAddrId");
const httpsEdgeId = config.require("httpsEdgeId");
const httpsEdgeRouteId = config.require("httpsEdgeRouteId");
const office = new tunnels.IpPolicy("office", {
    adoptId: ipPolicyId,
    description: "Office networks (managed by Pulumi)",
});
const bastion = new tunnels.ReservedAddr("bastion", {
    adoptId: reservedAddrId,
    region: tunnels.Region.Eu,
    description: "SSH bastion (managed by Pulumi)",
});
const site = new tunnels.HttpsEdge("site", {
    adoptId: httpsEdgeId,
    description: "Public site (managed by Pulumi)",
    hostports: ["legacy.example.com:443"],
});
const api = new tunnels.HttpsEdgeRoute("api", {
    adoptId: httpsEdgeRouteId,
    edgeId: site.id,
    matchType: tunnels.HttpsEdgeRouteMatchType.Path_prefix,
    match: "/api",
    description: "API, office only",
    ipRestriction: {
        ipPolicyIds: [office.id],
    },
    compression: {},
});
const officeV4 = new tunnels.IpPolicyRule("office-v4", {
    ipPolicyId: office.id,
    cidr: "203.0.113.0/24",
    action: tunnels.IpPolicyRuleAction.Allow,
});
export const bastionAddr = bastion.addr;
export const routeUri = api.uri;

import * as pulumi from "@pulumi/pulumi";
import * as tunnels from "@pulumi-tunnels/tunnels";

const config = new pulumi.Config();
const ipPolicyId = config.require("ipPolicyId");
const reservedAddrId = config.require("reservedAddrId");
const httpsEdgeId = config.require("httpsEdgeId");
const httpsEdgeRouteId = config.require("httpsEdgeRouteId");
const legacyOffice = new tunnels.IpPolicy("legacy-office", {
    adoptId: ipPolicyId,
    description: "Office networks (managed by Pulumi)",
});
const legacyBastion = new tunnels.ReservedAddr("legacy-bastion", {
    adoptId: reservedAddrId,
    region: tunnels.Region.Eu,
    description: "SSH bastion (managed by Pulumi)",
});
const legacySite = new tunnels.HttpsEdge("legacy-site", {
    adoptId: httpsEdgeId,
    description: "Public site (managed by Pulumi)",
    hostports: ["legacy.example.com:443"],
});
const legacyApi = new tunnels.HttpsEdgeRoute("legacy-api", {
    adoptId: httpsEdgeRouteId,
    edgeId: legacySite.id,
    matchType: tunnels.HttpsEdgeRouteMatchType.PathPrefix,
    match: "/api",
    description: "API, office only",
    ipRestriction: {
        ipPolicyIds: [legacyOffice.id],
    },
    compression: {},
});
const legacyOfficeV4 = new tunnels.IpPolicyRule("legacy-office-v4", {
    ipPolicyId: legacyOffice.id,
    cidr: "203.0.113.0/24",
    action: tunnels.IpPolicyRuleAction.Allow,
});
export const legacyBastionAddr = legacyBastion.addr;
export const routeUri = legacyApi.uri;

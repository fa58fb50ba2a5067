import * as pulumi from "@pulumi/pulumi";
import * as tunnels from "@pulumi-tunnels/tunnels";

const office = new tunnels.IpPolicy("office", {description: "Office networks"});
const site = new tunnels.HttpsEdge("site", {hostports: ["www.example.com:443"]});
const app = new tunnels.HttpsEdgeRoute("app", {
    edgeId: site.id,
    matchType: tunnels.HttpsEdgeRouteMatchType.PathPrefix,
    match: "/app",
});
const ipRestriction = new tunnels.HttpsEdgeRouteIpRestriction("ipRestriction", {
    edgeId: site.id,
    routeId: app.id,
    ipPolicyIds: [office.id],
});

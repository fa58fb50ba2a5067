import * as pulumi from "@pulumi/pulumi";
import * as tunnels from "@pulumi-tunnels/tunnels";

const office = new tunnels.IpPolicy("office", {description: "Office networks"});
const db = new tunnels.TlsEdge("db", {hostports: ["db.example.com:5432"]});
const ipRestriction = new tunnels.TlsEdgeIpRestriction("ipRestriction", {
    edgeId: db.id,
    ipPolicyIds: [office.id],
});

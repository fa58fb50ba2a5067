import * as pulumi from "@pulumi/pulumi";
import * as tunnels from "@pulumi-tunnels/tunnels";

const dbClients = new tunnels.IpPolicy("db-clients", {description: "Networks allowed to reach the database"});
const appServers = new tunnels.IpPolicyRule("app-servers", {
    ipPolicyId: dbClients.id,
    cidr: "10.20.0.0/16",
    action: tunnels.IpPolicyRuleAction.Allow,
});
const vpn = new tunnels.IpPolicyRule("vpn", {
    ipPolicyId: dbClients.id,
    cidr: "192.0.2.0/24",
    action: tunnels.IpPolicyRuleAction.Allow,
});
const db = new tunnels.TunnelGroupBackend("db", {
    description: "Database tier",
    labels: {
        app: "db",
    },
});
const dbEdge = new tunnels.TlsEdge("db-edge", {
    description: "Database over TLS",
    hostports: ["db.example.com:5432"],
    tlsTermination: {
        terminateAt: tunnels.TlsEdgeTlsTerminationTerminateAt.Upstream,
    },
    backend: {
        backendId: db.id,
    },
    ipRestriction: {
        ipPolicyIds: [dbClients.id],
    },
});
export const edgeUri = dbEdge.uri;

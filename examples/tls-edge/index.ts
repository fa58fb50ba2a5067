/**
 * A TLS edge that does not terminate TLS: the handshake passes through to the service behind the tunnels
 * (labelled `app=db`), which holds its own certificate. Only the listed networks may connect.
 */
import * as tunnels from "pulumi-tunnels";

const clients = new tunnels.IpPolicy("db-clients", { description: "Networks allowed to reach the database" });
new tunnels.IpPolicyRule("app-servers", { ipPolicyId: clients.id, cidr: "10.20.0.0/16", action: "allow" });
new tunnels.IpPolicyRule("vpn", { ipPolicyId: clients.id, cidr: "192.0.2.0/24", action: "allow" });

const db = new tunnels.TunnelGroupBackend("db", { description: "Database tier", labels: { app: "db" } });

const edge = new tunnels.TlsEdge("db", {
  description: "Database over TLS",
  hostports: ["db.example.com:5432"],
  // Upstream termination: the edge sees no plaintext, so no minimum version is set here.
  tlsTermination: { terminateAt: "upstream" },
  backend: { backendId: db.id },
  ipRestriction: { ipPolicyIds: [clients.id] },
});

export const edgeUri = edge.uri;

import * as pulumi from "@pulumi/pulumi";
import * as tunnels from "@pulumi-tunnels/tunnels";

const web = new tunnels.TunnelGroupBackend("web", {labels: {
    app: "web",
}});
const db = new tunnels.TlsEdge("db", {
    hostports: ["db.example.com:5432"],
    tlsTermination: {
        terminateAt: tunnels.TlsEdgeTlsTerminationTerminateAt.Upstream,
    },
    backend: {
        backendId: web.id,
    },
});
export const uri = db.uri;

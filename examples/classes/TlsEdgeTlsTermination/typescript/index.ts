import * as pulumi from "@pulumi/pulumi";
import * as tunnels from "@pulumi-tunnels/tunnels";

const db = new tunnels.TlsEdge("db", {hostports: ["db.example.com:5432"]});
const tlsTermination = new tunnels.TlsEdgeTlsTermination("tlsTermination", {
    edgeId: db.id,
    terminateAt: tunnels.TlsEdgeTlsTerminationTerminateAt.Edge,
    minVersion: tunnels.TlsVersion.TlsVersion_1_2,
});

import * as pulumi from "@pulumi/pulumi";
import * as tunnels from "@pulumi-tunnels/tunnels";

const site = new tunnels.HttpsEdge("site", {hostports: ["www.example.com:443"]});
const tlsTermination = new tunnels.HttpsEdgeTlsTermination("tlsTermination", {
    edgeId: site.id,
    minVersion: tunnels.TlsVersion.TlsVersion_1_3,
});

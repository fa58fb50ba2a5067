import * as pulumi from "@pulumi/pulumi";
import * as tunnels from "@pulumi-tunnels/tunnels";

const site = new tunnels.HttpsEdge("site", {
    description: "Public site",
    hostports: ["www.example.com:443"],
    tlsTermination: {
        minVersion: tunnels.TlsVersion.TlsVersion_1_2,
    },
});

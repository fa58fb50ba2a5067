import * as pulumi from "@pulumi/pulumi";
import * as tunnels from "@pulumi-tunnels/tunnels";

const web = new tunnels.TunnelGroupBackend("web", {labels: {
    app: "web",
}});

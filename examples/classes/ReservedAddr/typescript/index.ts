import * as pulumi from "@pulumi/pulumi";
import * as tunnels from "@pulumi-tunnels/tunnels";

const bastion = new tunnels.ReservedAddr("bastion", {
    region: tunnels.Region.Eu,
    description: "SSH bastion",
});
export const addr = bastion.addr;

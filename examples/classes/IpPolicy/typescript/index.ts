import * as pulumi from "@pulumi/pulumi";
import * as tunnels from "@pulumi-tunnels/tunnels";

const office = new tunnels.IpPolicy("office", {description: "Office networks"});

import * as pulumi from "@pulumi/pulumi";
import * as tunnels from "@pulumi-tunnels/tunnels";

const ci = new tunnels.ApiKey("ci", {description: "Deploys from CI"});
export const token = ci.token;

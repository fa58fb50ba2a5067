import * as pulumi from "@pulumi/pulumi";
import * as tunnels from "@pulumi-tunnels/tunnels";

const config = new pulumi.Config();
const datadogApiKey = config.require("datadogApiKey");
const audit = new tunnels.EventDestination("audit", {target: {
    datadog: {
        apiKey: datadogApiKey,
    },
}});
const keys = new tunnels.EventSubscription("keys", {
    sources: [{
        type: "api_key_created.v0",
    }],
    destinationIds: [audit.id],
});

import * as pulumi from "@pulumi/pulumi";
import * as tunnels from "@pulumi-tunnels/tunnels";

const config = new pulumi.Config();
const datadogApiKey = config.require("datadogApiKey");
const audit = new tunnels.EventDestination("audit", {
    description: "Audit trail",
    format: "json",
    target: {
        datadog: {
            apiKey: datadogApiKey,
            ddsite: "datadoghq.eu",
        },
    },
});

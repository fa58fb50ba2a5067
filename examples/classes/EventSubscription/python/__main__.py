import pulumi
import pulumi_tunnels as tunnels

config = pulumi.Config()
datadog_api_key = config.require("datadogApiKey")
audit = tunnels.EventDestination("audit", target={
    "datadog": {
        "api_key": datadog_api_key,
    },
})
keys = tunnels.EventSubscription("keys",
    sources=[{
        "type": "api_key_created.v0",
    }],
    destination_ids=[audit.id])

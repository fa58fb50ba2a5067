import pulumi
import pulumi_tunnels as tunnels

config = pulumi.Config()
datadog_api_key = config.require("datadogApiKey")
audit = tunnels.EventDestination("audit",
    description="Audit trail",
    format="json",
    target={
        "datadog": {
            "api_key": datadog_api_key,
            "ddsite": "datadoghq.eu",
        },
    })

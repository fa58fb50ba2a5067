import pulumi
import pulumi_tunnels as tunnels

config = pulumi.Config()
aws_account_id = config.get("awsAccountId")
if aws_account_id is None:
    aws_account_id = "123456789012"
aws_region = config.get("awsRegion")
if aws_region is None:
    aws_region = "eu-west-1"
cloudwatch_access_key_id = config.require("cloudwatchAccessKeyId")
cloudwatch_secret_access_key = config.require("cloudwatchSecretAccessKey")
datadog_api_key = config.require("datadogApiKey")
firehose = tunnels.EventDestination("firehose",
    description="Request logs to the data lake",
    format="json",
    target={
        "firehose": {
            "auth": {
                "role": {
                    "role_arn": f"arn:aws:iam::{aws_account_id}:role/tunnels-events",
                },
            },
            "delivery_stream_arn": f"arn:aws:firehose:{aws_region}:{aws_account_id}:deliverystream/tunnels-events",
        },
    })
kinesis = tunnels.EventDestination("kinesis",
    description="Events for the stream processors",
    format="json",
    target={
        "kinesis": {
            "auth": {
                "role": {
                    "role_arn": f"arn:aws:iam::{aws_account_id}:role/tunnels-events",
                },
            },
            "stream_arn": f"arn:aws:kinesis:{aws_region}:{aws_account_id}:stream/tunnels-events",
        },
    })
cloudwatch = tunnels.EventDestination("cloudwatch",
    description="Audit trail in CloudWatch Logs",
    format="json",
    target={
        "cloudwatch_logs": {
            "auth": {
                "creds": {
                    "aws_access_key_id": pulumi.Output.secret(cloudwatch_access_key_id),
                    "aws_secret_access_key": cloudwatch_secret_access_key,
                },
            },
            "log_group_arn": f"arn:aws:logs:{aws_region}:{aws_account_id}:log-group:/tunnels/audit",
        },
    })
datadog = tunnels.EventDestination("datadog",
    description="Dashboards and alerts",
    format="json",
    target={
        "datadog": {
            "api_key": datadog_api_key,
            "service": "edge",
            "ddtags": "team:platform",
            "ddsite": "datadoghq.eu",
        },
    })
everything = tunnels.EventSubscription("everything",
    description="Configuration changes and traffic, to every destination",
    sources=[
        {
            "type": "https_edge_created.v0",
        },
        {
            "type": "https_edge_updated.v0",
        },
        {
            "type": "https_edge_route_updated.v0",
        },
        {
            "type": "api_key_created.v0",
        },
        {
            "type": "http_request_complete.v0",
        },
    ],
    destination_ids=[
        firehose.id,
        kinesis.id,
        cloudwatch.id,
        datadog.id,
    ])
pulumi.export("subscriptionId", everything.id)

import * as pulumi from "@pulumi/pulumi";
import * as tunnels from "@pulumi-tunnels/tunnels";

const config = new pulumi.Config();
const awsAccountId = config.get("awsAccountId") || "123456789012";
const awsRegion = config.get("awsRegion") || "eu-west-1";
const cloudwatchAccessKeyId = config.require("cloudwatchAccessKeyId");
const cloudwatchSecretAccessKey = config.require("cloudwatchSecretAccessKey");
const datadogApiKey = config.require("datadogApiKey");
const firehose = new tunnels.EventDestination("firehose", {
    description: "Request logs to the data lake",
    format: "json",
    target: {
        firehose: {
            auth: {
                role: {
                    roleArn: `arn:aws:iam::${awsAccountId}:role/tunnels-events`,
                },
            },
            deliveryStreamArn: `arn:aws:firehose:${awsRegion}:${awsAccountId}:deliverystream/tunnels-events`,
        },
    },
});
const kinesis = new tunnels.EventDestination("kinesis", {
    description: "Events for the stream processors",
    format: "json",
    target: {
        kinesis: {
            auth: {
                role: {
                    roleArn: `arn:aws:iam::${awsAccountId}:role/tunnels-events`,
                },
            },
            streamArn: `arn:aws:kinesis:${awsRegion}:${awsAccountId}:stream/tunnels-events`,
        },
    },
});
const cloudwatch = new tunnels.EventDestination("cloudwatch", {
    description: "Audit trail in CloudWatch Logs",
    format: "json",
    target: {
        cloudwatchLogs: {
            auth: {
                creds: {
                    awsAccessKeyId: pulumi.secret(cloudwatchAccessKeyId),
                    awsSecretAccessKey: cloudwatchSecretAccessKey,
                },
            },
            logGroupArn: `arn:aws:logs:${awsRegion}:${awsAccountId}:log-group:/tunnels/audit`,
        },
    },
});
const datadog = new tunnels.EventDestination("datadog", {
    description: "Dashboards and alerts",
    format: "json",
    target: {
        datadog: {
            apiKey: datadogApiKey,
            service: "edge",
            ddtags: "team:platform",
            ddsite: "datadoghq.eu",
        },
    },
});
const everything = new tunnels.EventSubscription("everything", {
    description: "Configuration changes and traffic, to every destination",
    sources: [
        {
            type: "https_edge_created.v0",
        },
        {
            type: "https_edge_updated.v0",
        },
        {
            type: "https_edge_route_updated.v0",
        },
        {
            type: "api_key_created.v0",
        },
        {
            type: "http_request_complete.v0",
        },
    ],
    destinationIds: [
        firehose.id,
        kinesis.id,
        cloudwatch.id,
        datadog.id,
    ],
});
export const subscriptionId = everything.id;

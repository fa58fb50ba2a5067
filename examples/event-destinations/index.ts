/**
 * Event destinations of every target, and one subscription that sends the account's configuration changes
 * and request logs to all of them. Firehose and Kinesis deliver through a role the service assumes;
 * CloudWatch Logs through long-term access keys; Datadog with an API key. Every credential comes from
 * `pulumi config set --secret`, so none is ever written in the program or in clear in state.
 */
import * as pulumi from "@pulumi/pulumi";
import * as tunnels from "pulumi-tunnels";

const config = new pulumi.Config();
const account = config.get("awsAccountId") ?? "123456789012";
const region = config.get("awsRegion") ?? "eu-west-1";
const cloudwatchAccessKeyId = config.requireSecret("cloudwatchAccessKeyId");
const cloudwatchSecretAccessKey = config.requireSecret("cloudwatchSecretAccessKey");
const datadogApiKey = config.requireSecret("datadogApiKey");

const deliveryRole = { role: { roleArn: `arn:aws:iam::${account}:role/tunnels-events` } };

const firehose = new tunnels.EventDestination("firehose", {
  description: "Request logs to the data lake",
  format: "json",
  target: {
    firehose: {
      auth: deliveryRole,
      deliveryStreamArn: `arn:aws:firehose:${region}:${account}:deliverystream/tunnels-events`,
    },
  },
});

const kinesis = new tunnels.EventDestination("kinesis", {
  description: "Events for the stream processors",
  format: "json",
  target: {
    kinesis: { auth: deliveryRole, streamArn: `arn:aws:kinesis:${region}:${account}:stream/tunnels-events` },
  },
});

const cloudwatch = new tunnels.EventDestination("cloudwatch", {
  description: "Audit trail in CloudWatch Logs",
  format: "json",
  target: {
    cloudwatchLogs: {
      auth: {
        creds: { awsAccessKeyId: cloudwatchAccessKeyId, awsSecretAccessKey: cloudwatchSecretAccessKey },
      },
      logGroupArn: `arn:aws:logs:${region}:${account}:log-group:/tunnels/audit`,
    },
  },
});

const datadog = new tunnels.EventDestination("datadog", {
  description: "Dashboards and alerts",
  format: "json",
  target: {
    datadog: { apiKey: datadogApiKey, service: "edge", ddtags: "team:platform", ddsite: "datadoghq.eu" },
  },
});

const subscription = new tunnels.EventSubscription("everything", {
  description: "Configuration changes and traffic, to every destination",
  sources: [
    { type: "https_edge_created.v0" },
    { type: "https_edge_updated.v0" },
    { type: "https_edge_route_updated.v0" },
    { type: "api_key_created.v0" },
    { type: "http_request_complete.v0" },
  ],
  destinationIds: [firehose.id, kinesis.id, cloudwatch.id, datadog.id],
});

export const subscriptionId = subscription.id;

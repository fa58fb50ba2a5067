package main

import (
	"github.com/pulumi-tunnels/pulumi-tunnels/sdk/go/tunnels"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")
		awsAccountId := "123456789012"
		if param := cfg.Get("awsAccountId"); param != "" {
			awsAccountId = param
		}
		awsRegion := "eu-west-1"
		if param := cfg.Get("awsRegion"); param != "" {
			awsRegion = param
		}
		cloudwatchAccessKeyId := cfg.Require("cloudwatchAccessKeyId")
		cloudwatchSecretAccessKey := cfg.Require("cloudwatchSecretAccessKey")
		datadogApiKey := cfg.Require("datadogApiKey")
		firehose, err := tunnels.NewEventDestination(ctx, "firehose", &tunnels.EventDestinationArgs{
			Description: pulumi.String("Request logs to the data lake"),
			Format:      pulumi.String("json"),
			Target: &tunnels.EventDestinationTargetArgs{
				Firehose: &tunnels.EventDestinationTargetFirehoseArgs{
					Auth: &tunnels.EventDestinationTargetAuthArgs{
						Role: &tunnels.EventDestinationTargetAuthRoleArgs{
							RoleArn: pulumi.Sprintf("arn:aws:iam::%v:role/tunnels-events", awsAccountId),
						},
					},
					DeliveryStreamArn: pulumi.Sprintf("arn:aws:firehose:%v:%v:deliverystream/tunnels-events", awsRegion, awsAccountId),
				},
			},
		})
		if err != nil {
			return err
		}
		kinesis, err := tunnels.NewEventDestination(ctx, "kinesis", &tunnels.EventDestinationArgs{
			Description: pulumi.String("Events for the stream processors"),
			Format:      pulumi.String("json"),
			Target: &tunnels.EventDestinationTargetArgs{
				Kinesis: &tunnels.EventDestinationTargetKinesisArgs{
					Auth: &tunnels.EventDestinationTargetAuthArgs{
						Role: &tunnels.EventDestinationTargetAuthRoleArgs{
							RoleArn: pulumi.Sprintf("arn:aws:iam::%v:role/tunnels-events", awsAccountId),
						},
					},
					StreamArn: pulumi.Sprintf("arn:aws:kinesis:%v:%v:stream/tunnels-events", awsRegion, awsAccountId),
				},
			},
		})
		if err != nil {
			return err
		}
		cloudwatch, err := tunnels.NewEventDestination(ctx, "cloudwatch", &tunnels.EventDestinationArgs{
			Description: pulumi.String("Audit trail in CloudWatch Logs"),
			Format:      pulumi.String("json"),
			Target: &tunnels.EventDestinationTargetArgs{
				CloudwatchLogs: &tunnels.EventDestinationTargetCloudwatchLogsArgs{
					Auth: &tunnels.EventDestinationTargetAuthArgs{
						Creds: &tunnels.EventDestinationTargetAuthCredsArgs{
							AwsAccessKeyId:     pulumi.ToSecret(cloudwatchAccessKeyId).(pulumi.StringOutput),
							AwsSecretAccessKey: pulumi.String(cloudwatchSecretAccessKey),
						},
					},
					LogGroupArn: pulumi.Sprintf("arn:aws:logs:%v:%v:log-group:/tunnels/audit", awsRegion, awsAccountId),
				},
			},
		})
		if err != nil {
			return err
		}
		datadog, err := tunnels.NewEventDestination(ctx, "datadog", &tunnels.EventDestinationArgs{
			Description: pulumi.String("Dashboards and alerts"),
			Format:      pulumi.String("json"),
			Target: &tunnels.EventDestinationTargetArgs{
				Datadog: &tunnels.EventDestinationTargetDatadogArgs{
					ApiKey:  pulumi.String(datadogApiKey),
					Service: pulumi.String("edge"),
					Ddtags:  pulumi.String("team:platform"),
					Ddsite:  pulumi.String("datadoghq.eu"),
				},
			},
		})
		if err != nil {
			return err
		}
		everything, err := tunnels.NewEventSubscription(ctx, "everything", &tunnels.EventSubscriptionArgs{
			Description: pulumi.String("Configuration changes and traffic, to every destination"),
			Sources: tunnels.EventSubscriptionSourcesArray{
				&tunnels.EventSubscriptionSourcesArgs{
					Type: pulumi.String("https_edge_created.v0"),
				},
				&tunnels.EventSubscriptionSourcesArgs{
					Type: pulumi.String("https_edge_updated.v0"),
				},
				&tunnels.EventSubscriptionSourcesArgs{
					Type: pulumi.String("https_edge_route_updated.v0"),
				},
				&tunnels.EventSubscriptionSourcesArgs{
					Type: pulumi.String("api_key_created.v0"),
				},
				&tunnels.EventSubscriptionSourcesArgs{
					Type: pulumi.String("http_request_complete.v0"),
				},
			},
			DestinationIds: pulumi.StringArray{
				firehose.ID(),
				kinesis.ID(),
				cloudwatch.ID(),
				datadog.ID(),
			},
		})
		if err != nil {
			return err
		}
		ctx.Export("subscriptionId", everything.ID())
		return nil
	})
}

package main

import (
	"github.com/pulumi-tunnels/pulumi-tunnels/sdk/go/tunnels"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")
		datadogApiKey := cfg.Require("datadogApiKey")
		audit, err := tunnels.NewEventDestination(ctx, "audit", &tunnels.EventDestinationArgs{
			Target: &tunnels.EventDestinationTargetArgs{
				Datadog: &tunnels.EventDestinationTargetDatadogArgs{
					ApiKey: pulumi.String(datadogApiKey),
				},
			},
		})
		if err != nil {
			return err
		}
		_, err = tunnels.NewEventSubscription(ctx, "keys", &tunnels.EventSubscriptionArgs{
			Sources: tunnels.EventSubscriptionSourcesArray{
				&tunnels.EventSubscriptionSourcesArgs{
					Type: pulumi.String("api_key_created.v0"),
				},
			},
			DestinationIds: pulumi.StringArray{
				audit.ID(),
			},
		})
		if err != nil {
			return err
		}
		return nil
	})
}

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
		_, err := tunnels.NewEventDestination(ctx, "audit", &tunnels.EventDestinationArgs{
			Description: pulumi.String("Audit trail"),
			Format:      pulumi.String("json"),
			Target: &tunnels.EventDestinationTargetArgs{
				Datadog: &tunnels.EventDestinationTargetDatadogArgs{
					ApiKey: pulumi.String(datadogApiKey),
					Ddsite: pulumi.String("datadoghq.eu"),
				},
			},
		})
		if err != nil {
			return err
		}
		return nil
	})
}

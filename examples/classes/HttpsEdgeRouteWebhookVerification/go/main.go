package main

import (
	"github.com/pulumi-tunnels/pulumi-tunnels/sdk/go/tunnels"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")
		webhookSecret := cfg.Require("webhookSecret")
		site, err := tunnels.NewHttpsEdge(ctx, "site", &tunnels.HttpsEdgeArgs{
			Hostports: pulumi.StringArray{
				pulumi.String("www.example.com:443"),
			},
		})
		if err != nil {
			return err
		}
		app, err := tunnels.NewHttpsEdgeRoute(ctx, "app", &tunnels.HttpsEdgeRouteArgs{
			EdgeId:    site.ID(),
			MatchType: tunnels.HttpsEdgeRouteMatchTypePathPrefix,
			Match:     pulumi.String("/app"),
		})
		if err != nil {
			return err
		}
		_, err = tunnels.NewHttpsEdgeRouteWebhookVerification(ctx, "webhookVerification", &tunnels.HttpsEdgeRouteWebhookVerificationArgs{
			EdgeId:   site.ID(),
			RouteId:  app.ID(),
			Provider: tunnels.HttpsEdgeRouteWebhookVerificationProviderGithub,
			Secret:   pulumi.String(webhookSecret),
		})
		if err != nil {
			return err
		}
		return nil
	})
}

package main

import (
	"github.com/pulumi-tunnels/pulumi-tunnels/sdk/go/tunnels"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		ci, err := tunnels.NewApiKey(ctx, "ci", &tunnels.ApiKeyArgs{
			Description: pulumi.String("Deploys from CI"),
		})
		if err != nil {
			return err
		}
		ctx.Export("token", ci.Token)
		return nil
	})
}

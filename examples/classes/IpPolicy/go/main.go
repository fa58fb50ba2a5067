package main

import (
	"github.com/pulumi-tunnels/pulumi-tunnels/sdk/go/tunnels"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		_, err := tunnels.NewIpPolicy(ctx, "office", &tunnels.IpPolicyArgs{
			Description: pulumi.String("Office networks"),
		})
		if err != nil {
			return err
		}
		return nil
	})
}

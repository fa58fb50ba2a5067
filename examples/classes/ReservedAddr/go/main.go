package main

import (
	"github.com/pulumi-tunnels/pulumi-tunnels/sdk/go/tunnels"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		bastion, err := tunnels.NewReservedAddr(ctx, "bastion", &tunnels.ReservedAddrArgs{
			Region:      tunnels.RegionEu,
			Description: pulumi.String("SSH bastion"),
		})
		if err != nil {
			return err
		}
		ctx.Export("addr", bastion.Addr)
		return nil
	})
}

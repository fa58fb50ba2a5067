package main

import (
	"github.com/pulumi-tunnels/pulumi-tunnels/sdk/go/tunnels"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		office, err := tunnels.NewIpPolicy(ctx, "office", &tunnels.IpPolicyArgs{
			Description: pulumi.String("Office networks"),
		})
		if err != nil {
			return err
		}
		db, err := tunnels.NewTlsEdge(ctx, "db", &tunnels.TlsEdgeArgs{
			Hostports: pulumi.StringArray{
				pulumi.String("db.example.com:5432"),
			},
		})
		if err != nil {
			return err
		}
		_, err = tunnels.NewTlsEdgeIpRestriction(ctx, "ipRestriction", &tunnels.TlsEdgeIpRestrictionArgs{
			EdgeId: db.ID(),
			IpPolicyIds: pulumi.StringArray{
				office.ID(),
			},
		})
		if err != nil {
			return err
		}
		return nil
	})
}

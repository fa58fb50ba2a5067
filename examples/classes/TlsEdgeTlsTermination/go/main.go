package main

import (
	"github.com/pulumi-tunnels/pulumi-tunnels/sdk/go/tunnels"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		db, err := tunnels.NewTlsEdge(ctx, "db", &tunnels.TlsEdgeArgs{
			Hostports: pulumi.StringArray{
				pulumi.String("db.example.com:5432"),
			},
		})
		if err != nil {
			return err
		}
		_, err = tunnels.NewTlsEdgeTlsTermination(ctx, "tlsTermination", &tunnels.TlsEdgeTlsTerminationArgs{
			EdgeId:      db.ID(),
			TerminateAt: tunnels.TlsEdgeTlsTerminationTerminateAtEdge,
			MinVersion:  tunnels.TlsVersion_1_2,
		})
		if err != nil {
			return err
		}
		return nil
	})
}

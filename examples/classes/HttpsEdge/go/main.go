package main

import (
	"github.com/pulumi-tunnels/pulumi-tunnels/sdk/go/tunnels"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		_, err := tunnels.NewHttpsEdge(ctx, "site", &tunnels.HttpsEdgeArgs{
			Description: pulumi.String("Public site"),
			Hostports: pulumi.StringArray{
				pulumi.String("www.example.com:443"),
			},
			TlsTermination: &tunnels.HttpsEdgeTlsTerminationModuleArgs{
				MinVersion: tunnels.TlsVersion_1_2,
			},
		})
		if err != nil {
			return err
		}
		return nil
	})
}

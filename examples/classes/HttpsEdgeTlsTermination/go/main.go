package main

import (
	"github.com/pulumi-tunnels/pulumi-tunnels/sdk/go/tunnels"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		site, err := tunnels.NewHttpsEdge(ctx, "site", &tunnels.HttpsEdgeArgs{
			Hostports: pulumi.StringArray{
				pulumi.String("www.example.com:443"),
			},
		})
		if err != nil {
			return err
		}
		_, err = tunnels.NewHttpsEdgeTlsTermination(ctx, "tlsTermination", &tunnels.HttpsEdgeTlsTerminationArgs{
			EdgeId:     site.ID(),
			MinVersion: tunnels.TlsVersion_1_3,
		})
		if err != nil {
			return err
		}
		return nil
	})
}

package main

import (
	"github.com/pulumi-tunnels/pulumi-tunnels/sdk/go/tunnels"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		web, err := tunnels.NewTunnelGroupBackend(ctx, "web", &tunnels.TunnelGroupBackendArgs{
			Labels: pulumi.StringMap{
				"app": pulumi.String("web"),
			},
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
		_, err = tunnels.NewTlsEdgeBackend(ctx, "backend", &tunnels.TlsEdgeBackendArgs{
			EdgeId:    db.ID(),
			BackendId: web.ID(),
		})
		if err != nil {
			return err
		}
		return nil
	})
}

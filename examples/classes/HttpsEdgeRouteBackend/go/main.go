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
		_, err = tunnels.NewHttpsEdgeRouteBackend(ctx, "backend", &tunnels.HttpsEdgeRouteBackendArgs{
			EdgeId:    site.ID(),
			RouteId:   app.ID(),
			BackendId: web.ID(),
		})
		if err != nil {
			return err
		}
		return nil
	})
}

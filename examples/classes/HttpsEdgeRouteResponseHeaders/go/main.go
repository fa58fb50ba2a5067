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
		app, err := tunnels.NewHttpsEdgeRoute(ctx, "app", &tunnels.HttpsEdgeRouteArgs{
			EdgeId:    site.ID(),
			MatchType: tunnels.HttpsEdgeRouteMatchTypePathPrefix,
			Match:     pulumi.String("/app"),
		})
		if err != nil {
			return err
		}
		_, err = tunnels.NewHttpsEdgeRouteResponseHeaders(ctx, "responseHeaders", &tunnels.HttpsEdgeRouteResponseHeadersArgs{
			EdgeId:  site.ID(),
			RouteId: app.ID(),
			Add: pulumi.StringMap{
				"Strict-Transport-Security": pulumi.String("max-age=31536000"),
			},
			Remove: pulumi.StringArray{
				pulumi.String("Server"),
			},
		})
		if err != nil {
			return err
		}
		return nil
	})
}

package main

import (
	"github.com/pulumi-tunnels/pulumi-tunnels/sdk/go/tunnels"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")
		oidcClientSecret := cfg.Require("oidcClientSecret")
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
		_, err = tunnels.NewHttpsEdgeRouteOidc(ctx, "oidc", &tunnels.HttpsEdgeRouteOidcArgs{
			EdgeId:       site.ID(),
			RouteId:      app.ID(),
			Issuer:       pulumi.String("https://login.example.com"),
			ClientId:     pulumi.String("edge-www"),
			ClientSecret: pulumi.String(oidcClientSecret),
			Scopes: pulumi.StringArray{
				pulumi.String("openid"),
				pulumi.String("email"),
			},
		})
		if err != nil {
			return err
		}
		return nil
	})
}

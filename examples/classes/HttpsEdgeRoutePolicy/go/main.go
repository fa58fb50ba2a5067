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
		_, err = tunnels.NewHttpsEdgeRoutePolicy(ctx, "policy", &tunnels.HttpsEdgeRoutePolicyArgs{
			EdgeId:  site.ID(),
			RouteId: app.ID(),
			Inbound: tunnels.HttpsEdgeRoutePolicyRuleArray{
				&tunnels.HttpsEdgeRoutePolicyRuleArgs{
					Name: pulumi.String("no admin pages"),
					Expressions: pulumi.StringArray{
						pulumi.String("req.url.path.startsWith('/app/admin')"),
					},
					Actions: tunnels.HttpsEdgeRoutePolicyRuleActionsArray{
						&tunnels.HttpsEdgeRoutePolicyRuleActionsArgs{
							Type: tunnels.HttpsEdgeRoutePolicyRuleActionsTypeDeny,
							Config: pulumi.Map{
								"status_code": pulumi.Any(403),
							},
						},
					},
				},
			},
		})
		if err != nil {
			return err
		}
		return nil
	})
}

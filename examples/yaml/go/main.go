package main

import (
	"github.com/pulumi-tunnels/pulumi-tunnels/sdk/go/tunnels"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")
		webhookSecret := cfg.Require("webhookSecret")
		datadogApiKey := cfg.Require("datadogApiKey")
		hostname := "intranet.example.com"
		if param := cfg.Get("hostname"); param != "" {
			hostname = param
		}
		intranetTunnelsVar := tunnels.GetTunnelsOutput(ctx, tunnels.GetTunnelsOutputArgs{
			Labels: pulumi.StringMap{
				"app": pulumi.String("web"),
			},
		}, nil).ApplyT(func(invoke tunnels.GetTunnelsResult) ([]tunnels.Tunnel, error) {
			return []tunnels.Tunnel(invoke.Tunnels), nil
		}).(tunnels.TunnelArrayOutput)
		corp, err := tunnels.NewIpPolicy(ctx, "corp", &tunnels.IpPolicyArgs{
			Description: pulumi.String("Office networks"),
		})
		if err != nil {
			return err
		}
		_, err = tunnels.NewIpPolicyRule(ctx, "corp-v4", &tunnels.IpPolicyRuleArgs{
			IpPolicyId: corp.ID(),
			Cidr:       pulumi.String("203.0.113.0/24"),
			Action:     tunnels.IpPolicyRuleActionAllow,
		})
		if err != nil {
			return err
		}
		intranetServers, err := tunnels.NewTunnelGroupBackend(ctx, "intranet-servers", &tunnels.TunnelGroupBackendArgs{
			Description: pulumi.String("Web tier"),
			Labels: pulumi.StringMap{
				"app": pulumi.String("web"),
			},
		})
		if err != nil {
			return err
		}
		intranet, err := tunnels.NewHttpsEdge(ctx, "intranet", &tunnels.HttpsEdgeArgs{
			Description: pulumi.String("Intranet"),
			Hostports: pulumi.StringArray{
				pulumi.Sprintf("%v:443", hostname),
			},
			TlsTermination: &tunnels.HttpsEdgeTlsTerminationModuleArgs{
				MinVersion: tunnels.TlsVersion_1_2,
			},
		})
		if err != nil {
			return err
		}
		app, err := tunnels.NewHttpsEdgeRoute(ctx, "app", &tunnels.HttpsEdgeRouteArgs{
			EdgeId:      intranet.ID(),
			MatchType:   tunnels.HttpsEdgeRouteMatchTypePathPrefix,
			Match:       pulumi.String("/app"),
			Description: pulumi.String("The web app, from the office only"),
			Backend: &tunnels.HttpsEdgeRouteBackendModuleArgs{
				BackendId: intranetServers.ID(),
			},
			IpRestriction: &tunnels.HttpsEdgeRouteIpRestrictionModuleArgs{
				IpPolicyIds: pulumi.StringArray{
					corp.ID(),
				},
			},
			CircuitBreaker: &tunnels.HttpsEdgeRouteCircuitBreakerModuleArgs{
				ErrorThresholdPercentage: pulumi.Float64(0.5),
				VolumeThreshold:          pulumi.Int(20),
			},
			Compression: &tunnels.HttpsEdgeRouteCompressionModuleArgs{},
			RequestHeaders: &tunnels.HttpsEdgeRouteRequestHeadersModuleArgs{
				Add: pulumi.StringMap{
					"X-Forwarded-Edge": pulumi.String("www"),
				},
			},
			ResponseHeaders: &tunnels.HttpsEdgeRouteResponseHeadersModuleArgs{
				Remove: pulumi.StringArray{
					pulumi.String("Server"),
				},
			},
		})
		if err != nil {
			return err
		}
		_, err = tunnels.NewHttpsEdgeRoutePolicy(ctx, "app-policy", &tunnels.HttpsEdgeRoutePolicyArgs{
			EdgeId:  intranet.ID(),
			RouteId: app.ID(),
			Inbound: tunnels.HttpsEdgeRoutePolicyRuleArray{
				&tunnels.HttpsEdgeRoutePolicyRuleArgs{
					Name: pulumi.String("no scanners"),
					Expressions: pulumi.StringArray{
						pulumi.String("req.user_agent.contains('sqlmap')"),
					},
					Actions: tunnels.HttpsEdgeRoutePolicyRuleActionsArray{
						&tunnels.HttpsEdgeRoutePolicyRuleActionsArgs{
							Type: tunnels.HttpsEdgeRoutePolicyRuleActionsTypeDeny,
						},
					},
				},
			},
		})
		if err != nil {
			return err
		}
		_, err = tunnels.NewHttpsEdgeRoute(ctx, "intranet-hooks", &tunnels.HttpsEdgeRouteArgs{
			EdgeId:      intranet.ID(),
			MatchType:   tunnels.HttpsEdgeRouteMatchTypeExactPath,
			Match:       pulumi.String("/hooks/github"),
			Description: pulumi.String("GitHub webhooks, signatures checked at the edge"),
			Backend: &tunnels.HttpsEdgeRouteBackendModuleArgs{
				BackendId: intranetServers.ID(),
			},
			WebhookVerification: &tunnels.HttpsEdgeRouteWebhookVerificationModuleArgs{
				Provider: tunnels.HttpsEdgeRouteWebhookVerificationProviderGithub,
				Secret:   pulumi.String(webhookSecret),
			},
		})
		if err != nil {
			return err
		}
		edgeAudit, err := tunnels.NewEventDestination(ctx, "edge-audit", &tunnels.EventDestinationArgs{
			Description: pulumi.String("Audit trail in Datadog"),
			Format:      pulumi.String("json"),
			Target: &tunnels.EventDestinationTargetArgs{
				Datadog: &tunnels.EventDestinationTargetDatadogArgs{
					ApiKey:  pulumi.String(datadogApiKey),
					Service: pulumi.String("edge"),
				},
			},
		})
		if err != nil {
			return err
		}
		auditChanges, err := tunnels.NewEventSubscription(ctx, "audit-changes", &tunnels.EventSubscriptionArgs{
			Description: pulumi.String("Configuration changes of the edge, to Datadog"),
			Sources: tunnels.EventSubscriptionSourcesArray{
				&tunnels.EventSubscriptionSourcesArgs{
					Type: pulumi.String("https_edge_updated.v0"),
				},
				&tunnels.EventSubscriptionSourcesArgs{
					Type: pulumi.String("https_edge_route_updated.v0"),
				},
			},
			DestinationIds: pulumi.StringArray{
				edgeAudit.ID(),
			},
		})
		if err != nil {
			return err
		}
		ctx.Export("edgeId", intranet.ID())
		ctx.Export("appRouteId", app.ID())
		ctx.Export("changesSubscriptionId", auditChanges.ID())
		ctx.Export("intranetTunnels", intranetTunnelsVar)
		return nil
	})
}

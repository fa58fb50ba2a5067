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
		online := tunnels.GetTunnelsOutput(ctx, tunnels.GetTunnelsOutputArgs{
			Labels: pulumi.StringMap{
				"app": pulumi.String("web"),
			},
		}, nil).ApplyT(func(invoke tunnels.GetTunnelsResult) ([]tunnels.Tunnel, error) {
			return []tunnels.Tunnel(invoke.Tunnels), nil
		}).(tunnels.TunnelArrayOutput)
		office, err := tunnels.NewIpPolicy(ctx, "office", &tunnels.IpPolicyArgs{
			Description: pulumi.String("Office networks"),
		})
		if err != nil {
			return err
		}
		_, err = tunnels.NewIpPolicyRule(ctx, "office-v4", &tunnels.IpPolicyRuleArgs{
			IpPolicyId: office.ID(),
			Cidr:       pulumi.String("203.0.113.0/24"),
			Action:     tunnels.IpPolicyRuleActionAllow,
		})
		if err != nil {
			return err
		}
		web, err := tunnels.NewTunnelGroupBackend(ctx, "web", &tunnels.TunnelGroupBackendArgs{
			Description: pulumi.String("Web tier"),
			Labels: pulumi.StringMap{
				"app": pulumi.String("web"),
			},
		})
		if err != nil {
			return err
		}
		site, err := tunnels.NewHttpsEdge(ctx, "site", &tunnels.HttpsEdgeArgs{
			Description: pulumi.String("Public site"),
			Hostports: pulumi.StringArray{
				pulumi.String("site.example.com:443"),
			},
			TlsTermination: &tunnels.HttpsEdgeTlsTerminationModuleArgs{
				MinVersion: tunnels.TlsVersion_1_2,
			},
		})
		if err != nil {
			return err
		}
		api, err := tunnels.NewHttpsEdgeRoute(ctx, "api", &tunnels.HttpsEdgeRouteArgs{
			EdgeId:      site.ID(),
			MatchType:   tunnels.HttpsEdgeRouteMatchTypePathPrefix,
			Match:       pulumi.String("/api"),
			Description: pulumi.String("API, office only"),
			Backend: &tunnels.HttpsEdgeRouteBackendModuleArgs{
				BackendId: web.ID(),
			},
			IpRestriction: &tunnels.HttpsEdgeRouteIpRestrictionModuleArgs{
				IpPolicyIds: pulumi.StringArray{
					office.ID(),
				},
			},
			CircuitBreaker: &tunnels.HttpsEdgeRouteCircuitBreakerModuleArgs{
				ErrorThresholdPercentage: pulumi.Float64(0.25),
			},
			RequestHeaders: &tunnels.HttpsEdgeRouteRequestHeadersModuleArgs{
				Add: pulumi.StringMap{
					"X-Served-By": pulumi.String("tunnels"),
				},
				Remove: pulumi.StringArray{
					pulumi.String("Cookie"),
				},
			},
			Compression: &tunnels.HttpsEdgeRouteCompressionModuleArgs{},
		})
		if err != nil {
			return err
		}
		hooks, err := tunnels.NewHttpsEdgeRoute(ctx, "hooks", &tunnels.HttpsEdgeRouteArgs{
			EdgeId:    site.ID(),
			MatchType: tunnels.HttpsEdgeRouteMatchTypeExactPath,
			Match:     pulumi.String("/hooks/github"),
			Backend: &tunnels.HttpsEdgeRouteBackendModuleArgs{
				BackendId: web.ID(),
			},
		})
		if err != nil {
			return err
		}
		_, err = tunnels.NewHttpsEdgeRouteWebhookVerification(ctx, "hooks-github", &tunnels.HttpsEdgeRouteWebhookVerificationArgs{
			EdgeId:   site.ID(),
			RouteId:  hooks.ID(),
			Provider: tunnels.HttpsEdgeRouteWebhookVerificationProviderGithub,
			Secret:   pulumi.String(webhookSecret),
		})
		if err != nil {
			return err
		}
		deploy, err := tunnels.NewApiKey(ctx, "deploy", &tunnels.ApiKeyArgs{
			Description: pulumi.String("Deploys from CI"),
		})
		if err != nil {
			return err
		}
		bastion, err := tunnels.NewReservedAddr(ctx, "bastion", &tunnels.ReservedAddrArgs{
			Region:      tunnels.RegionEu,
			Description: pulumi.String("SSH bastion"),
		})
		if err != nil {
			return err
		}
		hosts, err := tunnels.NewSshCertificateAuthority(ctx, "hosts", &tunnels.SshCertificateAuthorityArgs{
			PrivateKeyType: tunnels.SshCertificateAuthorityPrivateKeyTypeEcdsa,
			EllipticCurve:  tunnels.SshCertificateAuthorityEllipticCurveP384,
		})
		if err != nil {
			return err
		}
		audit, err := tunnels.NewEventDestination(ctx, "audit", &tunnels.EventDestinationArgs{
			Description: pulumi.String("Audit trail"),
			Format:      pulumi.String("json"),
			Target: &tunnels.EventDestinationTargetArgs{
				Datadog: &tunnels.EventDestinationTargetDatadogArgs{
					ApiKey:  pulumi.String(datadogApiKey),
					Service: pulumi.String("tunnels"),
					Ddsite:  pulumi.String("datadoghq.eu"),
				},
			},
		})
		if err != nil {
			return err
		}
		_, err = tunnels.NewEventSubscription(ctx, "audit-subscription", &tunnels.EventSubscriptionArgs{
			Sources: tunnels.EventSubscriptionSourcesArray{
				&tunnels.EventSubscriptionSourcesArgs{
					Type: pulumi.String("api_key_created.v0"),
				},
				&tunnels.EventSubscriptionSourcesArgs{
					Type: pulumi.String("https_edge_route_updated.v0"),
				},
			},
			DestinationIds: pulumi.StringArray{
				audit.ID(),
			},
		})
		if err != nil {
			return err
		}
		ctx.Export("apiRouteUri", api.Uri)
		ctx.Export("deployToken", deploy.Token)
		ctx.Export("bastionAddr", bastion.Addr)
		ctx.Export("hostCaPublicKey", hosts.PublicKey)
		ctx.Export("webTunnels", online)
		return nil
	})
}

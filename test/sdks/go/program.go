package main

import (
	"github.com/pulumi-tunnels/pulumi-tunnels/sdk/go/tunnels"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// The secret members are written in clear here on purpose: the exported state must hold them only encrypted.
// The schema marks only those members secret (never the module holding one); the plugin keeps each secret at
// its own path in state.
const (
	datadogKey    = "dd-go-s3cr3t"
	oauthSecret   = "oauth-go-s3cr3t"
	oidcSecret    = "oidc-go-s3cr3t"
	webhookSecret = "webhook-go-s3cr3t"
	awsSecret     = "aws-go-s3cr3t"
)

// program is the Go SDK's test program, what a user writes with the `tunnels` package: the same resources as
// test/sdks/python/program.py (test/sdks/README.md).
func program(ctx *pulumi.Context) error {
	office, err := tunnels.NewIpPolicy(ctx, "office", &tunnels.IpPolicyArgs{Description: pulumi.String("Office networks")})
	if err != nil {
		return err
	}
	site, err := tunnels.NewHttpsEdge(ctx, "site", &tunnels.HttpsEdgeArgs{
		Hostports:   pulumi.StringArray{pulumi.String("go.example.com:443")},
		Description: pulumi.String("Public site"),
	})
	if err != nil {
		return err
	}
	app, err := tunnels.NewHttpsEdgeRoute(ctx, "app", &tunnels.HttpsEdgeRouteArgs{
		EdgeId:    site.ID(),
		MatchType: tunnels.HttpsEdgeRouteMatchTypePathPrefix,
		Match:     pulumi.String("/app"),
		IpRestriction: &tunnels.HttpsEdgeRouteIpRestrictionModuleArgs{
			IpPolicyIds: pulumi.StringArray{office.ID()},
		},
		Compression: &tunnels.HttpsEdgeRouteCompressionModuleArgs{},
		CircuitBreaker: &tunnels.HttpsEdgeRouteCircuitBreakerModuleArgs{
			ErrorThresholdPercentage: pulumi.Float64(0.5),
			VolumeThreshold:          pulumi.Int(20),
		},
		Oauth: &tunnels.HttpsEdgeRouteOauthModuleArgs{
			Provider: &tunnels.HttpsEdgeRouteOauthProviderArgs{
				Github: &tunnels.HttpsEdgeRouteOauthProviderGithubArgs{
					ClientId:     pulumi.String("gh-app"),
					ClientSecret: pulumi.String(oauthSecret),
					EmailDomains: pulumi.StringArray{pulumi.String("example.com")},
				},
			},
		},
		Oidc: &tunnels.HttpsEdgeRouteOidcModuleArgs{
			Issuer:       pulumi.String("https://id.example.com"),
			ClientId:     pulumi.String("oidc-app"),
			ClientSecret: pulumi.String(oidcSecret),
		},
		WebhookVerification: &tunnels.HttpsEdgeRouteWebhookVerificationModuleArgs{
			Provider: tunnels.HttpsEdgeRouteWebhookVerificationProviderGithub,
			Secret:   pulumi.String(webhookSecret),
		},
	})
	if err != nil {
		return err
	}
	// A module managed as its own resource: the route never declares `policy`, so the two never fight.
	_, err = tunnels.NewHttpsEdgeRoutePolicy(ctx, "app-policy", &tunnels.HttpsEdgeRoutePolicyArgs{
		EdgeId:  site.ID(),
		RouteId: app.ID(),
		Inbound: tunnels.HttpsEdgeRoutePolicyRuleArray{&tunnels.HttpsEdgeRoutePolicyRuleArgs{
			Name:        pulumi.String("no scanners"),
			Expressions: pulumi.StringArray{pulumi.String("req.user_agent.contains('sqlmap')")},
			Actions: tunnels.HttpsEdgeRoutePolicyRuleActionsArray{&tunnels.HttpsEdgeRoutePolicyRuleActionsArgs{
				Type: tunnels.HttpsEdgeRoutePolicyRuleActionsTypeDeny,
			}},
		}},
	})
	if err != nil {
		return err
	}
	key, err := tunnels.NewApiKey(ctx, "ci", &tunnels.ApiKeyArgs{Description: pulumi.String("CI")})
	if err != nil {
		return err
	}
	_, err = tunnels.NewEventDestination(ctx, "audit", &tunnels.EventDestinationArgs{
		Description: pulumi.String("Audit trail"),
		Target: &tunnels.EventDestinationTargetArgs{
			Datadog: &tunnels.EventDestinationTargetDatadogArgs{
				ApiKey:  pulumi.String(datadogKey),
				Service: pulumi.String("edge"),
			},
		},
	})
	if err != nil {
		return err
	}
	_, err = tunnels.NewEventDestination(ctx, "stream", &tunnels.EventDestinationArgs{
		Target: &tunnels.EventDestinationTargetArgs{
			Firehose: &tunnels.EventDestinationTargetFirehoseArgs{
				Auth: &tunnels.EventDestinationTargetAuthArgs{
					Creds: &tunnels.EventDestinationTargetAuthCredsArgs{
						AwsAccessKeyId:     pulumi.String("AKIAEXAMPLE"),
						AwsSecretAccessKey: pulumi.String(awsSecret),
					},
				},
				DeliveryStreamArn: pulumi.String("arn:aws:firehose:eu-west-1:123456789012:deliverystream/audit"),
			},
		},
	})
	if err != nil {
		return err
	}
	online := tunnels.GetTunnelsOutput(ctx, tunnels.GetTunnelsOutputArgs{})
	ctx.Export("siteId", site.ID())
	ctx.Export("routeId", app.ID())
	ctx.Export("keyToken", key.Token)
	ctx.Export("tunnelCount", online.Tunnels().ApplyT(func(ts []tunnels.Tunnel) int { return len(ts) }))
	return nil
}

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
		webhookSecret := cfg.Require("webhookSecret")
		staff, err := tunnels.NewIpPolicy(ctx, "staff", &tunnels.IpPolicyArgs{
			Description: pulumi.String("Office networks"),
		})
		if err != nil {
			return err
		}
		_, err = tunnels.NewIpPolicyRule(ctx, "staff-v4", &tunnels.IpPolicyRuleArgs{
			IpPolicyId: staff.ID(),
			Cidr:       pulumi.String("203.0.113.0/24"),
			Action:     tunnels.IpPolicyRuleActionAllow,
		})
		if err != nil {
			return err
		}
		_, err = tunnels.NewIpPolicyRule(ctx, "staff-v6", &tunnels.IpPolicyRuleArgs{
			IpPolicyId: staff.ID(),
			Cidr:       pulumi.String("2001:db8:10::/48"),
			Action:     tunnels.IpPolicyRuleActionAllow,
		})
		if err != nil {
			return err
		}
		blocked, err := tunnels.NewIpPolicy(ctx, "blocked", &tunnels.IpPolicyArgs{
			Description: pulumi.String("Networks never let in"),
		})
		if err != nil {
			return err
		}
		_, err = tunnels.NewIpPolicyRule(ctx, "blocked-v4", &tunnels.IpPolicyRuleArgs{
			IpPolicyId: blocked.ID(),
			Cidr:       pulumi.String("198.51.100.0/24"),
			Action:     tunnels.IpPolicyRuleActionDeny,
		})
		if err != nil {
			return err
		}
		frontend, err := tunnels.NewTunnelGroupBackend(ctx, "frontend", &tunnels.TunnelGroupBackendArgs{
			Description: pulumi.String("Web tier"),
			Labels: pulumi.StringMap{
				"app": pulumi.String("web"),
			},
		})
		if err != nil {
			return err
		}
		www, err := tunnels.NewHttpsEdge(ctx, "www", &tunnels.HttpsEdgeArgs{
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
		admin, err := tunnels.NewHttpsEdgeRoute(ctx, "admin", &tunnels.HttpsEdgeRouteArgs{
			EdgeId:      www.ID(),
			MatchType:   tunnels.HttpsEdgeRouteMatchTypePathPrefix,
			Match:       pulumi.String("/admin"),
			Description: pulumi.String("Administration: platform team, from the office"),
			Backend: &tunnels.HttpsEdgeRouteBackendModuleArgs{
				BackendId: frontend.ID(),
			},
			IpRestriction: &tunnels.HttpsEdgeRouteIpRestrictionModuleArgs{
				IpPolicyIds: pulumi.StringArray{
					staff.ID(),
					blocked.ID(),
				},
			},
			Oauth: &tunnels.HttpsEdgeRouteOauthModuleArgs{
				Provider: &tunnels.HttpsEdgeRouteOauthProviderArgs{
					Github: &tunnels.HttpsEdgeRouteOauthProviderGithubArgs{
						Organizations: pulumi.StringArray{
							pulumi.String("example-org"),
						},
						Teams: pulumi.StringArray{
							pulumi.String("example-org/platform"),
						},
					},
				},
				MaximumDuration: pulumi.Int(28800),
			},
		})
		if err != nil {
			return err
		}
		portal, err := tunnels.NewHttpsEdgeRoute(ctx, "portal", &tunnels.HttpsEdgeRouteArgs{
			EdgeId:      www.ID(),
			MatchType:   tunnels.HttpsEdgeRouteMatchTypePathPrefix,
			Match:       pulumi.String("/app"),
			Description: pulumi.String("The web app, for the company's accounts"),
			Backend: &tunnels.HttpsEdgeRouteBackendModuleArgs{
				BackendId: frontend.ID(),
			},
			Oauth: &tunnels.HttpsEdgeRouteOauthModuleArgs{
				Provider: &tunnels.HttpsEdgeRouteOauthProviderArgs{
					Google: &tunnels.HttpsEdgeRouteOauthProviderSettingsArgs{
						EmailDomains: pulumi.StringArray{
							pulumi.String("example.com"),
						},
					},
				},
				InactivityTimeout: pulumi.Int(3600),
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
				Remove: pulumi.StringArray{
					pulumi.String("Cookie2"),
				},
			},
			ResponseHeaders: &tunnels.HttpsEdgeRouteResponseHeadersModuleArgs{
				Add: pulumi.StringMap{
					"Strict-Transport-Security": pulumi.String("max-age=31536000"),
				},
				Remove: pulumi.StringArray{
					pulumi.String("Server"),
				},
			},
			UserAgentFilter: &tunnels.HttpsEdgeRouteUserAgentFilterModuleArgs{
				Deny: pulumi.StringArray{
					pulumi.String("sqlmap/.*"),
					pulumi.String("nikto/.*"),
				},
			},
		})
		if err != nil {
			return err
		}
		_, err = tunnels.NewHttpsEdgeRoutePolicy(ctx, "portal-policy", &tunnels.HttpsEdgeRoutePolicyArgs{
			EdgeId:  www.ID(),
			RouteId: portal.ID(),
			Inbound: tunnels.HttpsEdgeRoutePolicyRuleArray{
				&tunnels.HttpsEdgeRoutePolicyRuleArgs{
					Name: pulumi.String("rate limit by client"),
					Expressions: pulumi.StringArray{
						pulumi.String("req.url.path.startsWith('/app/api')"),
					},
					Actions: tunnels.HttpsEdgeRoutePolicyRuleActionsArray{
						&tunnels.HttpsEdgeRoutePolicyRuleActionsArgs{
							Type: tunnels.HttpsEdgeRoutePolicyRuleActionsTypeRateLimit,
							Config: pulumi.Map{
								"capacity": pulumi.Any(100),
								"rate":     pulumi.Any("60s"),
								"bucket_key": pulumi.Any([]any{
									"conn.client_ip",
								}),
							},
						},
					},
				},
			},
			Outbound: tunnels.HttpsEdgeRoutePolicyRuleArray{
				&tunnels.HttpsEdgeRoutePolicyRuleArgs{
					Name: pulumi.String("no server banner"),
					Actions: tunnels.HttpsEdgeRoutePolicyRuleActionsArray{
						&tunnels.HttpsEdgeRoutePolicyRuleActionsArgs{
							Type: tunnels.HttpsEdgeRoutePolicyRuleActionsTypeRemoveHeaders,
							Config: pulumi.Map{
								"headers": pulumi.Any([]any{
									"X-Powered-By",
								}),
							},
						},
					},
				},
			},
		})
		if err != nil {
			return err
		}
		_, err = tunnels.NewHttpsEdgeRoute(ctx, "sso", &tunnels.HttpsEdgeRouteArgs{
			EdgeId:      www.ID(),
			MatchType:   tunnels.HttpsEdgeRouteMatchTypePathPrefix,
			Match:       pulumi.String("/sso"),
			Description: pulumi.String("Partners, through their SAML identity provider"),
			Backend: &tunnels.HttpsEdgeRouteBackendModuleArgs{
				BackendId: frontend.ID(),
			},
			Saml: &tunnels.HttpsEdgeRouteSamlModuleArgs{
				IdpMetadata: pulumi.String("<EntityDescriptor entityID=\"https://idp.example.com\"/>"),
				AuthorizedGroups: pulumi.StringArray{
					pulumi.String("partners"),
				},
				NameidFormat: tunnels.HttpsEdgeRouteSamlNameidFormat_Urn_oasis_names_tc_SAML_1_1_nameid_Format_emailAddress,
			},
		})
		if err != nil {
			return err
		}
		_, err = tunnels.NewHttpsEdgeRoute(ctx, "id", &tunnels.HttpsEdgeRouteArgs{
			EdgeId:      www.ID(),
			MatchType:   tunnels.HttpsEdgeRouteMatchTypeExactPath,
			Match:       pulumi.String("/id"),
			Description: pulumi.String("Sign-in through the company's OpenID provider"),
			Backend: &tunnels.HttpsEdgeRouteBackendModuleArgs{
				BackendId: frontend.ID(),
			},
			Oidc: &tunnels.HttpsEdgeRouteOidcModuleArgs{
				Issuer:       pulumi.String("https://login.example.com"),
				ClientId:     pulumi.String("edge-www"),
				ClientSecret: pulumi.String(oidcClientSecret),
				Scopes: pulumi.StringArray{
					pulumi.String("openid"),
					pulumi.String("email"),
				},
			},
		})
		if err != nil {
			return err
		}
		_, err = tunnels.NewHttpsEdgeRoute(ctx, "github-hooks", &tunnels.HttpsEdgeRouteArgs{
			EdgeId:      www.ID(),
			MatchType:   tunnels.HttpsEdgeRouteMatchTypeExactPath,
			Match:       pulumi.String("/hooks/github"),
			Description: pulumi.String("GitHub webhooks, signatures checked at the edge"),
			Backend: &tunnels.HttpsEdgeRouteBackendModuleArgs{
				BackendId: frontend.ID(),
			},
			WebhookVerification: &tunnels.HttpsEdgeRouteWebhookVerificationModuleArgs{
				Provider: tunnels.HttpsEdgeRouteWebhookVerificationProviderGithub,
				Secret:   pulumi.String(webhookSecret),
			},
		})
		if err != nil {
			return err
		}
		_, err = tunnels.NewHttpsEdgeRoute(ctx, "ws", &tunnels.HttpsEdgeRouteArgs{
			EdgeId:      www.ID(),
			MatchType:   tunnels.HttpsEdgeRouteMatchTypePathPrefix,
			Match:       pulumi.String("/ws"),
			Description: pulumi.String("A TCP service reached over websockets"),
			Backend: &tunnels.HttpsEdgeRouteBackendModuleArgs{
				BackendId: frontend.ID(),
			},
			WebsocketTcpConverter: &tunnels.HttpsEdgeRouteWebsocketTcpConverterModuleArgs{},
		})
		if err != nil {
			return err
		}
		ctx.Export("adminUri", admin.Uri)
		ctx.Export("portalUri", portal.Uri)
		return nil
	})
}

package main

import (
	"github.com/pulumi-tunnels/pulumi-tunnels/sdk/go/tunnels"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")
		ipPolicyId := cfg.Require("ipPolicyId")
		reservedAddrId := cfg.Require("reservedAddrId")
		httpsEdgeId := cfg.Require("httpsEdgeId")
		httpsEdgeRouteId := cfg.Require("httpsEdgeRouteId")
		legacyOffice, err := tunnels.NewIpPolicy(ctx, "legacy-office", &tunnels.IpPolicyArgs{
			AdoptId:     pulumi.String(ipPolicyId),
			Description: pulumi.String("Office networks (managed by Pulumi)"),
		})
		if err != nil {
			return err
		}
		legacyBastion, err := tunnels.NewReservedAddr(ctx, "legacy-bastion", &tunnels.ReservedAddrArgs{
			AdoptId:     pulumi.String(reservedAddrId),
			Region:      tunnels.RegionEu,
			Description: pulumi.String("SSH bastion (managed by Pulumi)"),
		})
		if err != nil {
			return err
		}
		legacySite, err := tunnels.NewHttpsEdge(ctx, "legacy-site", &tunnels.HttpsEdgeArgs{
			AdoptId:     pulumi.String(httpsEdgeId),
			Description: pulumi.String("Public site (managed by Pulumi)"),
			Hostports: pulumi.StringArray{
				pulumi.String("legacy.example.com:443"),
			},
		})
		if err != nil {
			return err
		}
		legacyApi, err := tunnels.NewHttpsEdgeRoute(ctx, "legacy-api", &tunnels.HttpsEdgeRouteArgs{
			AdoptId:     pulumi.String(httpsEdgeRouteId),
			EdgeId:      legacySite.ID(),
			MatchType:   tunnels.HttpsEdgeRouteMatchTypePathPrefix,
			Match:       pulumi.String("/api"),
			Description: pulumi.String("API, office only"),
			IpRestriction: &tunnels.HttpsEdgeRouteIpRestrictionModuleArgs{
				IpPolicyIds: pulumi.StringArray{
					legacyOffice.ID(),
				},
			},
			Compression: &tunnels.HttpsEdgeRouteCompressionModuleArgs{},
		})
		if err != nil {
			return err
		}
		_, err = tunnels.NewIpPolicyRule(ctx, "legacy-office-v4", &tunnels.IpPolicyRuleArgs{
			IpPolicyId: legacyOffice.ID(),
			Cidr:       pulumi.String("203.0.113.0/24"),
			Action:     tunnels.IpPolicyRuleActionAllow,
		})
		if err != nil {
			return err
		}
		ctx.Export("legacyBastionAddr", legacyBastion.Addr)
		ctx.Export("routeUri", legacyApi.Uri)
		return nil
	})
}

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
		office, err := tunnels.NewIpPolicy(ctx, "office", &tunnels.IpPolicyArgs{
			AdoptId:     pulumi.String(ipPolicyId),
			Description: pulumi.String("Office networks (managed by Pulumi)"),
		})
		if err != nil {
			return err
		}
		bastion, err := tunnels.NewReservedAddr(ctx, "bastion", &tunnels.ReservedAddrArgs{
			AdoptId:     pulumi.String(reservedAddrId),
			Region:      tunnels.RegionEu,
			Description: pulumi.String("SSH bastion (managed by Pulumi)"),
		})
		if err != nil {
			return err
		}
		site, err := tunnels.NewHttpsEdge(ctx, "site", &tunnels.HttpsEdgeArgs{
			AdoptId:     pulumi.String(httpsEdgeId),
			Description: pulumi.String("Public site (managed by Pulumi)"),
			Hostports: pulumi.StringArray{
				pulumi.String("legacy.example.com:443"),
			},
		})
		if err != nil {
			return err
		}
		api, err := tunnels.NewHttpsEdgeRoute(ctx, "api", &tunnels.HttpsEdgeRouteArgs{
			AdoptId:     pulumi.String(httpsEdgeRouteId),
			EdgeId:      site.ID(),
			MatchType:   tunnels.HttpsEdgeRouteMatchType_Path_prefix,
			Match:       pulumi.String("/api"),
			Description: pulumi.String("API, office only"),
			IpRestriction: &tunnels.HttpsEdgeRouteIpRestrictionModuleArgs{
				IpPolicyIds: pulumi.StringArray{
					office.ID(),
				},
			},
			Compression: &tunnels.HttpsEdgeRouteCompressionModuleArgs{},
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
		ctx.Export("bastionAddr", bastion.Addr)
		ctx.Export("routeUri", api.Uri)
		return nil
	})
}

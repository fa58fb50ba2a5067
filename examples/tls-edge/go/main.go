package main

import (
	"github.com/pulumi-tunnels/pulumi-tunnels/sdk/go/tunnels"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		dbClients, err := tunnels.NewIpPolicy(ctx, "db-clients", &tunnels.IpPolicyArgs{
			Description: pulumi.String("Networks allowed to reach the database"),
		})
		if err != nil {
			return err
		}
		_, err = tunnels.NewIpPolicyRule(ctx, "app-servers", &tunnels.IpPolicyRuleArgs{
			IpPolicyId: dbClients.ID(),
			Cidr:       pulumi.String("10.20.0.0/16"),
			Action:     tunnels.IpPolicyRuleActionAllow,
		})
		if err != nil {
			return err
		}
		_, err = tunnels.NewIpPolicyRule(ctx, "vpn", &tunnels.IpPolicyRuleArgs{
			IpPolicyId: dbClients.ID(),
			Cidr:       pulumi.String("192.0.2.0/24"),
			Action:     tunnels.IpPolicyRuleActionAllow,
		})
		if err != nil {
			return err
		}
		db, err := tunnels.NewTunnelGroupBackend(ctx, "db", &tunnels.TunnelGroupBackendArgs{
			Description: pulumi.String("Database tier"),
			Labels: pulumi.StringMap{
				"app": pulumi.String("db"),
			},
		})
		if err != nil {
			return err
		}
		dbEdge, err := tunnels.NewTlsEdge(ctx, "db-edge", &tunnels.TlsEdgeArgs{
			Description: pulumi.String("Database over TLS"),
			Hostports: pulumi.StringArray{
				pulumi.String("db.example.com:5432"),
			},
			TlsTermination: &tunnels.TlsEdgeTlsTerminationModuleArgs{
				TerminateAt: tunnels.TlsEdgeTlsTerminationTerminateAtUpstream,
			},
			Backend: &tunnels.TlsEdgeBackendModuleArgs{
				BackendId: db.ID(),
			},
			IpRestriction: &tunnels.TlsEdgeIpRestrictionModuleArgs{
				IpPolicyIds: pulumi.StringArray{
					dbClients.ID(),
				},
			},
		})
		if err != nil {
			return err
		}
		ctx.Export("edgeUri", dbEdge.Uri)
		return nil
	})
}

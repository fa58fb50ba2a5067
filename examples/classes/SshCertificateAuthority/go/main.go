package main

import (
	"github.com/pulumi-tunnels/pulumi-tunnels/sdk/go/tunnels"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		hosts, err := tunnels.NewSshCertificateAuthority(ctx, "hosts", &tunnels.SshCertificateAuthorityArgs{
			PrivateKeyType: tunnels.SshCertificateAuthorityPrivateKeyTypeEcdsa,
			EllipticCurve:  tunnels.SshCertificateAuthorityEllipticCurveP384,
		})
		if err != nil {
			return err
		}
		ctx.Export("publicKey", hosts.PublicKey)
		return nil
	})
}

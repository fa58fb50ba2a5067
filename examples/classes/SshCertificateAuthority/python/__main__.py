import pulumi
import pulumi_tunnels as tunnels

hosts = tunnels.SshCertificateAuthority("hosts",
    private_key_type=tunnels.SshCertificateAuthorityPrivateKeyType.ECDSA,
    elliptic_curve=tunnels.SshCertificateAuthorityEllipticCurve.P384)
pulumi.export("publicKey", hosts.public_key)

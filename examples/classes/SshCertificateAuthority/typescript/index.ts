import * as pulumi from "@pulumi/pulumi";
import * as tunnels from "@pulumi-tunnels/tunnels";

const hosts = new tunnels.SshCertificateAuthority("hosts", {
    privateKeyType: tunnels.SshCertificateAuthorityPrivateKeyType.Ecdsa,
    ellipticCurve: tunnels.SshCertificateAuthorityEllipticCurve.P384,
});
export const publicKey = hosts.publicKey;

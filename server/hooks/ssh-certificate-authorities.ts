import type { ResourceHooks } from "../context";
import { newSshKeyPair, type SshCurve, type SshKeyType } from "./ssh-keys";

/** SSH CAs: a real key pair per CA; the public key is returned, the private key is sealed and kept. */
export const sshCaHooks: ResourceHooks = {
  async create(ctx, _caller, stored) {
    const type = (stored.private_key_type as SshKeyType | undefined) ?? "ed25519";
    const curve = (stored.elliptic_curve as SshCurve | undefined) ?? "p256";
    const bits = (stored.key_size as number | undefined) ?? 4096;
    const pair = await newSshKeyPair(type, curve, bits);
    stored.key_type = type;
    stored.public_key = pair.publicKey;
    stored.private_key = ctx.box.seal(pair.privateKeyPem);
  },
};

import { generateKeyPair, type KeyObject } from "node:crypto";
import { promisify } from "node:util";

const generate = promisify(generateKeyPair);

export type SshKeyType = "rsa" | "ecdsa" | "ed25519";
export type SshCurve = "p256" | "p384" | "p521";

const CURVES: Record<SshCurve, { node: string; ssh: string }> = {
  p256: { node: "P-256", ssh: "nistp256" },
  p384: { node: "P-384", ssh: "nistp384" },
  p521: { node: "P-521", ssh: "nistp521" },
};

/** SSH wire encoding (RFC 4251): a string is a 32-bit length and bytes; an mpint is a signed big-endian string. */
function sshString(data: Buffer | string): Buffer {
  const bytes = typeof data === "string" ? Buffer.from(data) : data;
  const len = Buffer.alloc(4);
  len.writeUInt32BE(bytes.length);
  return Buffer.concat([len, bytes]);
}
function sshMpint(unsigned: Buffer): Buffer {
  let i = 0;
  while (i < unsigned.length - 1 && unsigned[i] === 0) i++;
  const trimmed = unsigned.subarray(i);
  return sshString(trimmed[0] & 0x80 ? Buffer.concat([Buffer.from([0]), trimmed]) : trimmed);
}
const b64url = (s: string | undefined) => Buffer.from(s ?? "", "base64url");

/** One OpenSSH authorized-keys line for a public key, built from its JWK form. */
export function openSshLine(publicKey: KeyObject, type: SshKeyType, curve: SshCurve): string {
  const jwk = publicKey.export({ format: "jwk" });
  let name: string;
  let blob: Buffer;
  if (type === "ed25519") {
    name = "ssh-ed25519";
    blob = Buffer.concat([sshString(name), sshString(b64url(jwk.x))]);
  } else if (type === "ecdsa") {
    const c = CURVES[curve].ssh;
    name = `ecdsa-sha2-${c}`;
    const point = Buffer.concat([Buffer.from([4]), b64url(jwk.x), b64url(jwk.y)]);
    blob = Buffer.concat([sshString(name), sshString(c), sshString(point)]);
  } else {
    name = "ssh-rsa";
    blob = Buffer.concat([sshString(name), sshMpint(b64url(jwk.e)), sshMpint(b64url(jwk.n))]);
  }
  return `${name} ${blob.toString("base64")}`;
}

/** A fresh key pair (off the event loop: a 4096-bit RSA key takes a while), as OpenSSH line and PKCS#8 PEM. */
export async function newSshKeyPair(
  type: SshKeyType,
  curve: SshCurve,
  bits: number,
): Promise<{ publicKey: string; privateKeyPem: string }> {
  const pair =
    type === "ed25519"
      ? await generate("ed25519")
      : type === "ecdsa"
        ? await generate("ec", { namedCurve: CURVES[curve].node })
        : await generate("rsa", { modulusLength: bits });
  return {
    publicKey: openSshLine(pair.publicKey, type, curve),
    privateKeyPem: pair.privateKey.export({ format: "pem", type: "pkcs8" }).toString(),
  };
}

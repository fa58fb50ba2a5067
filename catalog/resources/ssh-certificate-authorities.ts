import { z } from "zod";
import { identity, type Mode, obj, only, rule } from "../fields";
import { describedBy, updateSchema } from "../shared-members";
import { field } from "../flags";
import { defineResource } from "../types";

export const SSH_KEY_TYPES = ["rsa", "ecdsa", "ed25519"] as const;
export const SSH_CURVES = ["p256", "p384", "p521"] as const;

function sshCa<M extends Mode>(mode: M) {
  return obj(mode, {
    ...only(mode, "response", identity("SSH certificate authority")),
    ...describedBy("SSH certificate authority"),
    ...only(mode, "request", {
      private_key_type: field(
        z.enum(SSH_KEY_TYPES, { message: "must be rsa, ecdsa or ed25519" }),
        "Type of the generated private key: rsa, ecdsa or ed25519 (default).",
        { createOnly: true, writeOnly: true },
      ).optional(),
      elliptic_curve: field(
        z.enum(SSH_CURVES, { message: "must be p256, p384 or p521" }),
        "Curve of an ecdsa key: p256 (default), p384 or p521.",
        { createOnly: true, writeOnly: true },
      ).optional(),
      key_size: field(
        z.union([z.literal(2048), z.literal(4096)], { message: "must be 2048 or 4096" }),
        "Size of an rsa key in bits: 2048 or 4096 (default).",
        { createOnly: true, writeOnly: true },
      ).optional(),
    }),
    ...only(mode, "response", {
      public_key: field(z.string(), "The public key as one OpenSSH authorized-keys line.", {
        computed: true,
        computedByHook: true,
      }),
      key_type: field(z.string(), "Type of the generated key: rsa, ecdsa or ed25519.", {
        computed: true,
        computedByHook: true,
      }),
    }),
  });
}

const create = rule("request", sshCa("request"), (ca, ctx) => {
  const type = ca.private_key_type ?? "ed25519";
  if (ca.elliptic_curve !== undefined && type !== "ecdsa")
    ctx.fail(["elliptic_curve"], `may be set only when private_key_type is ecdsa (it is ${type})`);
  if (ca.key_size !== undefined && type !== "rsa")
    ctx.fail(["key_size"], `may be set only when private_key_type is rsa (it is ${type})`);
});

export const sshCertificateAuthorities = defineResource({
  className: "SshCertificateAuthority",
  clientName: "sshCertificateAuthorities",
  kind: "ssh_certificate_authority",
  emitsEvents: true,
  collection: "/ssh_certificate_authorities",
  parents: [],
  idPrefix: "sshca_",
  listKey: "ssh_certificate_authorities",
  operations: ["create", "get", "list", "update", "delete"],
  create,
  update: updateSchema("SSH certificate authority"),
  response: sshCa("response"),
  description: "An SSH certificate authority: the service generates the key pair and returns the public key.",
});

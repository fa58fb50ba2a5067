// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import * as pulumi from "@pulumi/pulumi";
import { isClassInstance, registration } from "../resource-class";

/**
 * An SSH certificate authority: the service generates the key pair and returns the public key.
 *
 * Type token: `pulumi-nodejs:dynamic/tunnels:SshCertificateAuthority`. Id for `SshCertificateAuthority.get`: its own id (`sshca_…`), as `id` gives it.
 */
export class SshCertificateAuthority extends pulumi.dynamic.Resource {
  /**
   * Reads an existing SshCertificateAuthority into the program, by its own id (`sshca_…`), as `id` gives it.
   *
   * @param name The unique name of the resource in the program.
   * @param id The id of the object to read.
   * @param state What is known of it; it names the parents where the id does not.
   * @param opts Options of the resource.
   */
  public static get(
    name: string,
    id: pulumi.Input<pulumi.ID>,
    state?: SshCertificateAuthorityState,
    opts?: pulumi.CustomResourceOptions,
  ): SshCertificateAuthority {
    return new SshCertificateAuthority(name, state as SshCertificateAuthorityArgs, { ...opts, id });
  }

  /** Whether `obj` is a SshCertificateAuthority, even one made by another copy of this package. */
  public static override isInstance(obj: unknown): obj is SshCertificateAuthority {
    return isClassInstance(obj, "SshCertificateAuthority");
  }

  /**
   * Id of an existing object to take over at create, instead of creating one; read only at create. Destroying the resource later deletes the adopted object (set `retainOnDelete` to keep it).
   */
  declare public readonly adoptId: pulumi.Output<string | undefined>;

  /** What this SSH certificate authority is for; at most 255 bytes of UTF-8. */
  declare public readonly description: pulumi.Output<string | undefined>;

  /**
   * Arbitrary user data attached to this SSH certificate authority, often JSON text; at most 4096 bytes.
   */
  declare public readonly metadata: pulumi.Output<string | undefined>;

  /**
   * Type of the generated private key: rsa, ecdsa or ed25519 (default).
   *
   * Create-only: changing it replaces the object.
   */
  declare public readonly privateKeyType: pulumi.Output<"rsa" | "ecdsa" | "ed25519" | undefined>;

  /**
   * Curve of an ecdsa key: p256 (default), p384 or p521.
   *
   * Create-only: changing it replaces the object.
   */
  declare public readonly ellipticCurve: pulumi.Output<"p256" | "p384" | "p521" | undefined>;

  /**
   * Size of an rsa key in bits: 2048 or 4096 (default).
   *
   * Create-only: changing it replaces the object.
   */
  declare public readonly keySize: pulumi.Output<2048 | 4096 | undefined>;

  /**
   * Absolute URI of this SSH certificate authority.
   *
   * Output only: set by the service.
   */
  declare public readonly uri: pulumi.Output<string>;

  /**
   * When it was created, RFC 3339 in UTC.
   *
   * Output only: set by the service.
   */
  declare public readonly createdAt: pulumi.Output<string>;

  /**
   * The public key as one OpenSSH authorized-keys line.
   *
   * Output only: set by the service.
   */
  declare public readonly publicKey: pulumi.Output<string>;

  /**
   * Type of the generated key: rsa, ecdsa or ed25519.
   *
   * Output only: set by the service.
   */
  declare public readonly keyType: pulumi.Output<string>;

  /**
   * Creates a SshCertificateAuthority.
   *
   * @param name The unique name of the resource in the program.
   * @param args The members to declare.
   * @param opts Options of the resource (`parent`, `dependsOn`, `protect`, `retainOnDelete`, …).
   */
  constructor(name: string, args?: SshCertificateAuthorityArgs, opts?: pulumi.CustomResourceOptions) {
    const r = registration("SshCertificateAuthority", args, opts);
    super(r.provider, name, r.props, r.opts, "tunnels", "SshCertificateAuthority");
  }
}

/** The members a program declares for a SshCertificateAuthority. */
export interface SshCertificateAuthorityArgs {
  /**
   * Id of an existing object to take over at create, instead of creating one; read only at create. Destroying the resource later deletes the adopted object (set `retainOnDelete` to keep it).
   */
  adoptId?: pulumi.Input<string>;
  /** What this SSH certificate authority is for; at most 255 bytes of UTF-8. */
  description?: pulumi.Input<string>;
  /**
   * Arbitrary user data attached to this SSH certificate authority, often JSON text; at most 4096 bytes.
   */
  metadata?: pulumi.Input<string>;
  /**
   * Type of the generated private key: rsa, ecdsa or ed25519 (default).
   *
   * Create-only: changing it replaces the object.
   */
  privateKeyType?: pulumi.Input<"rsa" | "ecdsa" | "ed25519">;
  /**
   * Curve of an ecdsa key: p256 (default), p384 or p521.
   *
   * Create-only: changing it replaces the object.
   */
  ellipticCurve?: pulumi.Input<"p256" | "p384" | "p521">;
  /**
   * Size of an rsa key in bits: 2048 or 4096 (default).
   *
   * Create-only: changing it replaces the object.
   */
  keySize?: pulumi.Input<2048 | 4096>;
}

/**
 * What is known of an existing SshCertificateAuthority, for `SshCertificateAuthority.get`: every member optional.
 */
export interface SshCertificateAuthorityState extends Partial<SshCertificateAuthorityArgs> {}

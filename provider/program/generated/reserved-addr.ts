// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import * as pulumi from "@pulumi/pulumi";
import { isClassInstance, registration } from "../resource-class";

/**
 * A reserved address: a hostname:port held for you in one region.
 *
 * Type token: `pulumi-nodejs:dynamic/tunnels:ReservedAddr`. Id for `ReservedAddr.get`: its own id (`ra_…`), as `id` gives it.
 */
export class ReservedAddr extends pulumi.dynamic.Resource {
  /**
   * Reads an existing ReservedAddr into the program, by its own id (`ra_…`), as `id` gives it.
   *
   * @param name The unique name of the resource in the program.
   * @param id The id of the object to read.
   * @param state What is known of it; it names the parents where the id does not.
   * @param opts Options of the resource.
   */
  public static get(
    name: string,
    id: pulumi.Input<pulumi.ID>,
    state?: ReservedAddrState,
    opts?: pulumi.CustomResourceOptions,
  ): ReservedAddr {
    return new ReservedAddr(name, state as ReservedAddrArgs, { ...opts, id });
  }

  /** Whether `obj` is a ReservedAddr, even one made by another copy of this package. */
  public static override isInstance(obj: unknown): obj is ReservedAddr {
    return isClassInstance(obj, "ReservedAddr");
  }

  /**
   * Id of an existing object to take over at create, instead of creating one; read only at create. Destroying the resource later deletes the adopted object (set `retainOnDelete` to keep it).
   */
  declare public readonly adoptId: pulumi.Output<string | undefined>;

  /** What this reserved address is for; at most 255 bytes of UTF-8. */
  declare public readonly description: pulumi.Output<string | undefined>;

  /** Arbitrary user data attached to this reserved address, often JSON text; at most 4096 bytes. */
  declare public readonly metadata: pulumi.Output<string | undefined>;

  /**
   * Datacenter region of the address; default us.
   *
   * Create-only: changing it replaces the object.
   */
  declare public readonly region: pulumi.Output<"us" | "eu" | "ap" | "au" | "sa" | "jp" | "in" | undefined>;

  /**
   * Absolute URI of this reserved address.
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
   * The reserved host:port, assigned at creation.
   *
   * Output only: set by the service.
   */
  declare public readonly addr: pulumi.Output<string>;

  /**
   * Creates a ReservedAddr.
   *
   * @param name The unique name of the resource in the program.
   * @param args The members to declare.
   * @param opts Options of the resource (`parent`, `dependsOn`, `protect`, `retainOnDelete`, …).
   */
  constructor(name: string, args?: ReservedAddrArgs, opts?: pulumi.CustomResourceOptions) {
    const r = registration("ReservedAddr", args, opts);
    super(r.provider, name, r.props, r.opts, "tunnels", "ReservedAddr");
  }
}

/** The members a program declares for a ReservedAddr. */
export interface ReservedAddrArgs {
  /**
   * Id of an existing object to take over at create, instead of creating one; read only at create. Destroying the resource later deletes the adopted object (set `retainOnDelete` to keep it).
   */
  adoptId?: pulumi.Input<string>;
  /** What this reserved address is for; at most 255 bytes of UTF-8. */
  description?: pulumi.Input<string>;
  /** Arbitrary user data attached to this reserved address, often JSON text; at most 4096 bytes. */
  metadata?: pulumi.Input<string>;
  /**
   * Datacenter region of the address; default us.
   *
   * Create-only: changing it replaces the object.
   */
  region?: pulumi.Input<"us" | "eu" | "ap" | "au" | "sa" | "jp" | "in">;
}

/** What is known of an existing ReservedAddr, for `ReservedAddr.get`: every member optional. */
export interface ReservedAddrState extends Partial<ReservedAddrArgs> {}

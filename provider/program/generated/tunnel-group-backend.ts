// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import * as pulumi from "@pulumi/pulumi";
import { isClassInstance, registration } from "../resource-class";
import type * as types from "./types";

/**
 * A tunnel-group backend: serves traffic through the online tunnels that carry its labels.
 *
 * Type token: `pulumi-nodejs:dynamic/tunnels:TunnelGroupBackend`. Id for `TunnelGroupBackend.get`: its own id (`bkdtg_…`), as `id` gives it.
 */
export class TunnelGroupBackend extends pulumi.dynamic.Resource {
  /**
   * Reads an existing TunnelGroupBackend into the program, by its own id (`bkdtg_…`), as `id` gives it.
   *
   * @param name The unique name of the resource in the program.
   * @param id The id of the object to read.
   * @param state What is known of it; it names the parents where the id does not.
   * @param opts Options of the resource.
   */
  public static get(
    name: string,
    id: pulumi.Input<pulumi.ID>,
    state?: TunnelGroupBackendState,
    opts?: pulumi.CustomResourceOptions,
  ): TunnelGroupBackend {
    return new TunnelGroupBackend(name, state as TunnelGroupBackendArgs, { ...opts, id });
  }

  /** Whether `obj` is a TunnelGroupBackend, even one made by another copy of this package. */
  public static override isInstance(obj: unknown): obj is TunnelGroupBackend {
    return isClassInstance(obj, "TunnelGroupBackend");
  }

  /**
   * Id of an existing object to take over at create, instead of creating one; read only at create. Destroying the resource later deletes the adopted object (set `retainOnDelete` to keep it).
   */
  declare public readonly adoptId: pulumi.Output<string | undefined>;

  /** What this tunnel-group backend is for; at most 255 bytes of UTF-8. */
  declare public readonly description: pulumi.Output<string | undefined>;

  /** Arbitrary user data attached to this tunnel-group backend, often JSON text; at most 4096 bytes. */
  declare public readonly metadata: pulumi.Output<string | undefined>;

  /** Labels a tunnel must carry, each with the same value, to serve this backend. */
  declare public readonly labels: pulumi.Output<{ [key: string]: string } | undefined>;

  /**
   * Absolute URI of this tunnel-group backend.
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
   * The online tunnels whose labels match, computed on every read.
   *
   * Output only: set by the service.
   */
  declare public readonly tunnels: pulumi.Output<types.Ref[] | undefined>;

  /**
   * Creates a TunnelGroupBackend.
   *
   * @param name The unique name of the resource in the program.
   * @param args The members to declare.
   * @param opts Options of the resource (`parent`, `dependsOn`, `protect`, `retainOnDelete`, …).
   */
  constructor(name: string, args?: TunnelGroupBackendArgs, opts?: pulumi.CustomResourceOptions) {
    const r = registration("TunnelGroupBackend", args, opts);
    super(r.provider, name, r.props, r.opts, "tunnels", "TunnelGroupBackend");
  }
}

/** The members a program declares for a TunnelGroupBackend. */
export interface TunnelGroupBackendArgs {
  /**
   * Id of an existing object to take over at create, instead of creating one; read only at create. Destroying the resource later deletes the adopted object (set `retainOnDelete` to keep it).
   */
  adoptId?: pulumi.Input<string>;
  /** What this tunnel-group backend is for; at most 255 bytes of UTF-8. */
  description?: pulumi.Input<string>;
  /** Arbitrary user data attached to this tunnel-group backend, often JSON text; at most 4096 bytes. */
  metadata?: pulumi.Input<string>;
  /** Labels a tunnel must carry, each with the same value, to serve this backend. */
  labels?: pulumi.Input<{ [key: string]: pulumi.Input<string> }>;
}

/**
 * What is known of an existing TunnelGroupBackend, for `TunnelGroupBackend.get`: every member optional.
 */
export interface TunnelGroupBackendState extends Partial<TunnelGroupBackendArgs> {}

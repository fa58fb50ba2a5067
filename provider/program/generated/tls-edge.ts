// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import * as pulumi from "@pulumi/pulumi";
import { isClassInstance, registration } from "../resource-class";
import type * as types from "./types";

/**
 * A TLS edge: hostports where TLS traffic arrives, with its backend, IP restriction and TLS termination.
 *
 * Type token: `pulumi-nodejs:dynamic/tunnels:TlsEdge`. Id for `TlsEdge.get`: its own id (`edgtls_…`), as `id` gives it.
 */
export class TlsEdge extends pulumi.dynamic.Resource {
  /**
   * Reads an existing TlsEdge into the program, by its own id (`edgtls_…`), as `id` gives it.
   *
   * @param name The unique name of the resource in the program.
   * @param id The id of the object to read.
   * @param state What is known of it; it names the parents where the id does not.
   * @param opts Options of the resource.
   */
  public static get(
    name: string,
    id: pulumi.Input<pulumi.ID>,
    state?: TlsEdgeState,
    opts?: pulumi.CustomResourceOptions,
  ): TlsEdge {
    return new TlsEdge(name, state as TlsEdgeArgs, { ...opts, id });
  }

  /** Whether `obj` is a TlsEdge, even one made by another copy of this package. */
  public static override isInstance(obj: unknown): obj is TlsEdge {
    return isClassInstance(obj, "TlsEdge");
  }

  /**
   * Id of an existing object to take over at create, instead of creating one; read only at create. Destroying the resource later deletes the adopted object (set `retainOnDelete` to keep it).
   */
  declare public readonly adoptId: pulumi.Output<string | undefined>;

  /** What this TLS edge is for; at most 255 bytes of UTF-8. */
  declare public readonly description: pulumi.Output<string | undefined>;

  /** Arbitrary user data attached to this TLS edge, often JSON text; at most 4096 bytes. */
  declare public readonly metadata: pulumi.Output<string | undefined>;

  /** The host:port pairs the edge listens on. */
  declare public readonly hostports: pulumi.Output<string[] | undefined>;

  /** Backend module: where the edge's traffic goes. */
  declare public readonly backend: pulumi.Output<types.TlsEdgeBackendModule | null | undefined>;

  /** IP restriction module. */
  declare public readonly ipRestriction: pulumi.Output<types.TlsEdgeIpRestrictionModule | null | undefined>;

  /** TLS termination module. */
  declare public readonly tlsTermination: pulumi.Output<types.TlsEdgeTlsTerminationModule | null | undefined>;

  /**
   * Absolute URI of this TLS edge.
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
   * Creates a TlsEdge.
   *
   * @param name The unique name of the resource in the program.
   * @param args The members to declare.
   * @param opts Options of the resource (`parent`, `dependsOn`, `protect`, `retainOnDelete`, …).
   */
  constructor(name: string, args?: TlsEdgeArgs, opts?: pulumi.CustomResourceOptions) {
    const r = registration("TlsEdge", args, opts);
    super(r.provider, name, r.props, r.opts, "tunnels", "TlsEdge");
  }
}

/** The members a program declares for a TlsEdge. */
export interface TlsEdgeArgs {
  /**
   * Id of an existing object to take over at create, instead of creating one; read only at create. Destroying the resource later deletes the adopted object (set `retainOnDelete` to keep it).
   */
  adoptId?: pulumi.Input<string>;
  /** What this TLS edge is for; at most 255 bytes of UTF-8. */
  description?: pulumi.Input<string>;
  /** Arbitrary user data attached to this TLS edge, often JSON text; at most 4096 bytes. */
  metadata?: pulumi.Input<string>;
  /** The host:port pairs the edge listens on. */
  hostports?: pulumi.Input<pulumi.Input<string>[]>;
  /** Backend module: where the edge's traffic goes. */
  backend?: pulumi.Input<types.TlsEdgeBackendModuleArgs>;
  /** IP restriction module. */
  ipRestriction?: pulumi.Input<types.TlsEdgeIpRestrictionModuleArgs>;
  /** TLS termination module. */
  tlsTermination?: pulumi.Input<types.TlsEdgeTlsTerminationModuleArgs>;
}

/** What is known of an existing TlsEdge, for `TlsEdge.get`: every member optional. */
export interface TlsEdgeState {
  /**
   * Id of an existing object to take over at create, instead of creating one; read only at create. Destroying the resource later deletes the adopted object (set `retainOnDelete` to keep it).
   */
  adoptId?: pulumi.Input<string>;
  /** What this TLS edge is for; at most 255 bytes of UTF-8. */
  description?: pulumi.Input<string>;
  /** Arbitrary user data attached to this TLS edge, often JSON text; at most 4096 bytes. */
  metadata?: pulumi.Input<string>;
  /** The host:port pairs the edge listens on. */
  hostports?: pulumi.Input<pulumi.Input<string>[]>;
  /** Backend module: where the edge's traffic goes. */
  backend?: pulumi.Input<types.TlsEdgeBackendModuleArgs | null>;
  /** IP restriction module. */
  ipRestriction?: pulumi.Input<types.TlsEdgeIpRestrictionModuleArgs | null>;
  /** TLS termination module. */
  tlsTermination?: pulumi.Input<types.TlsEdgeTlsTerminationModuleArgs | null>;
}

// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import * as pulumi from "@pulumi/pulumi";
import { isClassInstance, registration } from "../resource-class";
import type * as types from "./types";

/**
 * An HTTPS edge: hostports where HTTPS traffic arrives, routed by its routes.
 *
 * Type token: `pulumi-nodejs:dynamic/tunnels:HttpsEdge`. Id for `HttpsEdge.get`: its own id (`edghts_…`), as `id` gives it.
 */
export class HttpsEdge extends pulumi.dynamic.Resource {
  /**
   * Reads an existing HttpsEdge into the program, by its own id (`edghts_…`), as `id` gives it.
   *
   * @param name The unique name of the resource in the program.
   * @param id The id of the object to read.
   * @param state What is known of it; it names the parents where the id does not.
   * @param opts Options of the resource.
   */
  public static get(
    name: string,
    id: pulumi.Input<pulumi.ID>,
    state?: HttpsEdgeState,
    opts?: pulumi.CustomResourceOptions,
  ): HttpsEdge {
    return new HttpsEdge(name, state as HttpsEdgeArgs, { ...opts, id });
  }

  /** Whether `obj` is a HttpsEdge, even one made by another copy of this package. */
  public static override isInstance(obj: unknown): obj is HttpsEdge {
    return isClassInstance(obj, "HttpsEdge");
  }

  /**
   * Id of an existing object to take over at create, instead of creating one; read only at create. Destroying the resource later deletes the adopted object (set `retainOnDelete` to keep it).
   */
  declare public readonly adoptId: pulumi.Output<string | undefined>;

  /** What this HTTPS edge is for; at most 255 bytes of UTF-8. */
  declare public readonly description: pulumi.Output<string | undefined>;

  /** Arbitrary user data attached to this HTTPS edge, often JSON text; at most 4096 bytes. */
  declare public readonly metadata: pulumi.Output<string | undefined>;

  /** The host:port pairs the edge listens on. */
  declare public readonly hostports: pulumi.Output<string[] | undefined>;

  /** TLS termination settings of the edge. */
  declare public readonly tlsTermination: pulumi.Output<types.HttpsEdgeTlsTerminationModule | null | undefined>;

  /**
   * Absolute URI of this HTTPS edge.
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
   * Creates a HttpsEdge.
   *
   * @param name The unique name of the resource in the program.
   * @param args The members to declare.
   * @param opts Options of the resource (`parent`, `dependsOn`, `protect`, `retainOnDelete`, …).
   */
  constructor(name: string, args?: HttpsEdgeArgs, opts?: pulumi.CustomResourceOptions) {
    const r = registration("HttpsEdge", args, opts);
    super(r.provider, name, r.props, r.opts, "tunnels", "HttpsEdge");
  }
}

/** The members a program declares for a HttpsEdge. */
export interface HttpsEdgeArgs {
  /**
   * Id of an existing object to take over at create, instead of creating one; read only at create. Destroying the resource later deletes the adopted object (set `retainOnDelete` to keep it).
   */
  adoptId?: pulumi.Input<string>;
  /** What this HTTPS edge is for; at most 255 bytes of UTF-8. */
  description?: pulumi.Input<string>;
  /** Arbitrary user data attached to this HTTPS edge, often JSON text; at most 4096 bytes. */
  metadata?: pulumi.Input<string>;
  /** The host:port pairs the edge listens on. */
  hostports?: pulumi.Input<pulumi.Input<string>[]>;
  /** TLS termination settings of the edge. */
  tlsTermination?: pulumi.Input<types.HttpsEdgeTlsTerminationModuleArgs>;
}

/** What is known of an existing HttpsEdge, for `HttpsEdge.get`: every member optional. */
export interface HttpsEdgeState {
  /**
   * Id of an existing object to take over at create, instead of creating one; read only at create. Destroying the resource later deletes the adopted object (set `retainOnDelete` to keep it).
   */
  adoptId?: pulumi.Input<string>;
  /** What this HTTPS edge is for; at most 255 bytes of UTF-8. */
  description?: pulumi.Input<string>;
  /** Arbitrary user data attached to this HTTPS edge, often JSON text; at most 4096 bytes. */
  metadata?: pulumi.Input<string>;
  /** The host:port pairs the edge listens on. */
  hostports?: pulumi.Input<pulumi.Input<string>[]>;
  /** TLS termination settings of the edge. */
  tlsTermination?: pulumi.Input<types.HttpsEdgeTlsTerminationModuleArgs | null>;
}

// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import * as pulumi from "@pulumi/pulumi";
import { isClassInstance, registration } from "../resource-class";
import type * as types from "./types";

/**
 * The TLS termination module of a TLS edge, managed on its own.
 *
 * A module of TlsEdge (its `tls_termination` member, at `/edges/tls/{edge_id}/tls_termination`) managed as a resource of its own: declare it here or inside its owner, never both.
 *
 * Type token: `pulumi-nodejs:dynamic/tunnels:TlsEdgeTlsTermination`. Id for `TlsEdgeTlsTermination.get`: `<edgeId>/tls_termination`, as the module's `id` gives it.
 */
export class TlsEdgeTlsTermination extends pulumi.dynamic.Resource {
  /**
   * Reads an existing TlsEdgeTlsTermination into the program, by `<edgeId>/tls_termination`, as the module's `id` gives it.
   *
   * @param name The unique name of the resource in the program.
   * @param id The id of the object to read.
   * @param state What is known of it; it names the parents where the id does not.
   * @param opts Options of the resource.
   */
  public static get(
    name: string,
    id: pulumi.Input<pulumi.ID>,
    state?: TlsEdgeTlsTerminationState,
    opts?: pulumi.CustomResourceOptions,
  ): TlsEdgeTlsTermination {
    return new TlsEdgeTlsTermination(name, state as TlsEdgeTlsTerminationArgs, { ...opts, id });
  }

  /** Whether `obj` is a TlsEdgeTlsTermination, even one made by another copy of this package. */
  public static override isInstance(obj: unknown): obj is TlsEdgeTlsTermination {
    return isClassInstance(obj, "TlsEdgeTlsTermination");
  }

  /** Id of the edge this belongs to. Create-only: changing it replaces the object. */
  declare public readonly edgeId: pulumi.Output<string>;

  /** Whether the module is applied to traffic; defaults to true. */
  declare public readonly enabled: pulumi.Output<boolean | undefined>;

  /** Where TLS is terminated; default edge. */
  declare public readonly terminateAt: pulumi.Output<"edge" | "upstream" | undefined>;

  /** Minimum TLS version for termination; default "1.2" when terminated at the edge. */
  declare public readonly minVersion: pulumi.Output<"1.0" | "1.1" | "1.2" | "1.3" | null | undefined>;

  /**
   * Creates a TlsEdgeTlsTermination.
   *
   * @param name The unique name of the resource in the program.
   * @param args The members to declare.
   * @param opts Options of the resource (`parent`, `dependsOn`, `protect`, `retainOnDelete`, …).
   */
  constructor(name: string, args: TlsEdgeTlsTerminationArgs, opts?: pulumi.CustomResourceOptions) {
    const r = registration("TlsEdgeTlsTermination", args, opts);
    super(r.provider, name, r.props, r.opts, "tunnels", "TlsEdgeTlsTermination");
  }
}

/** The members a program declares for a TlsEdgeTlsTermination. */
export interface TlsEdgeTlsTerminationArgs extends types.TlsEdgeTlsTerminationModuleArgs {
  /** Id of the edge this belongs to. Create-only: changing it replaces the object. */
  edgeId: pulumi.Input<string>;
}

/**
 * What is known of an existing TlsEdgeTlsTermination, for `TlsEdgeTlsTermination.get`: every member optional.
 */
export interface TlsEdgeTlsTerminationState extends Partial<TlsEdgeTlsTerminationArgs> {}

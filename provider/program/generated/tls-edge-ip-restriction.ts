// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import * as pulumi from "@pulumi/pulumi";
import { isClassInstance, registration } from "../resource-class";
import type * as types from "./types";

/**
 * The IP restriction module of a TLS edge, managed on its own.
 *
 * A module of TlsEdge (its `ip_restriction` member, at `/edges/tls/{edge_id}/ip_restriction`) managed as a resource of its own: declare it here or inside its owner, never both.
 *
 * Type token: `pulumi-nodejs:dynamic/tunnels:TlsEdgeIpRestriction`. Id for `TlsEdgeIpRestriction.get`: `<edgeId>/ip_restriction`, as the module's `id` gives it.
 */
export class TlsEdgeIpRestriction extends pulumi.dynamic.Resource {
  /**
   * Reads an existing TlsEdgeIpRestriction into the program, by `<edgeId>/ip_restriction`, as the module's `id` gives it.
   *
   * @param name The unique name of the resource in the program.
   * @param id The id of the object to read.
   * @param state What is known of it; it names the parents where the id does not.
   * @param opts Options of the resource.
   */
  public static get(
    name: string,
    id: pulumi.Input<pulumi.ID>,
    state?: TlsEdgeIpRestrictionState,
    opts?: pulumi.CustomResourceOptions,
  ): TlsEdgeIpRestriction {
    return new TlsEdgeIpRestriction(name, state as TlsEdgeIpRestrictionArgs, { ...opts, id });
  }

  /** Whether `obj` is a TlsEdgeIpRestriction, even one made by another copy of this package. */
  public static override isInstance(obj: unknown): obj is TlsEdgeIpRestriction {
    return isClassInstance(obj, "TlsEdgeIpRestriction");
  }

  /** Id of the edge this belongs to. Create-only: changing it replaces the object. */
  declare public readonly edgeId: pulumi.Output<string>;

  /** Whether the module is applied to traffic; defaults to true. */
  declare public readonly enabled: pulumi.Output<boolean | undefined>;

  /** Ids of the IP policies that decide whether a source IP is allowed. */
  declare public readonly ipPolicyIds: pulumi.Output<string[]>;

  /**
   * Creates a TlsEdgeIpRestriction.
   *
   * @param name The unique name of the resource in the program.
   * @param args The members to declare.
   * @param opts Options of the resource (`parent`, `dependsOn`, `protect`, `retainOnDelete`, …).
   */
  constructor(name: string, args: TlsEdgeIpRestrictionArgs, opts?: pulumi.CustomResourceOptions) {
    const r = registration("TlsEdgeIpRestriction", args, opts);
    super(r.provider, name, r.props, r.opts, "tunnels", "TlsEdgeIpRestriction");
  }
}

/** The members a program declares for a TlsEdgeIpRestriction. */
export interface TlsEdgeIpRestrictionArgs extends types.TlsEdgeIpRestrictionModuleArgs {
  /** Id of the edge this belongs to. Create-only: changing it replaces the object. */
  edgeId: pulumi.Input<string>;
}

/**
 * What is known of an existing TlsEdgeIpRestriction, for `TlsEdgeIpRestriction.get`: every member optional.
 */
export interface TlsEdgeIpRestrictionState extends Partial<TlsEdgeIpRestrictionArgs> {}

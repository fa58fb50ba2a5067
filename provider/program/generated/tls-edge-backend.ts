// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import * as pulumi from "@pulumi/pulumi";
import { isClassInstance, registration } from "../resource-class";
import type * as types from "./types";

/**
 * The backend module of a TLS edge, managed on its own.
 *
 * A module of TlsEdge (its `backend` member, at `/edges/tls/{edge_id}/backend`) managed as a resource of its own: declare it here or inside its owner, never both.
 *
 * Type token: `pulumi-nodejs:dynamic/tunnels:TlsEdgeBackend`. Id for `TlsEdgeBackend.get`: `<edgeId>/backend`, as the module's `id` gives it.
 */
export class TlsEdgeBackend extends pulumi.dynamic.Resource {
  /**
   * Reads an existing TlsEdgeBackend into the program, by `<edgeId>/backend`, as the module's `id` gives it.
   *
   * @param name The unique name of the resource in the program.
   * @param id The id of the object to read.
   * @param state What is known of it; it names the parents where the id does not.
   * @param opts Options of the resource.
   */
  public static get(
    name: string,
    id: pulumi.Input<pulumi.ID>,
    state?: TlsEdgeBackendState,
    opts?: pulumi.CustomResourceOptions,
  ): TlsEdgeBackend {
    return new TlsEdgeBackend(name, state as TlsEdgeBackendArgs, { ...opts, id });
  }

  /** Whether `obj` is a TlsEdgeBackend, even one made by another copy of this package. */
  public static override isInstance(obj: unknown): obj is TlsEdgeBackend {
    return isClassInstance(obj, "TlsEdgeBackend");
  }

  /** Id of the edge this belongs to. Create-only: changing it replaces the object. */
  declare public readonly edgeId: pulumi.Output<string>;

  /** Whether the module is applied to traffic; defaults to true. */
  declare public readonly enabled: pulumi.Output<boolean | undefined>;

  /**
   * Id of the backend that serves the traffic.
   *
   * Limits: at least 1 character.
   */
  declare public readonly backendId: pulumi.Output<string>;

  /**
   * Creates a TlsEdgeBackend.
   *
   * @param name The unique name of the resource in the program.
   * @param args The members to declare.
   * @param opts Options of the resource (`parent`, `dependsOn`, `protect`, `retainOnDelete`, …).
   */
  constructor(name: string, args: TlsEdgeBackendArgs, opts?: pulumi.CustomResourceOptions) {
    const r = registration("TlsEdgeBackend", args, opts);
    super(r.provider, name, r.props, r.opts, "tunnels", "TlsEdgeBackend");
  }
}

/** The members a program declares for a TlsEdgeBackend. */
export interface TlsEdgeBackendArgs extends types.TlsEdgeBackendModuleArgs {
  /** Id of the edge this belongs to. Create-only: changing it replaces the object. */
  edgeId: pulumi.Input<string>;
}

/** What is known of an existing TlsEdgeBackend, for `TlsEdgeBackend.get`: every member optional. */
export interface TlsEdgeBackendState extends Partial<TlsEdgeBackendArgs> {}

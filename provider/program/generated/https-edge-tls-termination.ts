// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import * as pulumi from "@pulumi/pulumi";
import { isClassInstance, registration } from "../resource-class";
import type * as types from "./types";

/**
 * The TLS termination module of an HTTPS edge, managed on its own.
 *
 * A module of HttpsEdge (its `tls_termination` member, at `/edges/https/{edge_id}/tls_termination`) managed as a resource of its own: declare it here or inside its owner, never both.
 *
 * Type token: `pulumi-nodejs:dynamic/tunnels:HttpsEdgeTlsTermination`. Id for `HttpsEdgeTlsTermination.get`: `<edgeId>/tls_termination`, as the module's `id` gives it.
 */
export class HttpsEdgeTlsTermination extends pulumi.dynamic.Resource {
  /**
   * Reads an existing HttpsEdgeTlsTermination into the program, by `<edgeId>/tls_termination`, as the module's `id` gives it.
   *
   * @param name The unique name of the resource in the program.
   * @param id The id of the object to read.
   * @param state What is known of it; it names the parents where the id does not.
   * @param opts Options of the resource.
   */
  public static get(
    name: string,
    id: pulumi.Input<pulumi.ID>,
    state?: HttpsEdgeTlsTerminationState,
    opts?: pulumi.CustomResourceOptions,
  ): HttpsEdgeTlsTermination {
    return new HttpsEdgeTlsTermination(name, state as HttpsEdgeTlsTerminationArgs, { ...opts, id });
  }

  /** Whether `obj` is a HttpsEdgeTlsTermination, even one made by another copy of this package. */
  public static override isInstance(obj: unknown): obj is HttpsEdgeTlsTermination {
    return isClassInstance(obj, "HttpsEdgeTlsTermination");
  }

  /** Id of the edge this belongs to. Create-only: changing it replaces the object. */
  declare public readonly edgeId: pulumi.Output<string>;

  /** Whether the module is applied to traffic; defaults to true. */
  declare public readonly enabled: pulumi.Output<boolean | undefined>;

  /** Minimum TLS version for termination; default "1.2" when terminated at the edge. */
  declare public readonly minVersion: pulumi.Output<"1.0" | "1.1" | "1.2" | "1.3" | null | undefined>;

  /**
   * Always edge for HTTPS edges.
   *
   * Output only: set by the service.
   */
  declare public readonly terminateAt: pulumi.Output<string | undefined>;

  /**
   * Creates a HttpsEdgeTlsTermination.
   *
   * @param name The unique name of the resource in the program.
   * @param args The members to declare.
   * @param opts Options of the resource (`parent`, `dependsOn`, `protect`, `retainOnDelete`, …).
   */
  constructor(name: string, args: HttpsEdgeTlsTerminationArgs, opts?: pulumi.CustomResourceOptions) {
    const r = registration("HttpsEdgeTlsTermination", args, opts);
    super(r.provider, name, r.props, r.opts, "tunnels", "HttpsEdgeTlsTermination");
  }
}

/** The members a program declares for a HttpsEdgeTlsTermination. */
export interface HttpsEdgeTlsTerminationArgs extends types.HttpsEdgeTlsTerminationModuleArgs {
  /** Id of the edge this belongs to. Create-only: changing it replaces the object. */
  edgeId: pulumi.Input<string>;
}

/**
 * What is known of an existing HttpsEdgeTlsTermination, for `HttpsEdgeTlsTermination.get`: every member optional.
 */
export interface HttpsEdgeTlsTerminationState extends Partial<HttpsEdgeTlsTerminationArgs> {}

// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import * as pulumi from "@pulumi/pulumi";
import { isClassInstance, registration } from "../resource-class";

/**
 * An IP policy: a named set of allow and deny rules that IP restriction modules apply.
 *
 * Type token: `pulumi-nodejs:dynamic/tunnels:IpPolicy`. Id for `IpPolicy.get`: its own id (`ipp_…`), as `id` gives it.
 */
export class IpPolicy extends pulumi.dynamic.Resource {
  /**
   * Reads an existing IpPolicy into the program, by its own id (`ipp_…`), as `id` gives it.
   *
   * @param name The unique name of the resource in the program.
   * @param id The id of the object to read.
   * @param state What is known of it; it names the parents where the id does not.
   * @param opts Options of the resource.
   */
  public static get(
    name: string,
    id: pulumi.Input<pulumi.ID>,
    state?: IpPolicyState,
    opts?: pulumi.CustomResourceOptions,
  ): IpPolicy {
    return new IpPolicy(name, state as IpPolicyArgs, { ...opts, id });
  }

  /** Whether `obj` is an IpPolicy, even one made by another copy of this package. */
  public static override isInstance(obj: unknown): obj is IpPolicy {
    return isClassInstance(obj, "IpPolicy");
  }

  /**
   * Id of an existing object to take over at create, instead of creating one; read only at create. Destroying the resource later deletes the adopted object (set `retainOnDelete` to keep it).
   */
  declare public readonly adoptId: pulumi.Output<string | undefined>;

  /** What this IP policy is for; at most 255 bytes of UTF-8. */
  declare public readonly description: pulumi.Output<string | undefined>;

  /** Arbitrary user data attached to this IP policy, often JSON text; at most 4096 bytes. */
  declare public readonly metadata: pulumi.Output<string | undefined>;

  /**
   * Absolute URI of this IP policy.
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
   * Creates an IpPolicy.
   *
   * @param name The unique name of the resource in the program.
   * @param args The members to declare.
   * @param opts Options of the resource (`parent`, `dependsOn`, `protect`, `retainOnDelete`, …).
   */
  constructor(name: string, args?: IpPolicyArgs, opts?: pulumi.CustomResourceOptions) {
    const r = registration("IpPolicy", args, opts);
    super(r.provider, name, r.props, r.opts, "tunnels", "IpPolicy");
  }
}

/** The members a program declares for an IpPolicy. */
export interface IpPolicyArgs {
  /**
   * Id of an existing object to take over at create, instead of creating one; read only at create. Destroying the resource later deletes the adopted object (set `retainOnDelete` to keep it).
   */
  adoptId?: pulumi.Input<string>;
  /** What this IP policy is for; at most 255 bytes of UTF-8. */
  description?: pulumi.Input<string>;
  /** Arbitrary user data attached to this IP policy, often JSON text; at most 4096 bytes. */
  metadata?: pulumi.Input<string>;
}

/** What is known of an existing IpPolicy, for `IpPolicy.get`: every member optional. */
export interface IpPolicyState extends Partial<IpPolicyArgs> {}

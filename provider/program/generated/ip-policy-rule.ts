// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import * as pulumi from "@pulumi/pulumi";
import { isClassInstance, registration } from "../resource-class";

/**
 * A rule of an IP policy: allow or deny one network.
 *
 * Type token: `pulumi-nodejs:dynamic/tunnels:IpPolicyRule`. Id for `IpPolicyRule.get`: its own id (`ipr_…`), as `id` gives it.
 */
export class IpPolicyRule extends pulumi.dynamic.Resource {
  /**
   * Reads an existing IpPolicyRule into the program, by its own id (`ipr_…`), as `id` gives it.
   *
   * @param name The unique name of the resource in the program.
   * @param id The id of the object to read.
   * @param state What is known of it; it names the parents where the id does not.
   * @param opts Options of the resource.
   */
  public static get(
    name: string,
    id: pulumi.Input<pulumi.ID>,
    state?: IpPolicyRuleState,
    opts?: pulumi.CustomResourceOptions,
  ): IpPolicyRule {
    return new IpPolicyRule(name, state as IpPolicyRuleArgs, { ...opts, id });
  }

  /** Whether `obj` is an IpPolicyRule, even one made by another copy of this package. */
  public static override isInstance(obj: unknown): obj is IpPolicyRule {
    return isClassInstance(obj, "IpPolicyRule");
  }

  /**
   * Id of an existing object to take over at create, instead of creating one; read only at create. Destroying the resource later deletes the adopted object (set `retainOnDelete` to keep it).
   */
  declare public readonly adoptId: pulumi.Output<string | undefined>;

  /** What this IP policy rule is for; at most 255 bytes of UTF-8. */
  declare public readonly description: pulumi.Output<string | undefined>;

  /** Arbitrary user data attached to this IP policy rule, often JSON text; at most 4096 bytes. */
  declare public readonly metadata: pulumi.Output<string | undefined>;

  /**
   * The network the rule matches, in CIDR notation; IPv6 is stored in lower case.
   *
   * Lower-cased by the service.
   */
  declare public readonly cidr: pulumi.Output<string>;

  /**
   * Whether matching traffic is allowed or denied.
   *
   * Create-only: changing it replaces the object.
   */
  declare public readonly action: pulumi.Output<"allow" | "deny">;

  /**
   * Id of the IP policy the rule belongs to.
   *
   * Create-only: changing it replaces the object.
   *
   * Limits: at least 1 character.
   */
  declare public readonly ipPolicyId: pulumi.Output<string>;

  /**
   * Absolute URI of this IP policy rule.
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
   * Creates an IpPolicyRule.
   *
   * @param name The unique name of the resource in the program.
   * @param args The members to declare.
   * @param opts Options of the resource (`parent`, `dependsOn`, `protect`, `retainOnDelete`, …).
   */
  constructor(name: string, args: IpPolicyRuleArgs, opts?: pulumi.CustomResourceOptions) {
    const r = registration("IpPolicyRule", args, opts);
    super(r.provider, name, r.props, r.opts, "tunnels", "IpPolicyRule");
  }
}

/** The members a program declares for an IpPolicyRule. */
export interface IpPolicyRuleArgs {
  /**
   * Id of an existing object to take over at create, instead of creating one; read only at create. Destroying the resource later deletes the adopted object (set `retainOnDelete` to keep it).
   */
  adoptId?: pulumi.Input<string>;
  /** What this IP policy rule is for; at most 255 bytes of UTF-8. */
  description?: pulumi.Input<string>;
  /** Arbitrary user data attached to this IP policy rule, often JSON text; at most 4096 bytes. */
  metadata?: pulumi.Input<string>;
  /**
   * The network the rule matches, in CIDR notation; IPv6 is stored in lower case.
   *
   * Lower-cased by the service.
   */
  cidr: pulumi.Input<string>;
  /**
   * Whether matching traffic is allowed or denied.
   *
   * Create-only: changing it replaces the object.
   */
  action: pulumi.Input<"allow" | "deny">;
  /**
   * Id of the IP policy the rule belongs to.
   *
   * Create-only: changing it replaces the object.
   *
   * Limits: at least 1 character.
   */
  ipPolicyId: pulumi.Input<string>;
}

/** What is known of an existing IpPolicyRule, for `IpPolicyRule.get`: every member optional. */
export interface IpPolicyRuleState extends Partial<IpPolicyRuleArgs> {}

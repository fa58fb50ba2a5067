// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import * as pulumi from "@pulumi/pulumi";
import { isClassInstance, registration } from "../resource-class";

/**
 * An API key: its token authenticates calls to the service. The token is shown once, at creation.
 *
 * Type token: `pulumi-nodejs:dynamic/tunnels:ApiKey`. Id for `ApiKey.get`: its own id (`ak_…`), as `id` gives it.
 */
export class ApiKey extends pulumi.dynamic.Resource {
  /**
   * Reads an existing ApiKey into the program, by its own id (`ak_…`), as `id` gives it.
   *
   * @param name The unique name of the resource in the program.
   * @param id The id of the object to read.
   * @param state What is known of it; it names the parents where the id does not.
   * @param opts Options of the resource.
   */
  public static get(
    name: string,
    id: pulumi.Input<pulumi.ID>,
    state?: ApiKeyState,
    opts?: pulumi.CustomResourceOptions,
  ): ApiKey {
    return new ApiKey(name, state as ApiKeyArgs, { ...opts, id });
  }

  /** Whether `obj` is an ApiKey, even one made by another copy of this package. */
  public static override isInstance(obj: unknown): obj is ApiKey {
    return isClassInstance(obj, "ApiKey");
  }

  /** What this API key is for; at most 255 bytes of UTF-8. */
  declare public readonly description: pulumi.Output<string | undefined>;

  /** Arbitrary user data attached to this API key, often JSON text; at most 4096 bytes. */
  declare public readonly metadata: pulumi.Output<string | undefined>;

  /**
   * User or bot that owns the key; defaults to the caller. Only admins may name another owner.
   *
   * Create-only: changing it replaces the object.
   *
   * Limits: at least 1 character.
   */
  declare public readonly ownerId: pulumi.Output<string | undefined>;

  /**
   * Absolute URI of this API key.
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
   * Bearer token for the Authorization header; returned only when the key is created.
   *
   * Output only: set by the service. Secret: a secret in Pulumi state, never shown in logs or errors.
   */
  declare public readonly token: pulumi.Output<string | null | undefined>;

  /**
   * Creates an ApiKey.
   *
   * @param name The unique name of the resource in the program.
   * @param args The members to declare.
   * @param opts Options of the resource (`parent`, `dependsOn`, `protect`, `retainOnDelete`, …).
   */
  constructor(name: string, args?: ApiKeyArgs, opts?: pulumi.CustomResourceOptions) {
    const r = registration("ApiKey", args, opts);
    super(r.provider, name, r.props, r.opts, "tunnels", "ApiKey");
  }
}

/** The members a program declares for an ApiKey. */
export interface ApiKeyArgs {
  /** What this API key is for; at most 255 bytes of UTF-8. */
  description?: pulumi.Input<string>;
  /** Arbitrary user data attached to this API key, often JSON text; at most 4096 bytes. */
  metadata?: pulumi.Input<string>;
  /**
   * User or bot that owns the key; defaults to the caller. Only admins may name another owner.
   *
   * Create-only: changing it replaces the object.
   *
   * Limits: at least 1 character.
   */
  ownerId?: pulumi.Input<string>;
}

/** What is known of an existing ApiKey, for `ApiKey.get`: every member optional. */
export interface ApiKeyState extends Partial<ApiKeyArgs> {}

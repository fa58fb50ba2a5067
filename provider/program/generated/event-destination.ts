// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import * as pulumi from "@pulumi/pulumi";
import { isClassInstance, registration } from "../resource-class";
import type * as types from "./types";

/**
 * An event destination: where serialized events are delivered, once a subscription names it.
 *
 * Type token: `pulumi-nodejs:dynamic/tunnels:EventDestination`. Id for `EventDestination.get`: its own id (`ed_…`), as `id` gives it.
 */
export class EventDestination extends pulumi.dynamic.Resource {
  /**
   * Reads an existing EventDestination into the program, by its own id (`ed_…`), as `id` gives it.
   *
   * @param name The unique name of the resource in the program.
   * @param id The id of the object to read.
   * @param state What is known of it; it names the parents where the id does not.
   * @param opts Options of the resource.
   */
  public static get(
    name: string,
    id: pulumi.Input<pulumi.ID>,
    state?: EventDestinationState,
    opts?: pulumi.CustomResourceOptions,
  ): EventDestination {
    return new EventDestination(name, state as EventDestinationArgs, { ...opts, id });
  }

  /** Whether `obj` is an EventDestination, even one made by another copy of this package. */
  public static override isInstance(obj: unknown): obj is EventDestination {
    return isClassInstance(obj, "EventDestination");
  }

  /**
   * Id of an existing object to take over at create, instead of creating one; read only at create. Destroying the resource later deletes the adopted object (set `retainOnDelete` to keep it).
   */
  declare public readonly adoptId: pulumi.Output<string | undefined>;

  /** What this event destination is for; at most 255 bytes of UTF-8. */
  declare public readonly description: pulumi.Output<string | undefined>;

  /** Arbitrary user data attached to this event destination, often JSON text; at most 4096 bytes. */
  declare public readonly metadata: pulumi.Output<string | undefined>;

  /**
   * Serialization format of events; only json (any case, returned in lower case).
   *
   * Lower-cased by the service.
   */
  declare public readonly format: pulumi.Output<string | undefined>;

  /** Where and how events are sent: exactly one target member is set. */
  declare public readonly target: pulumi.Output<types.EventDestinationTarget>;

  /**
   * Absolute URI of this event destination.
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
   * Creates an EventDestination.
   *
   * @param name The unique name of the resource in the program.
   * @param args The members to declare.
   * @param opts Options of the resource (`parent`, `dependsOn`, `protect`, `retainOnDelete`, …).
   */
  constructor(name: string, args: EventDestinationArgs, opts?: pulumi.CustomResourceOptions) {
    const r = registration("EventDestination", args, opts);
    super(r.provider, name, r.props, r.opts, "tunnels", "EventDestination");
  }
}

/** The members a program declares for an EventDestination. */
export interface EventDestinationArgs {
  /**
   * Id of an existing object to take over at create, instead of creating one; read only at create. Destroying the resource later deletes the adopted object (set `retainOnDelete` to keep it).
   */
  adoptId?: pulumi.Input<string>;
  /** What this event destination is for; at most 255 bytes of UTF-8. */
  description?: pulumi.Input<string>;
  /** Arbitrary user data attached to this event destination, often JSON text; at most 4096 bytes. */
  metadata?: pulumi.Input<string>;
  /**
   * Serialization format of events; only json (any case, returned in lower case).
   *
   * Lower-cased by the service.
   */
  format?: pulumi.Input<string>;
  /** Where and how events are sent: exactly one target member is set. */
  target: pulumi.Input<types.EventDestinationTargetArgs>;
}

/** What is known of an existing EventDestination, for `EventDestination.get`: every member optional. */
export interface EventDestinationState {
  /**
   * Id of an existing object to take over at create, instead of creating one; read only at create. Destroying the resource later deletes the adopted object (set `retainOnDelete` to keep it).
   */
  adoptId?: pulumi.Input<string>;
  /** What this event destination is for; at most 255 bytes of UTF-8. */
  description?: pulumi.Input<string>;
  /** Arbitrary user data attached to this event destination, often JSON text; at most 4096 bytes. */
  metadata?: pulumi.Input<string>;
  /**
   * Serialization format of events; only json (any case, returned in lower case).
   *
   * Lower-cased by the service.
   */
  format?: pulumi.Input<string>;
  /** Where and how events are sent: exactly one target member is set. */
  target?: pulumi.Input<types.EventDestinationTargetState>;
}

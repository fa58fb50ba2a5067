// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import * as pulumi from "@pulumi/pulumi";
import { isClassInstance, registration } from "../resource-class";
import type * as types from "./types";

/**
 * An event subscription: which events are sent to which event destinations.
 *
 * Type token: `pulumi-nodejs:dynamic/tunnels:EventSubscription`. Id for `EventSubscription.get`: its own id (`esb_…`), as `id` gives it.
 */
export class EventSubscription extends pulumi.dynamic.Resource {
  /**
   * Reads an existing EventSubscription into the program, by its own id (`esb_…`), as `id` gives it.
   *
   * @param name The unique name of the resource in the program.
   * @param id The id of the object to read.
   * @param state What is known of it; it names the parents where the id does not.
   * @param opts Options of the resource.
   */
  public static get(
    name: string,
    id: pulumi.Input<pulumi.ID>,
    state?: EventSubscriptionState,
    opts?: pulumi.CustomResourceOptions,
  ): EventSubscription {
    return new EventSubscription(name, state as EventSubscriptionArgs, { ...opts, id });
  }

  /** Whether `obj` is an EventSubscription, even one made by another copy of this package. */
  public static override isInstance(obj: unknown): obj is EventSubscription {
    return isClassInstance(obj, "EventSubscription");
  }

  /**
   * Id of an existing object to take over at create, instead of creating one; read only at create. Destroying the resource later deletes the adopted object (set `retainOnDelete` to keep it).
   */
  declare public readonly adoptId: pulumi.Output<string | undefined>;

  /** What this event subscription is for; at most 255 bytes of UTF-8. */
  declare public readonly description: pulumi.Output<string | undefined>;

  /** Arbitrary user data attached to this event subscription, often JSON text; at most 4096 bytes. */
  declare public readonly metadata: pulumi.Output<string | undefined>;

  /** The kinds of events subscribed to. */
  declare public readonly sources: pulumi.Output<types.EventSubscriptionSources[] | undefined>;

  /** Ids of the event destinations events are sent to. */
  declare public readonly destinationIds: pulumi.Output<string[] | undefined>;

  /**
   * Absolute URI of this event subscription.
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
   * Creates an EventSubscription.
   *
   * @param name The unique name of the resource in the program.
   * @param args The members to declare.
   * @param opts Options of the resource (`parent`, `dependsOn`, `protect`, `retainOnDelete`, …).
   */
  constructor(name: string, args?: EventSubscriptionArgs, opts?: pulumi.CustomResourceOptions) {
    const r = registration("EventSubscription", args, opts);
    super(r.provider, name, r.props, r.opts, "tunnels", "EventSubscription");
  }
}

/** The members a program declares for an EventSubscription. */
export interface EventSubscriptionArgs {
  /**
   * Id of an existing object to take over at create, instead of creating one; read only at create. Destroying the resource later deletes the adopted object (set `retainOnDelete` to keep it).
   */
  adoptId?: pulumi.Input<string>;
  /** What this event subscription is for; at most 255 bytes of UTF-8. */
  description?: pulumi.Input<string>;
  /** Arbitrary user data attached to this event subscription, often JSON text; at most 4096 bytes. */
  metadata?: pulumi.Input<string>;
  /** The kinds of events subscribed to. */
  sources?: pulumi.Input<pulumi.Input<types.EventSubscriptionSourcesArgs>[]>;
  /** Ids of the event destinations events are sent to. */
  destinationIds?: pulumi.Input<pulumi.Input<string>[]>;
}

/** What is known of an existing EventSubscription, for `EventSubscription.get`: every member optional. */
export interface EventSubscriptionState extends Partial<EventSubscriptionArgs> {}

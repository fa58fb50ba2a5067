// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import type * as pulumi from "@pulumi/pulumi";

/**
 * The shape of each item of `EventSubscription.sources`.
 *
 * As outputs and state hold it.
 */
export interface EventSubscriptionSources {
  /** The event type, such as http_request_complete.v0. */
  type: string;
}

/**
 * The shape of each item of `EventSubscription.sources`.
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface EventSubscriptionSourcesArgs {
  /** The event type, such as http_request_complete.v0. */
  type: pulumi.Input<string>;
}

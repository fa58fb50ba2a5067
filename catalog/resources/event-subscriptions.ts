import { z } from "zod";
import { identity, type Mode, obj, ref, only } from "../fields";
import { describedBy } from "../shared-members";
import { field } from "../flags";
import { eventDestinations } from "./event-destinations";
import { defineResource, type ResourceDef } from "../types";

/** The events of traffic rather than of a resource. */
export const TRAFFIC_EVENT_TYPES: readonly string[] = [
  "http_request_complete.v0",
  "tcp_connection_closed.v0",
];

/**
 * Every event type a subscription may name: the three of each resource that says `emitsEvents` (docs/contract.md
 * §2), then the traffic events. The catalog's index calls it with its complete list of resources.
 */
export const eventSourceTypes = (
  sources: readonly Pick<ResourceDef, "kind" | "emitsEvents">[],
): readonly string[] =>
  Object.freeze([
    ...sources
      .filter((r) => r.emitsEvents)
      .flatMap((r) => [`${r.kind}_created.v0`, `${r.kind}_updated.v0`, `${r.kind}_deleted.v0`]),
    ...TRAFFIC_EVENT_TYPES,
  ]);

function eventSubscription<M extends Mode>(mode: M, types: readonly string[]) {
  const source = obj(mode, {
    type: field(
      z.string().refine((t) => types.includes(t), {
        message: `must be an event type such as ${types[0]} or ${TRAFFIC_EVENT_TYPES[0]}`,
      }),
      "The event type, such as http_request_complete.v0.",
    ),
    ...only(mode, "response", {
      uri: field(z.string(), "URI of this source.", {
        computed: true,
        computedByHook: true,
        notInState: true,
      }).optional(),
    }),
  });
  return obj(mode, {
    ...only(mode, "response", identity("event subscription")),
    ...describedBy("event subscription"),
    sources: field(z.array(source), "The kinds of events subscribed to.").optional(),
    ...only(mode, "request", {
      destination_ids: field(
        z.array(z.string().min(1, "must not be empty")),
        "Ids of the event destinations events are sent to.",
        { references: eventDestinations.kind },
      ).optional(),
    }),
    ...only(mode, "response", {
      destinations: field(
        z.array(ref("An event destination.")),
        "The event destinations events are sent to.",
        {
          requestAs: "destination_ids",
          references: eventDestinations.kind,
        },
      ).optional(),
    }),
  });
}

/**
 * Event subscriptions, whose sources may name `types` (built by the catalog's index from every other resource
 * with `eventSourceTypes`, so that this file needs no list of resources and no import of the index).
 */
export const eventSubscriptionsNaming = (types: readonly string[]) =>
  defineResource({
    className: "EventSubscription",
    clientName: "eventSubscriptions",
    kind: "event_subscription",
    emitsEvents: false,
    collection: "/event_subscriptions",
    parents: [],
    idPrefix: "esb_",
    listKey: "event_subscriptions",
    operations: ["create", "get", "list", "update", "delete"],
    create: eventSubscription("request", types),
    update: eventSubscription("request", types),
    response: eventSubscription("response", types),
    description: "An event subscription: which events are sent to which event destinations.",
  });

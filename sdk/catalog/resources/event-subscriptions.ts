import { z } from "zod";
import { description, identity, type Mode, metadata, obj, ref, only } from "../fields";
import { field } from "../flags";
import { defineResource } from "../types";

/**
 * Every event type a subscription may name. The catalog's index fills it from each resource's
 * `emitsEvents` and the traffic events (a resource file cannot import the index, which imports it).
 */
export const EVENT_SOURCE_TYPES: string[] = [];

/** The events of traffic rather than of a resource. */
export const TRAFFIC_EVENT_TYPES = ["http_request_complete.v0", "tcp_connection_closed.v0"];

function eventSubscription<M extends Mode>(mode: M) {
  const source = obj(mode, {
    type: field(
      z.string().refine((t) => EVENT_SOURCE_TYPES.includes(t), {
        message: "must be an event type such as api_key_created.v0 or http_request_complete.v0",
      }),
      "The event type, such as http_request_complete.v0.",
    ),
    ...only(mode, "response", {
      uri: field(z.string(), "URI of this source.", { computed: true, notInState: true }).optional(),
    }),
  });
  return obj(mode, {
    ...only(mode, "response", identity("event subscription")),
    description: description("event subscription"),
    metadata: metadata("event subscription"),
    sources: field(z.array(source), "The kinds of events subscribed to.").optional(),
    ...only(mode, "request", {
      destination_ids: field(
        z.array(z.string().min(1, "must not be empty")),
        "Ids of the event destinations events are sent to.",
        { references: "event_destination" },
      ).optional(),
    }),
    ...only(mode, "response", {
      destinations: field(
        z.array(ref("An event destination.")),
        "The event destinations events are sent to.",
        {
          requestAs: "destination_ids",
          references: "event_destination",
        },
      ).optional(),
    }),
  });
}

export const eventSubscriptions = defineResource({
  className: "EventSubscription",
  clientName: "eventSubscriptions",
  kind: "event_subscription",
  emitsEvents: false,
  collection: "/event_subscriptions",
  parents: [],
  idPrefix: "esb_",
  listKey: "event_subscriptions",
  operations: ["create", "get", "list", "update", "delete"],
  create: eventSubscription("request"),
  update: eventSubscription("request"),
  response: eventSubscription("response"),
  description: "An event subscription: which events are sent to which event destinations.",
});

import { z } from "zod";
import { identity, type Mode, obj, rule, only } from "../fields";
import { describedBy } from "../shared-members";
import { field } from "../flags";
import { defineResource } from "../types";

const arn = (what: string) => field(z.string().min(1, "must not be empty"), `ARN of the ${what}.`);

/** A secret the service accepts but answers as null: requests must carry it, responses show null. */
const redactedSecret = (mode: Mode, description: string) => {
  const base = field(z.string().min(1, "must not be empty"), description, { secret: true, redacted: true });
  return mode === "request" ? base : base.nullish();
};

function cloudAuth<M extends Mode>(mode: M) {
  const schema = obj(mode, {
    role: field(
      obj(mode, { role_arn: arn("role the service assumes to deliver events") }),
      "A role the service assumes to deliver events.",
    ).nullish(),
    creds: field(
      obj(mode, {
        aws_access_key_id: field(
          z.string().min(1, "must not be empty"),
          "Access key id of long-term credentials.",
        ),
        aws_secret_access_key: redactedSecret(mode, "Secret access key; never returned by the service."),
      }),
      "Long-term access keys.",
      { longLived: true },
    ).nullish(),
  });
  return rule(mode, schema, (a, ctx) => {
    if ((a.role == null) === (a.creds == null)) ctx.fail([], "must hold exactly one of role or creds");
  });
}

export const EVENT_TARGETS = ["firehose", "kinesis", "cloudwatch_logs", "datadog"] as const;

function eventTarget<M extends Mode>(mode: M) {
  const auth = () =>
    field(cloudAuth(mode), "How the service authenticates to the cloud: exactly one of role or creds.", {
      typeName: "EventDestinationTargetAuth",
    });
  const schema = obj(mode, {
    firehose: field(
      obj(mode, { auth: auth(), delivery_stream_arn: arn("delivery stream") }),
      "Deliver to a Firehose delivery stream.",
    ).nullish(),
    kinesis: field(
      obj(mode, { auth: auth(), stream_arn: arn("Kinesis stream") }),
      "Deliver to a Kinesis stream.",
    ).nullish(),
    cloudwatch_logs: field(
      obj(mode, { auth: auth(), log_group_arn: arn("CloudWatch Logs log group") }),
      "Deliver to a CloudWatch Logs log group.",
    ).nullish(),
    datadog: field(
      obj(mode, {
        api_key: redactedSecret(mode, "Datadog API key; never returned by the service."),
        ddtags: field(z.string(), "Tags sent with each event.").optional(),
        service: field(z.string(), "Service name sent with each event.").optional(),
        ddsite: field(z.string(), "Datadog site to send to.").optional(),
      }),
      "Deliver to Datadog.",
    ).nullish(),
  });
  return rule(mode, schema, (t, ctx) => {
    const set = EVENT_TARGETS.filter((k) => t[k] != null);
    if (set.length !== 1)
      ctx.fail([], `must hold exactly one target (one of ${EVENT_TARGETS.join(", ")}); found ${set.length}`);
  });
}

function eventDestination<M extends Mode>(mode: M) {
  return obj(mode, {
    ...only(mode, "response", identity("event destination")),
    ...describedBy("event destination"),
    format: field(
      z
        .string()
        .refine((f) => f.toLowerCase() === "json", { message: "must be json (any case), the only format" }),
      "Serialization format of events; only json (any case, returned in lower case).",
      { lowercase: true },
    ).optional(),
    target: field(eventTarget(mode), "Where and how events are sent: exactly one target member is set.", {
      deliversTo: true,
    }),
  });
}

export const eventDestinations = defineResource({
  className: "EventDestination",
  clientName: "eventDestinations",
  kind: "event_destination",
  emitsEvents: true,
  collection: "/event_destinations",
  parents: [],
  idPrefix: "ed_",
  listKey: "event_destinations",
  operations: ["create", "get", "list", "update", "delete"],
  create: eventDestination("request"),
  update: eventDestination("request").partial(),
  response: eventDestination("response"),
  description: "An event destination: where serialized events are delivered, once a subscription names it.",
});

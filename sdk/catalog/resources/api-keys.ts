import { z } from "zod";
import { description, identity, type Mode, metadata, obj, only } from "../fields";
import { field } from "../flags";
import { defineResource } from "../types";

const ownerId = (flags = {}) =>
  field(
    z.string().min(1, "must not be empty"),
    "User or bot that owns the key; defaults to the caller. Only admins may name another owner.",
    {
      createOnly: true,
      ...flags,
    },
  ).optional();

function apiKey<M extends Mode>(mode: M) {
  return obj(mode, {
    ...only(mode, "response", identity("API key")),
    description: description("API key"),
    metadata: metadata("API key"),
    owner_id: ownerId(),
    ...only(mode, "response", {
      token: field(
        z.string(),
        "Bearer token for the Authorization header; returned only when the key is created.",
        {
          computed: true,
          secret: true,
          redacted: true,
        },
      ).nullish(),
    }),
  });
}

export const apiKeys = defineResource({
  className: "ApiKey",
  clientName: "apiKeys",
  kind: "api_key",
  emitsEvents: true,
  // The token is only in the create response: an adopted key could never have it.
  adoptable: false,
  collection: "/api_keys",
  parents: [],
  idPrefix: "ak_",
  listKey: "keys",
  operations: ["create", "get", "list", "update", "delete"],
  create: apiKey("request"),
  update: z.strictObject({ description: description("API key"), metadata: metadata("API key") }),
  response: apiKey("response"),
  description:
    "An API key: its token authenticates calls to the service. The token is shown once, at creation.",
});

import { identity, type Mode, obj, only } from "../fields";
import { describedBy, onceShownToken, ownerId, updateSchema } from "../shared-members";
import { defineResource } from "../types";

function apiKey<M extends Mode>(mode: M) {
  return obj(mode, {
    ...only(mode, "response", identity("API key")),
    ...describedBy("API key"),
    owner_id: ownerId("key"),
    ...only(mode, "response", {
      token: onceShownToken(
        "Bearer token for the Authorization header; returned only when the key is created.",
        { credential: true },
      ),
    }),
  });
}

export const apiKeys = defineResource({
  className: "ApiKey",
  clientName: "apiKeys",
  kind: "api_key",
  emitsEvents: true,
  collection: "/api_keys",
  parents: [],
  idPrefix: "ak_",
  listKey: "keys",
  operations: ["create", "get", "list", "update", "delete"],
  create: apiKey("request"),
  update: updateSchema("API key"),
  response: apiKey("response"),
  description:
    "An API key: its token authenticates calls to the service. The token is shown once, at creation.",
});

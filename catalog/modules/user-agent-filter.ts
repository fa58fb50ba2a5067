import { enabled, type Mode, obj, stringList } from "../fields";

/** The user-agent filter module of routes. */

export function userAgentFilterModule<M extends Mode>(mode: M) {
  return obj(mode, {
    enabled: enabled(),
    allow: stringList("User-agent patterns that are allowed.").optional(),
    deny: stringList("User-agent patterns that are denied.").optional(),
  });
}

/** The route's entry in ROUTE_MODULES (index.ts). */
export const userAgentFilterRoute = {
  request: userAgentFilterModule("request"),
  response: userAgentFilterModule("response"),
  doc: "User-agent filter module: allows or denies by user agent.",
};

import { z } from "zod";
import { type Mode, obj, stringList } from "../fields";
import { field } from "../flags";
import { sessionMembers, signIn } from "./sign-in-session";

/** The OIDC module of routes: users sign in through an OpenID Connect provider (docs/contract.md §4). */

export function oidcModule<M extends Mode>(mode: M) {
  return signIn(
    obj(mode, {
      ...sessionMembers(),
      issuer: field(z.string().min(1, "must not be empty"), "OpenID provider base URL used for discovery."),
      client_id: field(z.string().min(1, "must not be empty"), "Client id, also the audience."),
      client_secret: field(z.string().min(1, "must not be empty"), "Client secret.", { secret: true }),
      scopes: stringList("Scopes requested.").optional(),
    }),
  );
}

/** The route's entry in ROUTE_MODULES (index.ts). */
export const oidcRoute = {
  request: oidcModule("request"),
  response: oidcModule("response"),
  doc: "OIDC module: users sign in through an OpenID Connect provider.",
};

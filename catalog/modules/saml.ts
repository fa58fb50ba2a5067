import { z } from "zod";
import { type Mode, obj, only, stringList } from "../fields";
import { field } from "../flags";
import { sessionMembers, signIn } from "./sign-in-session";

/** The SAML module of routes: users sign in through a SAML identity provider (docs/contract.md §4). */

export const SAML_NAMEID_FORMATS = [
  "urn:oasis:names:tc:SAML:2.0:nameid-format:persistent",
  "urn:oasis:names:tc:SAML:2.0:nameid-format:transient",
  "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress",
  "urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified",
] as const;

export function samlModule<M extends Mode>(mode: M) {
  // The route's server hook fills these in from the edge's hostport and the route's id.
  const computed = (d: string) => field(z.string(), d, { computed: true, computedByHook: true }).optional();
  return signIn(
    obj(mode, {
      ...sessionMembers(),
      idp_metadata: field(
        z.string().min(1, "must hold the IdP's EntityDescriptor XML"),
        "Full XML EntityDescriptor of the identity provider.",
      ),
      force_authn: field(z.boolean(), "The IdP must re-prompt for credentials.").optional(),
      allow_idp_initiated: field(
        z.boolean(),
        "The IdP may start a login, RelayState carrying the target URL.",
      ).optional(),
      authorized_groups: stringList("Only members of a listed group may access.", {
        narrowsAccess: true,
      }).optional(),
      nameid_format: field(
        z.enum(SAML_NAMEID_FORMATS, { message: `must be one of ${SAML_NAMEID_FORMATS.join(", ")}` }),
        "NameID format requested from the IdP; default persistent.",
        { serviceDefault: "urn:oasis:names:tc:SAML:2.0:nameid-format:persistent" },
      ).optional(),
      ...only(mode, "response", {
        entity_id: computed("The service provider's entity id."),
        assertion_consumer_service_url: computed("Where the IdP posts assertions."),
        single_logout_url: computed("Single logout URL."),
        metadata_url: computed("URL of the service provider's metadata."),
      }),
    }),
  );
}

/** The route's entry in ROUTE_MODULES (index.ts). */
export const samlRoute = {
  request: samlModule("request"),
  response: samlModule("response"),
  doc: "SAML module: users sign in through a SAML identity provider.",
};

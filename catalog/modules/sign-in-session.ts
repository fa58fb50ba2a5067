import { z } from "zod";
import { enabled, uint32 } from "../fields";
import { field, flagged } from "../flags";

/** The sign-in modules of routes (oauth.ts, saml.ts, oidc.ts): docs/contract.md §1, §2 and §4. */

/** A sign-in module: it keeps out whoever cannot sign in (the security rules read the flag). */
export const signIn = <T extends z.ZodType>(schema: T) => flagged(schema, { guards: "identity" });

/** Session members shared by oauth, saml and oidc. */
export function sessionMembers() {
  return {
    enabled: enabled(),
    options_passthrough: field(
      z.boolean(),
      "Do not enforce authentication on HTTP OPTIONS requests (needed for CORS).",
    ).optional(),
    cookie_prefix: field(z.string(), 'Prefix of the session cookie set on the client; default "edge.".', {
      serviceDefault: "edge.",
    }).optional(),
    inactivity_timeout: uint32(
      "Seconds without access after which the user must authenticate again.",
    ).optional(),
    maximum_duration: uint32(
      "Seconds of an authenticated session after which the user must authenticate again.",
    ).optional(),
  };
}

import { z } from "zod";
import { type Mode, obj, rule, stringList, uint32 } from "../fields";
import { field } from "../flags";
import { sessionMembers, signIn } from "./sign-in-session";

/** The OAuth module of routes: users sign in with an identity provider (docs/contract.md §4). */

export const OAUTH_PROVIDERS = [
  "github",
  "facebook",
  "microsoft",
  "google",
  "linkedin",
  "gitlab",
  "twitch",
  "amazon",
] as const;

function oauthProviderConfig<M extends Mode>(mode: M, name: string) {
  const schema = obj(mode, {
    client_id: field(
      z.string().min(1, "must not be empty"),
      "Client id of your own OAuth app; without it the service's managed app is used.",
    ).optional(),
    client_secret: field(
      z.string().min(1, "must not be empty"),
      "Client secret of your own OAuth app; required with client_id.",
      {
        secret: true,
      },
    ).optional(),
    scopes: stringList("Provider-specific scopes; only with both client_id and client_secret.").optional(),
    email_addresses: stringList("Authenticated users with these email addresses are allowed.", {
      narrowsAccess: true,
    }).optional(),
    email_domains: stringList("Authenticated users with these email domains are allowed.", {
      narrowsAccess: true,
    }).optional(),
    ...(name === "github"
      ? {
          teams: stringList("Team slugs of the form <org>/<team>; members of any are allowed.", {
            narrowsAccess: true,
          }).optional(),
          organizations: stringList("Organization slugs; members of any are allowed.", {
            narrowsAccess: true,
          }).optional(),
        }
      : {}),
  });
  return rule(mode, schema, (p, ctx) => {
    if (p.client_id !== undefined && p.client_secret === undefined)
      ctx.fail(["client_secret"], "is required when client_id is set");
    if (p.client_secret !== undefined && p.client_id === undefined)
      ctx.fail(["client_id"], "is required when client_secret is set");
    if (p.scopes !== undefined && (p.client_id === undefined || p.client_secret === undefined))
      ctx.fail(["scopes"], "may be set only with both client_id and client_secret of your own OAuth app");
  });
}

export function oauthModule<M extends Mode>(mode: M) {
  const providers = Object.fromEntries(
    OAUTH_PROVIDERS.map((name) => [
      name,
      field(
        oauthProviderConfig(mode, name),
        `Settings for ${name} as identity provider.`,
        // Every provider but GitHub (its teams and organizations) has the same members: one type for them.
        name === "github" ? {} : { typeName: "HttpsEdgeRouteOauthProviderSettings" },
      ).nullish(),
    ]),
  ) as Record<
    (typeof OAUTH_PROVIDERS)[number],
    z.ZodOptional<z.ZodNullable<ReturnType<typeof oauthProviderConfig>>>
  >;
  const provider = rule(mode, obj(mode, providers), (p, ctx) => {
    const set = OAUTH_PROVIDERS.filter((n) => p[n] != null);
    if (set.length !== 1)
      ctx.fail(
        [],
        `must hold exactly one identity provider (one of ${OAUTH_PROVIDERS.join(", ")}); found ${set.length}`,
      );
  });
  return signIn(
    obj(mode, {
      ...sessionMembers(),
      provider: field(provider, "The identity provider: exactly one of its members is set."),
      auth_check_interval: uint32(
        "Seconds after which user state is refreshed from the identity provider.",
      ).optional(),
    }),
  );
}

/** The route's entry in ROUTE_MODULES (index.ts). */
export const oauthRoute = {
  request: oauthModule("request"),
  response: oauthModule("response"),
  doc: "OAuth module: users sign in with an identity provider.",
};

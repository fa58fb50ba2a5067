import { z } from "zod";
import { enabled, type Mode, obj, rule } from "../fields";
import { field, flagged } from "../flags";

/** The webhook verification module of routes: the signatures of a webhook sender checked (docs/contract.md §4). */

export const WEBHOOK_PROVIDERS = [
  "aftership",
  "airship",
  "autodesk",
  "bitbucket",
  "bolt",
  "box",
  "brex",
  "buildkite",
  "calendly",
  "castle",
  "chargify",
  "circleci",
  "clearbit",
  "clerk",
  "coinbase",
  "contentful",
  "docusign",
  "dropbox",
  "facebook_graph_api",
  "facebook_messenger",
  "frameio",
  "github",
  "gitlab",
  "go1",
  "graphcms",
  "heroku",
  "hostedhooks",
  "hubspot",
  "instagram",
  "intercom",
  "launch_darkly",
  "mailchimp",
  "mailgun",
  "microsoft_teams",
  "modern_treasury",
  "mongodb",
  "mux",
  "orbit",
  "pagerduty",
  "pinwheel",
  "plivo",
  "pusher",
  "sendgrid",
  "sentry",
  "shopify",
  "signal_sciences",
  "slack",
  "sns",
  "sonatype",
  "square",
  "stripe",
  "svix",
  "terraform",
  "tiktok",
  "trendmicro_conformity",
  "twilio",
  "twitter",
  "typeform",
  "vmware",
  "webex",
  "whatsapp",
  "worldline",
  "xero",
  "zendesk",
  "zoom",
] as const;
const webhookProviders = new Set<string>(WEBHOOK_PROVIDERS);

export function webhookVerificationModule<M extends Mode>(mode: M) {
  const schema = obj(mode, {
    enabled: enabled(),
    provider: field(
      z.string().refine((p) => webhookProviders.has(p.toLowerCase()), {
        message: "must be a supported webhook sender such as github, stripe, slack or sns (any case)",
      }),
      "The webhook sender whose signatures are verified: one of the names listed, in lower case (YAML takes no other case; a program that passes another case at run time is accepted), stored in lower case.",
      { lowercase: true, anyCaseOf: WEBHOOK_PROVIDERS },
    ),
    secret: field(
      z.string().min(1, "must not be empty"),
      "Secret used to verify signatures; required for every provider except sns.",
      {
        secret: true,
      },
    ).optional(),
  });
  // It keeps out requests its sender did not sign (the security rules read the flag).
  return rule(mode, flagged(schema, { guards: "sender" }), (m, ctx) => {
    const sns = typeof m.provider === "string" && m.provider.toLowerCase() === "sns";
    if (sns && m.secret !== undefined)
      ctx.fail(["secret"], "must be left out for provider sns, which signs without a shared secret");
    if (!sns && m.secret === undefined) ctx.fail(["secret"], "is required for every provider except sns");
  });
}

/** The route's entry in ROUTE_MODULES (index.ts). */
export const webhookVerificationRoute = {
  request: webhookVerificationModule("request"),
  response: webhookVerificationModule("response"),
  doc: "Webhook verification module: checks the signatures of a webhook sender.",
};

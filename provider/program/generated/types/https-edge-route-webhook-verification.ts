// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import type * as pulumi from "@pulumi/pulumi";

/**
 * The `HttpsEdgeRoute.webhookVerification` module, also managed on its own as a HttpsEdgeRouteWebhookVerification (whose Args extend HttpsEdgeRouteWebhookVerificationModuleArgs).
 *
 * As outputs and state hold it.
 */
export interface HttpsEdgeRouteWebhookVerificationModule {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: boolean;
  /**
   * The webhook sender whose signatures are verified: one of the names listed, in lower case (YAML takes no other case; a program that passes another case at run time is accepted), stored in lower case.
   *
   * Lower-cased by the service.
   */
  provider: "aftership" | "airship" | "autodesk" | "bitbucket" | "bolt" | "box" | "brex" | "buildkite" | "calendly" | "castle" | "chargify" | "circleci" | "clearbit" | "clerk" | "coinbase" | "contentful" | "docusign" | "dropbox" | "facebook_graph_api" | "facebook_messenger" | "frameio" | "github" | "gitlab" | "go1" | "graphcms" | "heroku" | "hostedhooks" | "hubspot" | "instagram" | "intercom" | "launch_darkly" | "mailchimp" | "mailgun" | "microsoft_teams" | "modern_treasury" | "mongodb" | "mux" | "orbit" | "pagerduty" | "pinwheel" | "plivo" | "pusher" | "sendgrid" | "sentry" | "shopify" | "signal_sciences" | "slack" | "sns" | "sonatype" | "square" | "stripe" | "svix" | "terraform" | "tiktok" | "trendmicro_conformity" | "twilio" | "twitter" | "typeform" | "vmware" | "webex" | "whatsapp" | "worldline" | "xero" | "zendesk" | "zoom";
  /**
   * Secret used to verify signatures; required for every provider except sns.
   *
   * Secret: a secret in Pulumi state, never shown in logs or errors.
   *
   * Limits: at least 1 character.
   */
  secret?: string;
}

/**
 * The `HttpsEdgeRoute.webhookVerification` module, also managed on its own as a HttpsEdgeRouteWebhookVerification (whose Args extend HttpsEdgeRouteWebhookVerificationModuleArgs).
 *
 * As a program declares it: every member, nested too, takes a `pulumi.Input`.
 */
export interface HttpsEdgeRouteWebhookVerificationModuleArgs {
  /** Whether the module is applied to traffic; defaults to true. */
  enabled?: pulumi.Input<boolean>;
  /**
   * The webhook sender whose signatures are verified: one of the names listed, in lower case (YAML takes no other case; a program that passes another case at run time is accepted), stored in lower case.
   *
   * Lower-cased by the service.
   */
  provider: pulumi.Input<"aftership" | "airship" | "autodesk" | "bitbucket" | "bolt" | "box" | "brex" | "buildkite" | "calendly" | "castle" | "chargify" | "circleci" | "clearbit" | "clerk" | "coinbase" | "contentful" | "docusign" | "dropbox" | "facebook_graph_api" | "facebook_messenger" | "frameio" | "github" | "gitlab" | "go1" | "graphcms" | "heroku" | "hostedhooks" | "hubspot" | "instagram" | "intercom" | "launch_darkly" | "mailchimp" | "mailgun" | "microsoft_teams" | "modern_treasury" | "mongodb" | "mux" | "orbit" | "pagerduty" | "pinwheel" | "plivo" | "pusher" | "sendgrid" | "sentry" | "shopify" | "signal_sciences" | "slack" | "sns" | "sonatype" | "square" | "stripe" | "svix" | "terraform" | "tiktok" | "trendmicro_conformity" | "twilio" | "twitter" | "typeform" | "vmware" | "webex" | "whatsapp" | "worldline" | "xero" | "zendesk" | "zoom">;
  /**
   * Secret used to verify signatures; required for every provider except sns.
   *
   * Secret: a secret in Pulumi state, never shown in logs or errors.
   *
   * Limits: at least 1 character.
   */
  secret?: pulumi.Input<string>;
}

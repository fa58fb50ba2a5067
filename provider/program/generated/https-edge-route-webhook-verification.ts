// Generated from the catalog (catalog/) by `npm run gen-classes`: do not edit by hand.
// Formatting and lint are left out of Biome for this folder (biome.json): the test keeps it current.
import * as pulumi from "@pulumi/pulumi";
import { isClassInstance, registration } from "../resource-class";
import type * as types from "./types";

/**
 * The webhook verification module of an HTTPS edge route, managed on its own.
 *
 * A module of HttpsEdgeRoute (its `webhook_verification` member, at `/edges/https/{edge_id}/routes/{route_id}/webhook_verification`) managed as a resource of its own: declare it here or inside its owner, never both.
 *
 * Type token: `pulumi-nodejs:dynamic/tunnels:HttpsEdgeRouteWebhookVerification`. Id for `HttpsEdgeRouteWebhookVerification.get`: `<edgeId>/<routeId>/webhook_verification`, as the module's `id` gives it.
 */
export class HttpsEdgeRouteWebhookVerification extends pulumi.dynamic.Resource {
  /**
   * Reads an existing HttpsEdgeRouteWebhookVerification into the program, by `<edgeId>/<routeId>/webhook_verification`, as the module's `id` gives it.
   *
   * @param name The unique name of the resource in the program.
   * @param id The id of the object to read.
   * @param state What is known of it; it names the parents where the id does not.
   * @param opts Options of the resource.
   */
  public static get(
    name: string,
    id: pulumi.Input<pulumi.ID>,
    state?: HttpsEdgeRouteWebhookVerificationState,
    opts?: pulumi.CustomResourceOptions,
  ): HttpsEdgeRouteWebhookVerification {
    return new HttpsEdgeRouteWebhookVerification(name, state as HttpsEdgeRouteWebhookVerificationArgs, { ...opts, id });
  }

  /**
   * Whether `obj` is a HttpsEdgeRouteWebhookVerification, even one made by another copy of this package.
   */
  public static override isInstance(obj: unknown): obj is HttpsEdgeRouteWebhookVerification {
    return isClassInstance(obj, "HttpsEdgeRouteWebhookVerification");
  }

  /** Id of the edge this belongs to. Create-only: changing it replaces the object. */
  declare public readonly edgeId: pulumi.Output<string>;

  /**
   * Id of the route this module belongs to (the route's own id, as `route.id` gives it). Create-only: changing it replaces the object.
   */
  declare public readonly routeId: pulumi.Output<string>;

  /** Whether the module is applied to traffic; defaults to true. */
  declare public readonly enabled: pulumi.Output<boolean | undefined>;

  /**
   * The webhook sender whose signatures are verified: one of the names listed, in lower case (YAML takes no other case; a program that passes another case at run time is accepted), stored in lower case.
   *
   * Lower-cased by the service.
   */
  declare public readonly provider: pulumi.Output<"aftership" | "airship" | "autodesk" | "bitbucket" | "bolt" | "box" | "brex" | "buildkite" | "calendly" | "castle" | "chargify" | "circleci" | "clearbit" | "clerk" | "coinbase" | "contentful" | "docusign" | "dropbox" | "facebook_graph_api" | "facebook_messenger" | "frameio" | "github" | "gitlab" | "go1" | "graphcms" | "heroku" | "hostedhooks" | "hubspot" | "instagram" | "intercom" | "launch_darkly" | "mailchimp" | "mailgun" | "microsoft_teams" | "modern_treasury" | "mongodb" | "mux" | "orbit" | "pagerduty" | "pinwheel" | "plivo" | "pusher" | "sendgrid" | "sentry" | "shopify" | "signal_sciences" | "slack" | "sns" | "sonatype" | "square" | "stripe" | "svix" | "terraform" | "tiktok" | "trendmicro_conformity" | "twilio" | "twitter" | "typeform" | "vmware" | "webex" | "whatsapp" | "worldline" | "xero" | "zendesk" | "zoom">;

  /**
   * Secret used to verify signatures; required for every provider except sns.
   *
   * Secret: a secret in Pulumi state, never shown in logs or errors.
   *
   * Limits: at least 1 character.
   */
  declare public readonly secret: pulumi.Output<string | undefined>;

  /**
   * Creates a HttpsEdgeRouteWebhookVerification.
   *
   * @param name The unique name of the resource in the program.
   * @param args The members to declare.
   * @param opts Options of the resource (`parent`, `dependsOn`, `protect`, `retainOnDelete`, …).
   */
  constructor(name: string, args: HttpsEdgeRouteWebhookVerificationArgs, opts?: pulumi.CustomResourceOptions) {
    const r = registration("HttpsEdgeRouteWebhookVerification", args, opts);
    super(r.provider, name, r.props, r.opts, "tunnels", "HttpsEdgeRouteWebhookVerification");
  }
}

/** The members a program declares for a HttpsEdgeRouteWebhookVerification. */
export interface HttpsEdgeRouteWebhookVerificationArgs extends types.HttpsEdgeRouteWebhookVerificationModuleArgs {
  /** Id of the edge this belongs to. Create-only: changing it replaces the object. */
  edgeId: pulumi.Input<string>;
  /**
   * Id of the route this module belongs to (the route's own id, as `route.id` gives it). Create-only: changing it replaces the object.
   */
  routeId: pulumi.Input<string>;
}

/**
 * What is known of an existing HttpsEdgeRouteWebhookVerification, for `HttpsEdgeRouteWebhookVerification.get`: every member optional.
 */
export interface HttpsEdgeRouteWebhookVerificationState extends Partial<HttpsEdgeRouteWebhookVerificationArgs> {}

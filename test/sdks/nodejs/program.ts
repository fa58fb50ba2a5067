/**
 * The Node.js SDK's test program: what a user writes with `@pulumi-tunnels/tunnels` (test/sdks/README.md). The
 * same resources as the Python, Go and Java programs, with a second route, and an explicit provider for a second
 * account. Compiled with `tsc --strict` against the packed SDK (test/sdks/nodejs-project.ts), so it is typed as a
 * user's program is.
 */
import * as pulumi from "@pulumi/pulumi";
import * as tunnels from "@pulumi-tunnels/tunnels";

// Written in clear here on purpose: the exported state must hold them only encrypted, each at its own path.
const DATADOG_KEY = "dd-nodejs-s3cr3t";
const OAUTH_SECRET = "oauth-nodejs-s3cr3t";
const OIDC_SECRET = "oidc-nodejs-s3cr3t";
const WEBHOOK_SECRET = "webhook-nodejs-s3cr3t";
const AWS_SECRET = "aws-nodejs-s3cr3t";

const office = new tunnels.IpPolicy("office", { description: "Office networks" });
const site = new tunnels.HttpsEdge("site", {
  hostports: ["node.example.com:443"],
  description: "Public site",
});
const app = new tunnels.HttpsEdgeRoute("app", {
  edgeId: site.id,
  matchType: tunnels.HttpsEdgeRouteMatchType.PathPrefix,
  match: "/app",
  ipRestriction: { ipPolicyIds: [office.id] },
  compression: {},
  circuitBreaker: { errorThresholdPercentage: 0.5, volumeThreshold: 20 },
  // Modules holding a secret member, never wrapped: only that member is secret.
  oauth: {
    provider: {
      github: { clientId: "gh-app", clientSecret: OAUTH_SECRET, emailDomains: ["example.com"] },
    },
  },
  oidc: { issuer: "https://id.example.com", clientId: "oidc-app", clientSecret: OIDC_SECRET },
  webhookVerification: {
    provider: tunnels.HttpsEdgeRouteWebhookVerificationProvider.Github,
    secret: WEBHOOK_SECRET,
  },
});
const health = new tunnels.HttpsEdgeRoute("health", {
  edgeId: site.id,
  matchType: "exact_path",
  match: "/health",
  responseHeaders: { add: { "cache-control": "no-store" } },
});
// A module managed as its own resource: the route never declares `policy`, so the two never fight.
new tunnels.HttpsEdgeRoutePolicy("app-policy", {
  edgeId: site.id,
  routeId: app.id,
  inbound: [
    {
      name: "no scanners",
      expressions: ["req.user_agent.contains('sqlmap')"],
      actions: [{ type: tunnels.HttpsEdgeRoutePolicyRuleActionsType.Deny }],
    },
  ],
});
const key = new tunnels.ApiKey("ci", { description: "CI" });
new tunnels.EventDestination("audit", {
  description: "Audit trail",
  target: { datadog: { apiKey: DATADOG_KEY, service: "edge" } },
});
new tunnels.EventDestination("stream", {
  target: {
    firehose: {
      auth: { creds: { awsAccessKeyId: "AKIAEXAMPLE", awsSecretAccessKey: AWS_SECRET } },
      deliveryStreamArn: "arn:aws:firehose:eu-west-1:123456789012:deliverystream/audit",
    },
  },
});

// A second account, through a provider of its own: its settings from the project's config.
const config = new pulumi.Config();
const lab = new tunnels.Provider("lab", {
  apiUrl: config.require("labUrl"),
  apiKey: config.requireSecret("labKey"),
});
const labOffice = new tunnels.IpPolicy("lab-office", { description: "Lab networks" }, { provider: lab });

const online = tunnels.getTunnelsOutput();
export const siteId = site.id;
export const routeId = app.id;
export const healthId = health.id;
export const labOfficeId = labOffice.id;
export const keyToken = key.token;
export const tunnelCount = online.tunnels.apply((t) => t.length);

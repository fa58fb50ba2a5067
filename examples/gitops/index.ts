/**
 * One program, one stack per environment: the public edge of an app, its office-only admin route and its
 * GitHub webhook receiver. What differs between `staging` and `production` is stack config, committed in
 * `Pulumi.<stack>.yaml` (the API key and the webhook secret encrypted there by the passphrase provider).
 */
import * as pulumi from "@pulumi/pulumi";
import * as tunnels from "pulumi-tunnels";

const config = new pulumi.Config();
const stack = pulumi.getStack();
// The host name the edge serves, for example `app.staging.example.com`.
const hostname = config.require("hostname");
// The networks let into /admin, as CIDRs.
const officeCidrs = config.requireObject<string[]>("officeCidrs");
// Set with `pulumi config set --secret webhookSecret`: encrypted in Pulumi.<stack>.yaml, a secret in state.
const webhookSecret = config.requireSecret("webhookSecret");

const office = new tunnels.IpPolicy("office", { description: `Office networks (${stack})` });
for (const [i, cidr] of officeCidrs.entries())
  new tunnels.IpPolicyRule(`office-${i}`, { ipPolicyId: office.id, cidr, action: "allow" });

const web = new tunnels.TunnelGroupBackend("web", {
  description: `Web tier (${stack})`,
  labels: { app: "web", env: stack },
});
const backend = { backendId: web.id };

const edge = new tunnels.HttpsEdge("site", {
  description: `Public site (${stack})`,
  hostports: [`${hostname}:443`],
  tlsTermination: { minVersion: "1.2" },
});

new tunnels.HttpsEdgeRoute("app", {
  edgeId: edge.id,
  matchType: "path_prefix",
  match: "/",
  description: "The web app",
  backend,
  compression: {},
});

new tunnels.HttpsEdgeRoute("admin", {
  edgeId: edge.id,
  matchType: "path_prefix",
  match: "/admin",
  description: "Administration, from the office only",
  backend,
  ipRestriction: { ipPolicyIds: [office.id] },
});

new tunnels.HttpsEdgeRoute("hooks", {
  edgeId: edge.id,
  matchType: "exact_path",
  match: "/hooks/github",
  description: "GitHub webhooks, signature checked",
  backend,
  webhookVerification: { provider: "github", secret: webhookSecret },
});

export const edgeId = edge.id;
export const hostports = edge.hostports;

// The YAML stack of Pulumi.yaml.part written with the TypeScript classes (dynamic resources): one violation and one
// compliant twin of each rule of the tunnels policy pack, the same names (test/policy/policy-cli.ts).
const pulumi = require("@pulumi/pulumi");
const tunnels = require("pulumi-tunnels");

const web = new tunnels.HttpsEdge("web", {
  hostports: ["policy.example.com:443"],
  tlsTermination: { minVersion: "1.2" },
});
new tunnels.HttpsEdge("tls-old", {
  hostports: ["old.example.com:443"],
  tlsTermination: { minVersion: "1.1" },
});
const office = new tunnels.IpPolicy("office", { description: "office networks" });
const rule = (name, cidr) => new tunnels.IpPolicyRule(name, { ipPolicyId: office.id, cidr, action: "allow" });
rule("rule-world", "0.0.0.0/0");
rule("rule-world-ok", "203.0.113.0/24");
rule("rule-wide", "10.0.0.0/7");
rule("rule-wide-ok", "10.0.0.0/8");
new tunnels.ApiKey("key-undescribed", {});
new tunnels.ApiKey("key-undescribed-ok", { description: "CI deploys of team platform" });
new tunnels.EventDestination("dest-target", {
  target: { datadog: { apiKey: pulumi.secret("dd-policy-s3cr3t") } },
});
new tunnels.EventDestination("dest-target-ok", {
  target: {
    kinesis: {
      streamArn: "arn:aws:kinesis:us-east-1:1:stream/events",
      auth: { role: { roleArn: "arn:aws:iam::1:role/events" } },
    },
  },
});
new tunnels.EventDestination("dest-keys", {
  target: {
    firehose: {
      deliveryStreamArn: "arn:aws:firehose:us-east-1:1:deliverystream/events",
      auth: {
        creds: { awsAccessKeyId: "AKIAPOLICY", awsSecretAccessKey: pulumi.secret("aws-policy-s3cr3t") },
      },
    },
  },
});
const route = (name, args) =>
  new tunnels.HttpsEdgeRoute(name, { edgeId: web.id, matchType: "path_prefix", ...args });
const ips = { ipPolicyIds: [office.id] };
route("route-open", { match: "/open" });
const guardedOnItsOwn = route("route-open-ok", { match: "/office" });
new tunnels.HttpsEdgeRouteIpRestriction("route-open-ok-ips", {
  edgeId: web.id,
  routeId: guardedOnItsOwn.id,
  ...ips,
});
route("route-signin", { match: "/anyone", oauth: { provider: { google: {} } } });
route("route-signin-ok", {
  match: "/app",
  oauth: { provider: { google: { emailDomains: ["example.com"] } } },
});
route("route-duplicate", { match: "/twice", ipRestriction: ips });
route("route-duplicate-2", { match: "/twice", ipRestriction: ips });
route("route-hook", { match: "/webhooks/github", ipRestriction: ips });
route("route-hook-ok", {
  match: "/hooks/stripe",
  ipRestriction: ips,
  webhookVerification: { provider: "stripe", secret: pulumi.secret("whsec-policy-s3cr3t") },
});

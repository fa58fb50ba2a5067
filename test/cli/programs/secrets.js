// Every kind of secret the package handles, each given as a plain string, as users write them.
const t = require("pulumi-tunnels");

const key = new t.ApiKey("key", { description: "ci" });
const edge = new t.HttpsEdge("edge", { hostports: ["secrets.example.com:443"] });
const route = new t.HttpsEdgeRoute("route", {
  edgeId: edge.id,
  matchType: "path_prefix",
  match: "/",
  webhookVerification: { provider: "github", secret: "webhook-s3cr3t" },
  oauth: { provider: { google: { clientId: "oauth-client", clientSecret: "oauth-s3cr3t" } } },
});
const oidcRoute = new t.HttpsEdgeRoute("oidc-route", {
  edgeId: edge.id,
  matchType: "exact_path",
  match: "/id",
  oidc: { issuer: "https://id.example.com", clientId: "oidc-client", clientSecret: "oidc-s3cr3t" },
});
new t.EventDestination("datadog", { target: { datadog: { apiKey: "datadog-s3cr3t" } } });
new t.EventDestination("logs", {
  target: {
    cloudwatchLogs: {
      auth: { creds: { awsAccessKeyId: "AKIAEXAMPLE", awsSecretAccessKey: "aws-s3cr3t" } },
      logGroupArn: "arn:aws:logs:us-east-1:123456789012:log-group:audit",
    },
  },
});

module.exports = { token: key.token, routeId: route.id, oidcRouteId: oidcRoute.id };

import * as pulumi from "@pulumi/pulumi";
import * as tunnels from "@pulumi-tunnels/tunnels";

const config = new pulumi.Config();
const webhookSecret = config.require("webhookSecret");
const datadogApiKey = config.require("datadogApiKey");
const hostname = config.get("hostname") || "www.example.com";
const webTunnelsVar = tunnels.getTunnelsOutput({
    labels: {
        app: "web",
    },
}).apply(invoke => invoke.tunnels);
const office = new tunnels.IpPolicy("office", {description: "Office networks"});
const officeV4 = new tunnels.IpPolicyRule("office-v4", {
    ipPolicyId: office.id,
    cidr: "203.0.113.0/24",
    action: tunnels.IpPolicyRuleAction.Allow,
});
const web = new tunnels.TunnelGroupBackend("web", {
    description: "Web tier",
    labels: {
        app: "web",
    },
});
const site = new tunnels.HttpsEdge("site", {
    description: "Public site",
    hostports: [`${hostname}:443`],
    tlsTermination: {
        minVersion: tunnels.TlsVersion.TlsVersion_1_2,
    },
});
const app = new tunnels.HttpsEdgeRoute("app", {
    edgeId: site.id,
    matchType: tunnels.HttpsEdgeRouteMatchType.Path_prefix,
    match: "/app",
    description: "The web app, from the office only",
    backend: {
        backendId: web.id,
    },
    ipRestriction: {
        ipPolicyIds: [office.id],
    },
    circuitBreaker: {
        errorThresholdPercentage: 0.5,
        volumeThreshold: 20,
    },
    compression: {},
    requestHeaders: {
        add: {
            "X-Forwarded-Edge": "www",
        },
    },
    responseHeaders: {
        remove: ["Server"],
    },
});
const appPolicy = new tunnels.HttpsEdgeRoutePolicy("app-policy", {
    edgeId: site.id,
    routeId: app.id,
    inbound: [{
        name: "no scanners",
        expressions: ["req.user_agent.contains('sqlmap')"],
        actions: [{
            type: tunnels.HttpsEdgeRoutePolicyRuleActionsType.Deny,
        }],
    }],
});
const hooks = new tunnels.HttpsEdgeRoute("hooks", {
    edgeId: site.id,
    matchType: tunnels.HttpsEdgeRouteMatchType.Exact_path,
    match: "/hooks/github",
    description: "GitHub webhooks, signatures checked at the edge",
    backend: {
        backendId: web.id,
    },
    webhookVerification: {
        provider: tunnels.HttpsEdgeRouteWebhookVerificationProvider.Github,
        secret: webhookSecret,
    },
});
const audit = new tunnels.EventDestination("audit", {
    description: "Audit trail in Datadog",
    format: "json",
    target: {
        datadog: {
            apiKey: datadogApiKey,
            service: "edge",
        },
    },
});
const auditChanges = new tunnels.EventSubscription("audit-changes", {
    description: "Configuration changes of the edge, to Datadog",
    sources: [
        {
            type: "https_edge_updated.v0",
        },
        {
            type: "https_edge_route_updated.v0",
        },
    ],
    destinationIds: [audit.id],
});
export const edgeId = site.id;
export const appRouteId = app.id;
export const subscriptionId = auditChanges.id;
export const webTunnels = webTunnelsVar;

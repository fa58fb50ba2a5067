import * as pulumi from "@pulumi/pulumi";
import * as tunnels from "@pulumi-tunnels/tunnels";

const config = new pulumi.Config();
const webhookSecret = config.require("webhookSecret");
const datadogApiKey = config.require("datadogApiKey");
const hostname = config.get("hostname") || "intranet.example.com";
const intranetTunnelsVar = tunnels.getTunnelsOutput({
    labels: {
        app: "web",
    },
}).apply(invoke => invoke.tunnels);
const corp = new tunnels.IpPolicy("corp", {description: "Office networks"});
const corpV4 = new tunnels.IpPolicyRule("corp-v4", {
    ipPolicyId: corp.id,
    cidr: "203.0.113.0/24",
    action: tunnels.IpPolicyRuleAction.Allow,
});
const intranetServers = new tunnels.TunnelGroupBackend("intranet-servers", {
    description: "Web tier",
    labels: {
        app: "web",
    },
});
const intranet = new tunnels.HttpsEdge("intranet", {
    description: "Intranet",
    hostports: [`${hostname}:443`],
    tlsTermination: {
        minVersion: tunnels.TlsVersion.TlsVersion_1_2,
    },
});
const app = new tunnels.HttpsEdgeRoute("app", {
    edgeId: intranet.id,
    matchType: tunnels.HttpsEdgeRouteMatchType.PathPrefix,
    match: "/app",
    description: "The web app, from the office only",
    backend: {
        backendId: intranetServers.id,
    },
    ipRestriction: {
        ipPolicyIds: [corp.id],
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
    edgeId: intranet.id,
    routeId: app.id,
    inbound: [{
        name: "no scanners",
        expressions: ["req.user_agent.contains('sqlmap')"],
        actions: [{
            type: tunnels.HttpsEdgeRoutePolicyRuleActionsType.Deny,
        }],
    }],
});
const intranetHooks = new tunnels.HttpsEdgeRoute("intranet-hooks", {
    edgeId: intranet.id,
    matchType: tunnels.HttpsEdgeRouteMatchType.ExactPath,
    match: "/hooks/github",
    description: "GitHub webhooks, signatures checked at the edge",
    backend: {
        backendId: intranetServers.id,
    },
    webhookVerification: {
        provider: tunnels.HttpsEdgeRouteWebhookVerificationProvider.Github,
        secret: webhookSecret,
    },
});
const edgeAudit = new tunnels.EventDestination("edge-audit", {
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
    destinationIds: [edgeAudit.id],
});
export const edgeId = intranet.id;
export const appRouteId = app.id;
export const changesSubscriptionId = auditChanges.id;
export const intranetTunnels = intranetTunnelsVar;

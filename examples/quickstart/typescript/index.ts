import * as pulumi from "@pulumi/pulumi";
import * as tunnels from "@pulumi-tunnels/tunnels";

const config = new pulumi.Config();
const webhookSecret = config.require("webhookSecret");
const datadogApiKey = config.require("datadogApiKey");
const online = tunnels.getTunnelsOutput({
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
    hostports: ["site.example.com:443"],
    tlsTermination: {
        minVersion: tunnels.TlsVersion.TlsVersion_1_2,
    },
});
const api = new tunnels.HttpsEdgeRoute("api", {
    edgeId: site.id,
    matchType: tunnels.HttpsEdgeRouteMatchType.PathPrefix,
    match: "/api",
    description: "API, office only",
    backend: {
        backendId: web.id,
    },
    ipRestriction: {
        ipPolicyIds: [office.id],
    },
    circuitBreaker: {
        errorThresholdPercentage: 0.25,
    },
    requestHeaders: {
        add: {
            "X-Served-By": "tunnels",
        },
        remove: ["Cookie"],
    },
    compression: {},
});
const hooks = new tunnels.HttpsEdgeRoute("hooks", {
    edgeId: site.id,
    matchType: tunnels.HttpsEdgeRouteMatchType.ExactPath,
    match: "/hooks/github",
    backend: {
        backendId: web.id,
    },
});
const hooksGithub = new tunnels.HttpsEdgeRouteWebhookVerification("hooks-github", {
    edgeId: site.id,
    routeId: hooks.id,
    provider: tunnels.HttpsEdgeRouteWebhookVerificationProvider.Github,
    secret: webhookSecret,
});
const deploy = new tunnels.ApiKey("deploy", {description: "Deploys from CI"});
const bastion = new tunnels.ReservedAddr("bastion", {
    region: tunnels.Region.Eu,
    description: "SSH bastion",
});
const hosts = new tunnels.SshCertificateAuthority("hosts", {
    privateKeyType: tunnels.SshCertificateAuthorityPrivateKeyType.Ecdsa,
    ellipticCurve: tunnels.SshCertificateAuthorityEllipticCurve.P384,
});
const audit = new tunnels.EventDestination("audit", {
    description: "Audit trail",
    format: "json",
    target: {
        datadog: {
            apiKey: datadogApiKey,
            service: "tunnels",
            ddsite: "datadoghq.eu",
        },
    },
});
const auditSubscription = new tunnels.EventSubscription("audit-subscription", {
    sources: [
        {
            type: "api_key_created.v0",
        },
        {
            type: "https_edge_route_updated.v0",
        },
    ],
    destinationIds: [audit.id],
});
export const apiRouteUri = api.uri;
export const deployToken = deploy.token;
export const bastionAddr = bastion.addr;
export const hostCaPublicKey = hosts.publicKey;
export const webTunnels = online;

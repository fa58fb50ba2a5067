import * as pulumi from "@pulumi/pulumi";
import * as tunnels from "@pulumi-tunnels/tunnels";

const config = new pulumi.Config();
const oidcClientSecret = config.require("oidcClientSecret");
const webhookSecret = config.require("webhookSecret");
const staff = new tunnels.IpPolicy("staff", {description: "Office networks"});
const staffV4 = new tunnels.IpPolicyRule("staff-v4", {
    ipPolicyId: staff.id,
    cidr: "203.0.113.0/24",
    action: tunnels.IpPolicyRuleAction.Allow,
});
const staffV6 = new tunnels.IpPolicyRule("staff-v6", {
    ipPolicyId: staff.id,
    cidr: "2001:db8:10::/48",
    action: tunnels.IpPolicyRuleAction.Allow,
});
const blocked = new tunnels.IpPolicy("blocked", {description: "Networks never let in"});
const blockedV4 = new tunnels.IpPolicyRule("blocked-v4", {
    ipPolicyId: blocked.id,
    cidr: "198.51.100.0/24",
    action: tunnels.IpPolicyRuleAction.Deny,
});
const frontend = new tunnels.TunnelGroupBackend("frontend", {
    description: "Web tier",
    labels: {
        app: "web",
    },
});
const www = new tunnels.HttpsEdge("www", {
    description: "Public site",
    hostports: ["www.example.com:443"],
    tlsTermination: {
        minVersion: tunnels.TlsVersion.TlsVersion_1_2,
    },
});
const admin = new tunnels.HttpsEdgeRoute("admin", {
    edgeId: www.id,
    matchType: tunnels.HttpsEdgeRouteMatchType.PathPrefix,
    match: "/admin",
    description: "Administration: platform team, from the office",
    backend: {
        backendId: frontend.id,
    },
    ipRestriction: {
        ipPolicyIds: [
            staff.id,
            blocked.id,
        ],
    },
    oauth: {
        provider: {
            github: {
                organizations: ["example-org"],
                teams: ["example-org/platform"],
            },
        },
        maximumDuration: 28800,
    },
});
const portal = new tunnels.HttpsEdgeRoute("portal", {
    edgeId: www.id,
    matchType: tunnels.HttpsEdgeRouteMatchType.PathPrefix,
    match: "/app",
    description: "The web app, for the company's accounts",
    backend: {
        backendId: frontend.id,
    },
    oauth: {
        provider: {
            google: {
                emailDomains: ["example.com"],
            },
        },
        inactivityTimeout: 3600,
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
        remove: ["Cookie2"],
    },
    responseHeaders: {
        add: {
            "Strict-Transport-Security": "max-age=31536000",
        },
        remove: ["Server"],
    },
    userAgentFilter: {
        deny: [
            "sqlmap/.*",
            "nikto/.*",
        ],
    },
});
const portalPolicy = new tunnels.HttpsEdgeRoutePolicy("portal-policy", {
    edgeId: www.id,
    routeId: portal.id,
    inbound: [{
        name: "rate limit by client",
        expressions: ["req.url.path.startsWith('/app/api')"],
        actions: [{
            type: tunnels.HttpsEdgeRoutePolicyRuleActionsType.RateLimit,
            config: {
                capacity: 100,
                rate: "60s",
                bucket_key: ["conn.client_ip"],
            },
        }],
    }],
    outbound: [{
        name: "no server banner",
        actions: [{
            type: tunnels.HttpsEdgeRoutePolicyRuleActionsType.RemoveHeaders,
            config: {
                headers: ["X-Powered-By"],
            },
        }],
    }],
});
const sso = new tunnels.HttpsEdgeRoute("sso", {
    edgeId: www.id,
    matchType: tunnels.HttpsEdgeRouteMatchType.PathPrefix,
    match: "/sso",
    description: "Partners, through their SAML identity provider",
    backend: {
        backendId: frontend.id,
    },
    saml: {
        idpMetadata: "<EntityDescriptor entityID=\"https://idp.example.com\"/>",
        authorizedGroups: ["partners"],
        nameidFormat: tunnels.HttpsEdgeRouteSamlNameidFormat.Urn_oasis_names_tc_SAML_1_1_nameid_format_emailAddress,
    },
});
const id = new tunnels.HttpsEdgeRoute("id", {
    edgeId: www.id,
    matchType: tunnels.HttpsEdgeRouteMatchType.ExactPath,
    match: "/id",
    description: "Sign-in through the company's OpenID provider",
    backend: {
        backendId: frontend.id,
    },
    oidc: {
        issuer: "https://login.example.com",
        clientId: "edge-www",
        clientSecret: oidcClientSecret,
        scopes: [
            "openid",
            "email",
        ],
    },
});
const githubHooks = new tunnels.HttpsEdgeRoute("github-hooks", {
    edgeId: www.id,
    matchType: tunnels.HttpsEdgeRouteMatchType.ExactPath,
    match: "/hooks/github",
    description: "GitHub webhooks, signatures checked at the edge",
    backend: {
        backendId: frontend.id,
    },
    webhookVerification: {
        provider: tunnels.HttpsEdgeRouteWebhookVerificationProvider.Github,
        secret: webhookSecret,
    },
});
const ws = new tunnels.HttpsEdgeRoute("ws", {
    edgeId: www.id,
    matchType: tunnels.HttpsEdgeRouteMatchType.PathPrefix,
    match: "/ws",
    description: "A TCP service reached over websockets",
    backend: {
        backendId: frontend.id,
    },
    websocketTcpConverter: {},
});
export const adminUri = admin.uri;
export const portalUri = portal.uri;

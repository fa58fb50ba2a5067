import pulumi
import pulumi_tunnels as tunnels

config = pulumi.Config()
webhook_secret = config.require("webhookSecret")
datadog_api_key = config.require("datadogApiKey")
online = tunnels.get_tunnels_output(labels={
    "app": "web",
}).apply(lambda invoke: invoke.tunnels)
office = tunnels.IpPolicy("office", description="Office networks")
office_v4 = tunnels.IpPolicyRule("office-v4",
    ip_policy_id=office.id,
    cidr="203.0.113.0/24",
    action=tunnels.IpPolicyRuleAction.ALLOW)
web = tunnels.TunnelGroupBackend("web",
    description="Web tier",
    labels={
        "app": "web",
    })
site = tunnels.HttpsEdge("site",
    description="Public site",
    hostports=["site.example.com:443"],
    tls_termination={
        "min_version": tunnels.TlsVersion.TLS_VERSION_1_2,
    })
api = tunnels.HttpsEdgeRoute("api",
    edge_id=site.id,
    match_type=tunnels.HttpsEdgeRouteMatchType.PATH_PREFIX,
    match="/api",
    description="API, office only",
    backend={
        "backend_id": web.id,
    },
    ip_restriction={
        "ip_policy_ids": [office.id],
    },
    circuit_breaker={
        "error_threshold_percentage": 0.25,
    },
    request_headers={
        "add": {
            "X-Served-By": "tunnels",
        },
        "remove": ["Cookie"],
    },
    compression={})
hooks = tunnels.HttpsEdgeRoute("hooks",
    edge_id=site.id,
    match_type=tunnels.HttpsEdgeRouteMatchType.EXACT_PATH,
    match="/hooks/github",
    backend={
        "backend_id": web.id,
    })
hooks_github = tunnels.HttpsEdgeRouteWebhookVerification("hooks-github",
    edge_id=site.id,
    route_id=hooks.id,
    provider=tunnels.HttpsEdgeRouteWebhookVerificationProvider.GITHUB,
    secret=webhook_secret)
deploy = tunnels.ApiKey("deploy", description="Deploys from CI")
bastion = tunnels.ReservedAddr("bastion",
    region=tunnels.Region.EU,
    description="SSH bastion")
hosts = tunnels.SshCertificateAuthority("hosts",
    private_key_type=tunnels.SshCertificateAuthorityPrivateKeyType.ECDSA,
    elliptic_curve=tunnels.SshCertificateAuthorityEllipticCurve.P384)
audit = tunnels.EventDestination("audit",
    description="Audit trail",
    format="json",
    target={
        "datadog": {
            "api_key": datadog_api_key,
            "service": "tunnels",
            "ddsite": "datadoghq.eu",
        },
    })
audit_subscription = tunnels.EventSubscription("audit-subscription",
    sources=[
        {
            "type": "api_key_created.v0",
        },
        {
            "type": "https_edge_route_updated.v0",
        },
    ],
    destination_ids=[audit.id])
pulumi.export("apiRouteUri", api.uri)
pulumi.export("deployToken", deploy.token)
pulumi.export("bastionAddr", bastion.addr)
pulumi.export("hostCaPublicKey", hosts.public_key)
pulumi.export("webTunnels", online)

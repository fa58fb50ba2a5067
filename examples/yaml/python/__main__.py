import pulumi
import pulumi_tunnels as tunnels

config = pulumi.Config()
webhook_secret = config.require("webhookSecret")
datadog_api_key = config.require("datadogApiKey")
hostname = config.get("hostname")
if hostname is None:
    hostname = "www.example.com"
web_tunnels_var = tunnels.get_tunnels_output(labels={
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
    hostports=[f"{hostname}:443"],
    tls_termination={
        "min_version": tunnels.TlsVersion.TLS_VERSION_1_2,
    })
app = tunnels.HttpsEdgeRoute("app",
    edge_id=site.id,
    match_type=tunnels.HttpsEdgeRouteMatchType.PATH_PREFIX,
    match="/app",
    description="The web app, from the office only",
    backend={
        "backend_id": web.id,
    },
    ip_restriction={
        "ip_policy_ids": [office.id],
    },
    circuit_breaker={
        "error_threshold_percentage": 0.5,
        "volume_threshold": 20,
    },
    compression={},
    request_headers={
        "add": {
            "X-Forwarded-Edge": "www",
        },
    },
    response_headers={
        "remove": ["Server"],
    })
app_policy = tunnels.HttpsEdgeRoutePolicy("app-policy",
    edge_id=site.id,
    route_id=app.id,
    inbound=[{
        "name": "no scanners",
        "expressions": ["req.user_agent.contains('sqlmap')"],
        "actions": [{
            "type": tunnels.HttpsEdgeRoutePolicyRuleActionsType.DENY,
        }],
    }])
hooks = tunnels.HttpsEdgeRoute("hooks",
    edge_id=site.id,
    match_type=tunnels.HttpsEdgeRouteMatchType.EXACT_PATH,
    match="/hooks/github",
    description="GitHub webhooks, signatures checked at the edge",
    backend={
        "backend_id": web.id,
    },
    webhook_verification={
        "provider": tunnels.HttpsEdgeRouteWebhookVerificationProvider.GITHUB,
        "secret": webhook_secret,
    })
audit = tunnels.EventDestination("audit",
    description="Audit trail in Datadog",
    format="json",
    target={
        "datadog": {
            "api_key": datadog_api_key,
            "service": "edge",
        },
    })
audit_changes = tunnels.EventSubscription("audit-changes",
    description="Configuration changes of the edge, to Datadog",
    sources=[
        {
            "type": "https_edge_updated.v0",
        },
        {
            "type": "https_edge_route_updated.v0",
        },
    ],
    destination_ids=[audit.id])
pulumi.export("edgeId", site.id)
pulumi.export("appRouteId", app.id)
pulumi.export("subscriptionId", audit_changes.id)
pulumi.export("webTunnels", web_tunnels_var)

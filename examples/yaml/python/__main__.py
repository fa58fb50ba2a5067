import pulumi
import pulumi_tunnels as tunnels

config = pulumi.Config()
webhook_secret = config.require("webhookSecret")
datadog_api_key = config.require("datadogApiKey")
hostname = config.get("hostname")
if hostname is None:
    hostname = "intranet.example.com"
intranet_tunnels_var = tunnels.get_tunnels_output(labels={
    "app": "web",
}).apply(lambda invoke: invoke.tunnels)
corp = tunnels.IpPolicy("corp", description="Office networks")
corp_v4 = tunnels.IpPolicyRule("corp-v4",
    ip_policy_id=corp.id,
    cidr="203.0.113.0/24",
    action=tunnels.IpPolicyRuleAction.ALLOW)
intranet_servers = tunnels.TunnelGroupBackend("intranet-servers",
    description="Web tier",
    labels={
        "app": "web",
    })
intranet = tunnels.HttpsEdge("intranet",
    description="Intranet",
    hostports=[f"{hostname}:443"],
    tls_termination={
        "min_version": tunnels.TlsVersion.TLS_VERSION_1_2,
    })
app = tunnels.HttpsEdgeRoute("app",
    edge_id=intranet.id,
    match_type=tunnels.HttpsEdgeRouteMatchType.PATH_PREFIX,
    match="/app",
    description="The web app, from the office only",
    backend={
        "backend_id": intranet_servers.id,
    },
    ip_restriction={
        "ip_policy_ids": [corp.id],
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
    edge_id=intranet.id,
    route_id=app.id,
    inbound=[{
        "name": "no scanners",
        "expressions": ["req.user_agent.contains('sqlmap')"],
        "actions": [{
            "type": tunnels.HttpsEdgeRoutePolicyRuleActionsType.DENY,
        }],
    }])
intranet_hooks = tunnels.HttpsEdgeRoute("intranet-hooks",
    edge_id=intranet.id,
    match_type=tunnels.HttpsEdgeRouteMatchType.EXACT_PATH,
    match="/hooks/github",
    description="GitHub webhooks, signatures checked at the edge",
    backend={
        "backend_id": intranet_servers.id,
    },
    webhook_verification={
        "provider": tunnels.HttpsEdgeRouteWebhookVerificationProvider.GITHUB,
        "secret": webhook_secret,
    })
edge_audit = tunnels.EventDestination("edge-audit",
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
    destination_ids=[edge_audit.id])
pulumi.export("edgeId", intranet.id)
pulumi.export("appRouteId", app.id)
pulumi.export("changesSubscriptionId", audit_changes.id)
pulumi.export("intranetTunnels", intranet_tunnels_var)

import pulumi
import pulumi_tunnels as tunnels

config = pulumi.Config()
oidc_client_secret = config.require("oidcClientSecret")
webhook_secret = config.require("webhookSecret")
staff = tunnels.IpPolicy("staff", description="Office networks")
staff_v4 = tunnels.IpPolicyRule("staff-v4",
    ip_policy_id=staff.id,
    cidr="203.0.113.0/24",
    action=tunnels.IpPolicyRuleAction.ALLOW)
staff_v6 = tunnels.IpPolicyRule("staff-v6",
    ip_policy_id=staff.id,
    cidr="2001:db8:10::/48",
    action=tunnels.IpPolicyRuleAction.ALLOW)
blocked = tunnels.IpPolicy("blocked", description="Networks never let in")
blocked_v4 = tunnels.IpPolicyRule("blocked-v4",
    ip_policy_id=blocked.id,
    cidr="198.51.100.0/24",
    action=tunnels.IpPolicyRuleAction.DENY)
frontend = tunnels.TunnelGroupBackend("frontend",
    description="Web tier",
    labels={
        "app": "web",
    })
www = tunnels.HttpsEdge("www",
    description="Public site",
    hostports=["www.example.com:443"],
    tls_termination={
        "min_version": tunnels.TlsVersion.TLS_VERSION_1_2,
    })
admin = tunnels.HttpsEdgeRoute("admin",
    edge_id=www.id,
    match_type=tunnels.HttpsEdgeRouteMatchType.PATH_PREFIX,
    match="/admin",
    description="Administration: platform team, from the office",
    backend={
        "backend_id": frontend.id,
    },
    ip_restriction={
        "ip_policy_ids": [
            staff.id,
            blocked.id,
        ],
    },
    oauth={
        "provider": {
            "github": {
                "organizations": ["example-org"],
                "teams": ["example-org/platform"],
            },
        },
        "maximum_duration": 28800,
    })
portal = tunnels.HttpsEdgeRoute("portal",
    edge_id=www.id,
    match_type=tunnels.HttpsEdgeRouteMatchType.PATH_PREFIX,
    match="/app",
    description="The web app, for the company's accounts",
    backend={
        "backend_id": frontend.id,
    },
    oauth={
        "provider": {
            "google": {
                "email_domains": ["example.com"],
            },
        },
        "inactivity_timeout": 3600,
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
        "remove": ["Cookie2"],
    },
    response_headers={
        "add": {
            "Strict-Transport-Security": "max-age=31536000",
        },
        "remove": ["Server"],
    },
    user_agent_filter={
        "deny": [
            "sqlmap/.*",
            "nikto/.*",
        ],
    })
portal_policy = tunnels.HttpsEdgeRoutePolicy("portal-policy",
    edge_id=www.id,
    route_id=portal.id,
    inbound=[{
        "name": "rate limit by client",
        "expressions": ["req.url.path.startsWith('/app/api')"],
        "actions": [{
            "type": tunnels.HttpsEdgeRoutePolicyRuleActionsType.RATE_LIMIT,
            "config": {
                "capacity": 100,
                "rate": "60s",
                "bucket_key": ["conn.client_ip"],
            },
        }],
    }],
    outbound=[{
        "name": "no server banner",
        "actions": [{
            "type": tunnels.HttpsEdgeRoutePolicyRuleActionsType.REMOVE_HEADERS,
            "config": {
                "headers": ["X-Powered-By"],
            },
        }],
    }])
sso = tunnels.HttpsEdgeRoute("sso",
    edge_id=www.id,
    match_type=tunnels.HttpsEdgeRouteMatchType.PATH_PREFIX,
    match="/sso",
    description="Partners, through their SAML identity provider",
    backend={
        "backend_id": frontend.id,
    },
    saml={
        "idp_metadata": "<EntityDescriptor entityID=\"https://idp.example.com\"/>",
        "authorized_groups": ["partners"],
        "nameid_format": tunnels.HttpsEdgeRouteSamlNameidFormat.URN_OASIS_NAMES_TC_SAM_L_1_1_NAMEID_FORMAT_EMAIL_ADDRESS,
    })
id = tunnels.HttpsEdgeRoute("id",
    edge_id=www.id,
    match_type=tunnels.HttpsEdgeRouteMatchType.EXACT_PATH,
    match="/id",
    description="Sign-in through the company's OpenID provider",
    backend={
        "backend_id": frontend.id,
    },
    oidc={
        "issuer": "https://login.example.com",
        "client_id": "edge-www",
        "client_secret": oidc_client_secret,
        "scopes": [
            "openid",
            "email",
        ],
    })
github_hooks = tunnels.HttpsEdgeRoute("github-hooks",
    edge_id=www.id,
    match_type=tunnels.HttpsEdgeRouteMatchType.EXACT_PATH,
    match="/hooks/github",
    description="GitHub webhooks, signatures checked at the edge",
    backend={
        "backend_id": frontend.id,
    },
    webhook_verification={
        "provider": tunnels.HttpsEdgeRouteWebhookVerificationProvider.GITHUB,
        "secret": webhook_secret,
    })
ws = tunnels.HttpsEdgeRoute("ws",
    edge_id=www.id,
    match_type=tunnels.HttpsEdgeRouteMatchType.PATH_PREFIX,
    match="/ws",
    description="A TCP service reached over websockets",
    backend={
        "backend_id": frontend.id,
    },
    websocket_tcp_converter={})
pulumi.export("adminUri", admin.uri)
pulumi.export("portalUri", portal.uri)

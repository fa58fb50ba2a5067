"""The Python SDK's test program: what a user writes with `pulumi_tunnels` (test/sdks/README.md).

Routes take their modules as plain dicts and as the generated `...Args` classes; a module is also managed as a
resource of its own. Every secret member (the route's OAuth and OIDC client secrets and webhook secret, the
Datadog key, the Firehose secret access key) is a plain literal: the schema marks only those members secret, and
the plugin keeps each secret at its own path in state. mypy checks this file (test/sdks/python.test.ts), so it is
typed as a user's program would be.
"""

import pulumi
import pulumi_tunnels as tunnels

# Written in clear here on purpose: the exported state must hold them only encrypted.
DATADOG_KEY = "dd-python-s3cr3t"
OAUTH_SECRET = "oauth-python-s3cr3t"
OIDC_SECRET = "oidc-python-s3cr3t"
WEBHOOK_SECRET = "webhook-python-s3cr3t"
AWS_SECRET = "aws-python-s3cr3t"


def program() -> None:
    office = tunnels.IpPolicy("office", description="Office networks")
    site = tunnels.HttpsEdge("site", hostports=["py.example.com:443"], description="Public site")
    app = tunnels.HttpsEdgeRoute(
        "app",
        edge_id=site.id,
        match_type=tunnels.HttpsEdgeRouteMatchType.PATH_PREFIX,
        match="/app",
        # Modules as plain dicts...
        ip_restriction={"ip_policy_ids": [office.id]},
        compression={},
        # ...and as the generated classes.
        circuit_breaker=tunnels.HttpsEdgeRouteCircuitBreakerModuleArgs(
            error_threshold_percentage=0.5, volume_threshold=20
        ),
        # Modules holding a secret member, never wrapped: only that member is secret.
        oauth={
            "provider": {
                "github": {
                    "client_id": "gh-app",
                    "client_secret": OAUTH_SECRET,
                    "email_domains": ["example.com"],
                }
            }
        },
        oidc=tunnels.HttpsEdgeRouteOidcModuleArgs(
            issuer="https://id.example.com", client_id="oidc-app", client_secret=OIDC_SECRET
        ),
        webhook_verification={
            "provider": tunnels.HttpsEdgeRouteWebhookVerificationProvider.GITHUB,
            "secret": WEBHOOK_SECRET,
        },
    )
    # A module managed as its own resource: the route never declares `policy`, so the two never fight.
    tunnels.HttpsEdgeRoutePolicy(
        "app-policy",
        edge_id=site.id,
        route_id=app.id,
        inbound=[
            tunnels.HttpsEdgeRoutePolicyRuleArgs(
                name="no scanners",
                expressions=["req.user_agent.contains('sqlmap')"],
                actions=[
                    tunnels.HttpsEdgeRoutePolicyRuleActionsArgs(
                        type=tunnels.HttpsEdgeRoutePolicyRuleActionsType.DENY
                    )
                ],
            )
        ],
    )
    key = tunnels.ApiKey("ci", description="CI")
    tunnels.EventDestination(
        "audit",
        description="Audit trail",
        target={"datadog": {"api_key": DATADOG_KEY, "service": "edge"}},
    )
    tunnels.EventDestination(
        "stream",
        target={
            "firehose": {
                "auth": {"creds": {"aws_access_key_id": "AKIAEXAMPLE", "aws_secret_access_key": AWS_SECRET}},
                "delivery_stream_arn": "arn:aws:firehose:eu-west-1:123456789012:deliverystream/audit",
            }
        },
    )
    online = tunnels.get_tunnels_output()
    pulumi.export("siteId", site.id)
    pulumi.export("routeId", app.id)
    pulumi.export("keyToken", key.token)
    pulumi.export("tunnelCount", online.tunnels.apply(len))

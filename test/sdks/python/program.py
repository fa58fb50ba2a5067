"""The Python SDK's test program: what a user writes with `pulumi_tunnels` (test/sdks/README.md).

Routes take their modules as plain dicts and as the generated `...Args` classes; a module is also managed as a
resource of its own. The Datadog key is a plain literal: the schema makes it secret. mypy checks this file
(test/sdks/python.test.ts), so it is typed as a user's program would be.
"""

import pulumi
import pulumi_tunnels as tunnels

# Written in clear here on purpose: the exported state must hold it only encrypted.
DATADOG_KEY = "dd-python-s3cr3t"


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
    online = tunnels.get_tunnels_output()
    pulumi.export("siteId", site.id)
    pulumi.export("routeId", app.id)
    pulumi.export("keyToken", key.token)
    pulumi.export("tunnelCount", online.tunnels.apply(len))

"""The YAML stack of Pulumi.yaml.part written with the Python SDK: one violation and one compliant twin of each rule
of the tunnels policy pack, the same names (test/policy/policy-cli.ts). drivers/cli/python-host.py runs program().
"""

import pulumi
import pulumi_tunnels as tunnels


def program() -> None:
    web = tunnels.HttpsEdge("web", hostports=["policy.example.com:443"], tls_termination={"min_version": "1.2"})
    tunnels.HttpsEdge("tls-old", hostports=["old.example.com:443"], tls_termination={"min_version": "1.1"})
    office = tunnels.IpPolicy("office", description="office networks")
    for name, cidr in [
        ("rule-world", "0.0.0.0/0"),
        ("rule-world-ok", "203.0.113.0/24"),
        ("rule-wide", "10.0.0.0/7"),
        ("rule-wide-ok", "10.0.0.0/8"),
    ]:
        tunnels.IpPolicyRule(name, ip_policy_id=office.id, cidr=cidr, action="allow")
    tunnels.ApiKey("key-undescribed")
    tunnels.ApiKey("key-undescribed-ok", description="CI deploys of team platform")
    tunnels.EventDestination("dest-target", target={"datadog": {"api_key": pulumi.Output.secret("dd-policy-s3cr3t")}})
    role = {"role": {"role_arn": "arn:aws:iam::1:role/events"}}
    stream = "arn:aws:kinesis:us-east-1:1:stream/events"
    tunnels.EventDestination("dest-target-ok", target={"kinesis": {"stream_arn": stream, "auth": role}})
    keys = {"aws_access_key_id": "AKIAPOLICY", "aws_secret_access_key": pulumi.Output.secret("aws-policy-s3cr3t")}
    firehose = {"delivery_stream_arn": "arn:aws:firehose:us-east-1:1:deliverystream/events", "auth": {"creds": keys}}
    tunnels.EventDestination("dest-keys", target={"firehose": firehose})

    def route(name: str, **args) -> tunnels.HttpsEdgeRoute:
        return tunnels.HttpsEdgeRoute(name, edge_id=web.id, match_type="path_prefix", **args)

    ips = {"ip_policy_ids": [office.id]}
    route("route-open", match="/open")
    own = route("route-open-ok", match="/office")
    tunnels.HttpsEdgeRouteIpRestriction("route-open-ok-ips", edge_id=web.id, route_id=own.id, ip_policy_ids=[office.id])
    route("route-signin", match="/anyone", oauth={"provider": {"google": {}}})
    route("route-signin-ok", match="/app", oauth={"provider": {"google": {"email_domains": ["example.com"]}}})
    route("route-duplicate", match="/twice", ip_restriction=ips)
    route("route-duplicate-2", match="/twice", ip_restriction=ips)
    route("route-hook", match="/webhooks/github", ip_restriction=ips)
    verification = {"provider": "stripe", "secret": pulumi.Output.secret("whsec-policy-s3cr3t")}
    route("route-hook-ok", match="/hooks/stripe", ip_restriction=ips, webhook_verification=verification)

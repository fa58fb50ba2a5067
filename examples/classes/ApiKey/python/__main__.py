import pulumi
import pulumi_tunnels as tunnels

ci = tunnels.ApiKey("ci", description="Deploys from CI")
pulumi.export("token", ci.token)

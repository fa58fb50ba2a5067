import pulumi
import pulumi_tunnels as tunnels

web = tunnels.TunnelGroupBackend("web", labels={
    "app": "web",
})

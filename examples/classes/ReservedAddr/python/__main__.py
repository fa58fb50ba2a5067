import pulumi
import pulumi_tunnels as tunnels

bastion = tunnels.ReservedAddr("bastion",
    region=tunnels.Region.EU,
    description="SSH bastion")
pulumi.export("addr", bastion.addr)

import pulumi
import pulumi_tunnels as tunnels

office = tunnels.IpPolicy("office", description="Office networks")

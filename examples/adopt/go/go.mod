module example.com/adopt

go 1.25.11

require (
	github.com/pulumi-tunnels/pulumi-tunnels/sdk/go v0.4.0
	github.com/pulumi/pulumi/sdk/v3 v3.248.0
)

module github.com/pulumi-tunnels/pulumi-tunnels/sdk/go

go 1.25

require github.com/pulumi/pulumi/sdk/v3 v3.30.0

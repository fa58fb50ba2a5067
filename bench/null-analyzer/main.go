// A policy analyzer that judges nothing, in Go on Pulumi's own gRPC stack: the floor of what any policy pack
// adds to a preview under CLI 3.248, which sends every resource to each analyzer twice (Remediate, then Analyze)
// before it goes on. bench/policy-preview.ts runs it beside the tunnels pack (`runtime: tunnelsnull`).
package main

import (
	"context"
	"fmt"
	"net"
	"os"

	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
	"google.golang.org/grpc"
	"google.golang.org/protobuf/types/known/emptypb"
)

// version is the one bench/policy-preview.ts installs it under, set when it builds this (-X main.version=…).
var version = "0.0.0-dev"

type nothing struct {
	pulumirpc.UnimplementedAnalyzerServer
}

func (nothing) Handshake(context.Context, *pulumirpc.AnalyzerHandshakeRequest) (*pulumirpc.AnalyzerHandshakeResponse, error) {
	return &pulumirpc.AnalyzerHandshakeResponse{}, nil
}

func (nothing) GetPluginInfo(context.Context, *emptypb.Empty) (*pulumirpc.PluginInfo, error) {
	return &pulumirpc.PluginInfo{Version: version}, nil
}

// One rule, so that the pack's config file (`all: mandatory`) is taken as the tunnels pack's is.
func (nothing) GetAnalyzerInfo(context.Context, *emptypb.Empty) (*pulumirpc.AnalyzerInfo, error) {
	rule := &pulumirpc.PolicyInfo{Name: "nothing", Description: "Judges nothing.", EnforcementLevel: pulumirpc.EnforcementLevel_MANDATORY}
	return &pulumirpc.AnalyzerInfo{Name: "null", Version: "0.0.0", SupportsConfig: true, Policies: []*pulumirpc.PolicyInfo{rule}}, nil
}

func (nothing) Configure(context.Context, *pulumirpc.ConfigureAnalyzerRequest) (*emptypb.Empty, error) {
	return &emptypb.Empty{}, nil
}

func (nothing) ConfigureStack(context.Context, *pulumirpc.AnalyzerStackConfigureRequest) (*pulumirpc.AnalyzerStackConfigureResponse, error) {
	return &pulumirpc.AnalyzerStackConfigureResponse{}, nil
}

func (nothing) Remediate(context.Context, *pulumirpc.AnalyzeRequest) (*pulumirpc.RemediateResponse, error) {
	return &pulumirpc.RemediateResponse{}, nil
}

func (nothing) Analyze(context.Context, *pulumirpc.AnalyzeRequest) (*pulumirpc.AnalyzeResponse, error) {
	return &pulumirpc.AnalyzeResponse{}, nil
}

func (nothing) AnalyzeStack(context.Context, *pulumirpc.AnalyzeStackRequest) (*pulumirpc.AnalyzeResponse, error) {
	return &pulumirpc.AnalyzeResponse{}, nil
}

func (nothing) Cancel(context.Context, *emptypb.Empty) (*emptypb.Empty, error) {
	return &emptypb.Empty{}, nil
}

func main() {
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	// An AnalyzeStack request holds the whole stack, as the tunnels analyzer allows.
	server := grpc.NewServer(grpc.MaxRecvMsgSize(64 << 20))
	pulumirpc.RegisterAnalyzerServer(server, nothing{})
	fmt.Println(listener.Addr().(*net.TCPAddr).Port)
	// The engine ends the analyzer by killing it, as it does a resource plugin.
	_ = server.Serve(listener)
}

// Command sdk-go-test runs one stage of the SDK test (test/sdks/stages.ts) on program.go through the Automation
// API (`sdk/go/auto`, an inline program) and the real CLI, and prints what the stage gave as one JSON line on
// stdout (the CLI's own output goes to stderr): the same stages and JSON as test/sdks/python/drive.py.
//
//	sdk-go-test up|preview-refresh|up-refresh|destroy
//
// The test's environment gives the stack's folder (SDK_TEST_WORK_DIR), the service (SDK_TEST_API_URL,
// SDK_TEST_API_KEY), the file backend, PULUMI_HOME and the passphrase; the CLI and the plugin are on PATH.
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"

	"github.com/pulumi/pulumi/sdk/v3/go/auto"
	"github.com/pulumi/pulumi/sdk/v3/go/auto/optdestroy"
	"github.com/pulumi/pulumi/sdk/v3/go/auto/optpreview"
	"github.com/pulumi/pulumi/sdk/v3/go/auto/optup"
)

const (
	project = "sdk-go"
	stack   = "dev"
)

func open(ctx context.Context) (auto.Stack, error) {
	s, err := auto.UpsertStackInlineSource(ctx, stack, project, program, auto.WorkDir(os.Getenv("SDK_TEST_WORK_DIR")))
	if err != nil {
		return s, err
	}
	if err := s.SetConfig(ctx, "tunnels:apiUrl", auto.ConfigValue{Value: os.Getenv("SDK_TEST_API_URL")}); err != nil {
		return s, err
	}
	return s, s.SetConfig(ctx, "tunnels:apiKey", auto.ConfigValue{Value: os.Getenv("SDK_TEST_API_KEY"), Secret: true})
}

type output struct {
	Value  interface{} `json:"value"`
	Secret bool        `json:"secret"`
}

func run(ctx context.Context, command string) (interface{}, error) {
	s, err := open(ctx)
	if err != nil {
		return nil, err
	}
	switch command {
	case "up":
		up, err := s.Up(ctx, optup.ProgressStreams(os.Stderr))
		if err != nil {
			return nil, err
		}
		outputs := map[string]output{}
		for k, v := range up.Outputs {
			outputs[k] = output{Value: v.Value, Secret: v.Secret}
		}
		return map[string]interface{}{"changes": up.Summary.ResourceChanges, "outputs": outputs}, nil
	case "preview-refresh":
		p, err := s.Preview(ctx, optpreview.Refresh(), optpreview.ProgressStreams(os.Stderr))
		if err != nil {
			return nil, err
		}
		return map[string]interface{}{"changes": p.ChangeSummary}, nil
	case "up-refresh":
		up, err := s.Up(ctx, optup.Refresh(), optup.ProgressStreams(os.Stderr))
		if err != nil {
			return nil, err
		}
		return map[string]interface{}{"changes": up.Summary.ResourceChanges}, nil
	case "destroy":
		d, err := s.Destroy(ctx, optdestroy.ProgressStreams(os.Stderr))
		if err != nil {
			return nil, err
		}
		return map[string]interface{}{"changes": d.Summary.ResourceChanges}, nil
	}
	return nil, fmt.Errorf("unknown stage %q", command)
}

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: sdk-go-test up|preview-refresh|up-refresh|destroy")
		os.Exit(2)
	}
	result, err := run(context.Background(), os.Args[1])
	if err == nil {
		err = json.NewEncoder(os.Stdout).Encode(result)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "sdk-go-test:", err)
		os.Exit(1)
	}
}

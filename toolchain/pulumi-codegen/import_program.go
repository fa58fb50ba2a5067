package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/blang/semver"
	"github.com/pulumi/pulumi/pkg/v3/codegen/hcl2/syntax"
	"github.com/pulumi/pulumi/pkg/v3/codegen/nodejs"
	"github.com/pulumi/pulumi/pkg/v3/codegen/pcl"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
	"github.com/pulumi/pulumi/pkg/v3/importer"
	"github.com/pulumi/pulumi/pkg/v3/resource/stack"
	"github.com/pulumi/pulumi/sdk/v3/go/common/apitype"
	"github.com/pulumi/pulumi/sdk/v3/go/common/resource"
	"github.com/pulumi/pulumi/sdk/v3/go/common/resource/config"
)

// onePackage is the loader the program generator gets: it serves this package, bound from the schema file, as
// `pulumi import` gets it from the plugin's GetSchema; any other package is refused as noDependencies does.
type onePackage struct {
	noDependencies
	pkg *schema.Package
}

func (l onePackage) LoadPackage(name string, _ *semver.Version) (*schema.Package, error) {
	if name != l.pkg.Name {
		return nil, l.refuse(name)
	}
	return l.pkg, nil
}

func (l onePackage) LoadPackageV2(_ context.Context, d *schema.PackageDescriptor) (*schema.Package, error) {
	return l.LoadPackage(d.Name, nil)
}

func (l onePackage) LoadPackageReference(name string, _ *semver.Version) (schema.PackageReference, error) {
	pkg, err := l.LoadPackage(name, nil)
	if err != nil {
		return nil, err
	}
	return pkg.Reference(), nil
}

func (l onePackage) LoadPackageReferenceV2(
	_ context.Context, d *schema.PackageDescriptor,
) (schema.PackageReference, error) {
	return l.LoadPackageReference(d.Name, nil)
}

// noCiphertext refuses encrypted values: the state must come from `pulumi stack export --show-secrets`, whose
// secrets are in clear (marked secret), since this program has no passphrase.
type noCiphertext struct{}

func (noCiphertext) DecryptValue(context.Context, string) (string, error) {
	return "", fmt.Errorf("the state holds an encrypted secret: give `pulumi stack export --show-secrets`")
}

func (d noCiphertext) BatchDecrypt(ctx context.Context, ciphertexts []string) ([]string, error) {
	return config.DefaultBatchDecrypt(ctx, d, ciphertexts)
}

// typescriptOf is what the Node.js language host's GenerateProgram does with the PCL `pulumi import` sends it:
// bind it again, not strictly (the CLI asks so for imports: the text may name parents or providers it does not
// declare), and render it with codegen/nodejs.
func typescriptOf(loader schema.ReferenceLoader) importer.LanguageGenerator {
	return func(w io.Writer, program *pcl.Program) error {
		parser := syntax.NewParser()
		for name, text := range program.Source() {
			if err := parser.ParseFile(strings.NewReader(text), name); err != nil {
				return err
			}
		}
		if parser.Diagnostics.HasErrors() {
			return parser.Diagnostics
		}
		options := append([]pcl.BindOption{pcl.PreferOutputVersionedInvokes}, pcl.NonStrictBindOptions()...)
		bound, diags, err := pcl.BindProgram(parser.Files, loader, options...)
		if err != nil {
			return err
		}
		if diags.HasErrors() {
			return diags
		}
		files, diags, err := nodejs.GenerateProgram(bound)
		if err != nil {
			return err
		}
		if diags.HasErrors() {
			return diags
		}
		// One program file, as the CLI writes the host's answer.
		for _, text := range files {
			if _, err := w.Write(text); err != nil {
				return err
			}
		}
		return nil
	}
}

// importProgram writes the TypeScript `pulumi import --out` would write in a Node.js project for the resources
// named by urns, read from a stack's state (`pulumi stack export --show-secrets`, on standard input, so that no
// secret lands in a file): the same steps as the CLI's import (pkg/cmd/pulumi/operations/import.go,
// generateImportedDefinitions), each imported state turned into PCL by the importer and the program rendered by
// the language host's generator, here codegen/nodejs.GenerateProgram called in process.
func importProgram(schemaPath string, state io.Reader, out string, urns []string) error {
	pkg, err := bind(schemaPath)
	if err != nil {
		return err
	}
	var exported apitype.UntypedDeployment
	if err := json.NewDecoder(state).Decode(&exported); err != nil {
		return fmt.Errorf("the stack export on standard input: %w", err)
	}
	var deployment apitype.DeploymentV3
	if err := json.Unmarshal(exported.Deployment, &deployment); err != nil {
		return fmt.Errorf("the stack export's deployment: %w", err)
	}
	snapshot := make([]*resource.State, 0, len(deployment.Resources))
	byURN := map[resource.URN]*resource.State{}
	for _, r := range deployment.Resources {
		s, err := stack.DeserializeResource(r, noCiphertext{})
		if err != nil {
			return fmt.Errorf("%s: %w", r.URN, err)
		}
		snapshot = append(snapshot, s)
		byURN[s.URN] = s
	}
	imported := make([]*resource.State, 0, len(urns))
	for _, urn := range urns {
		s, ok := byURN[resource.URN(urn)]
		if !ok {
			return fmt.Errorf("%s is not in the stack's state", urn)
		}
		// The CLI copies each state and sets its protect bit as its `--protect` said; the state's own bit is that.
		imported = append(imported, s.Copy())
	}
	loader := onePackage{pkg: pkg}
	var text bytes.Buffer
	if err := importer.GenerateLanguageDefinitions(&text, loader, typescriptOf(loader), imported, snapshot, nil); err != nil {
		return err
	}
	return os.WriteFile(out, text.Bytes(), 0o644)
}

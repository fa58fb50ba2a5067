package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/blang/semver"
	javagen "github.com/pulumi/pulumi-java/pkg/codegen/java"
	"github.com/pulumi/pulumi/pkg/v3/codegen/hcl2/syntax"
	"github.com/pulumi/pulumi/pkg/v3/codegen/pcl"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
)

// onePackage serves this package to the program binder, bound from the schema file as the SDK is; any other
// package is refused: the examples use no other.
type onePackage struct{ pkg *schema.Package }

func (l onePackage) LoadPackage(name string, _ *semver.Version) (*schema.Package, error) {
	if name != l.pkg.Name {
		return nil, fmt.Errorf("the program uses package %q; only %q is served here", name, l.pkg.Name)
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

func (l onePackage) LoadPackageReferenceV2(_ context.Context, d *schema.PackageDescriptor) (schema.PackageReference, error) {
	return l.LoadPackageReference(d.Name, nil)
}

// generateProgram renders the PCL program of pclDir (from `pulumi convert --from yaml --language pcl`) in Java
// with pulumi-java's program generator, the Java host's GenerateProgram, into out.
func generateProgram(schemaPath, pclDir, out string) error {
	pkg, err := bind(schemaPath)
	if err != nil {
		return err
	}
	// The generator names the Java packages of the classes from `language.java` (`basePackage`), as
	// GeneratePackage imports it; a program bound without it would import `com.pulumi.tunnels`.
	if err := pkg.ImportLanguages(map[string]schema.Language{"java": javagen.Importer}); err != nil {
		return err
	}
	entries, err := os.ReadDir(pclDir)
	if err != nil {
		return err
	}
	names := []string{}
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".pp") {
			names = append(names, e.Name())
		}
	}
	sort.Strings(names)
	parser := syntax.NewParser()
	for _, name := range names {
		f, err := os.Open(filepath.Join(pclDir, name))
		if err != nil {
			return err
		}
		err = parser.ParseFile(f, name)
		f.Close()
		if err != nil {
			return err
		}
	}
	if parser.Diagnostics.HasErrors() {
		return parser.Diagnostics
	}
	// As the other hosts' GenerateProgram binds: an invoke is rendered in its Output form.
	program, diags, err := pcl.BindProgram(parser.Files, pcl.Loader(onePackage{pkg: pkg}), pcl.PreferOutputVersionedInvokes)
	if err != nil {
		return err
	}
	if diags.HasErrors() {
		return fmt.Errorf("%s does not bind: %s", pclDir, diags.Error())
	}
	files, diags, err := javagen.GenerateProgram(program)
	if err != nil {
		return err
	}
	if diags.HasErrors() {
		return fmt.Errorf("java: %s", diags.Error())
	}
	// Where the Java host's GenerateProject puts the program: the class `App` of package `generated_program`.
	text, ok := files["MyStack.java"]
	if !ok || len(files) != 1 {
		return fmt.Errorf("java: the generator wrote %d files, not MyStack.java alone", len(files))
	}
	// Its known bugs are corrected by the render, scripts/examples/correct-java.ts.
	return write(out, map[string][]byte{filepath.Join("src", "main", "java", "generated_program", "App.java"): text})
}

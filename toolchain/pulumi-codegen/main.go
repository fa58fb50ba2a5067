// Command pulumi-codegen writes the Python, Go and Node.js SDKs of a Pulumi package from its schema with Pulumi's
// own code generators, the ones the language hosts wrap for `pulumi package gen-sdk` (those hosts cannot be built
// here: see scripts/gen-sdks.sh). It binds the schema as the hosts do, then calls codegen/python, codegen/go and
// codegen/nodejs (nodejs.go) and writes each file set into its folder. Its other commands lay the generated Go SDK
// out as a version of a module proxy on disk (goproxy.go), as the release command needs it, and render what
// `pulumi import` would write in a Node.js project, with the Node.js host's program generator (import_program.go).
//
//	pulumi-codegen <schema.json> <python-out> <go-out>
//	pulumi-codegen nodejs <schema.json> <nodejs-out>
//	pulumi-codegen go-proxy <module-dir> <version> <proxy-dir> [<RFC 3339 time>]
//	pulumi-codegen import-nodejs <schema.json> <out.ts> <urn>... < state (pulumi stack export --show-secrets)
//	pulumi-codegen program <schema.json> <pcl-dir> <out-dir> <language>...   (typescript, python, go: program.go)
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"time"

	"github.com/blang/semver"
	gogen "github.com/pulumi/pulumi/pkg/v3/codegen/go"
	"github.com/pulumi/pulumi/pkg/v3/codegen/python"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
)

// tool names the generator in the "do not edit" banner of every generated file.
const tool = "pulumi-tunnels codegen"

// noDependencies is the loader the generators get: the schema references no other package, so any request
// for one is a mistake in the schema, reported as such rather than fetched.
type noDependencies struct{}

func (noDependencies) refuse(name string) error {
	return fmt.Errorf("the schema references package %q; this package has no dependencies", name)
}

func (l noDependencies) LoadPackage(pkg string, _ *semver.Version) (*schema.Package, error) {
	return nil, l.refuse(pkg)
}

func (l noDependencies) LoadPackageV2(_ context.Context, d *schema.PackageDescriptor) (*schema.Package, error) {
	return nil, l.refuse(d.Name)
}

func (l noDependencies) LoadPackageReference(pkg string, _ *semver.Version) (schema.PackageReference, error) {
	return nil, l.refuse(pkg)
}

func (l noDependencies) LoadPackageReferenceV2(
	_ context.Context, d *schema.PackageDescriptor,
) (schema.PackageReference, error) {
	return nil, l.refuse(d.Name)
}

// bind reads and binds the schema as the language hosts' GeneratePackage does. Each generator imports its own
// language section into the bound package, so each gets a package of its own.
func bind(path string) (*schema.Package, error) {
	return bindWith(path, func(*schema.PackageSpec) {})
}

// bindWith binds the schema after `edit` has changed it (withOldEnumSpellings).
func bindWith(path string, edit func(*schema.PackageSpec)) (*schema.Package, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var spec schema.PackageSpec
	if err := json.Unmarshal(raw, &spec); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	edit(&spec)
	pkg, diags, err := schema.BindSpec(spec, noDependencies{}, schema.ValidationOptions{AllowDanglingReferences: true})
	if err != nil {
		return nil, err
	}
	if diags.HasErrors() {
		return nil, fmt.Errorf("%s does not bind: %s", path, diags.Error())
	}
	return pkg, nil
}

func write(dir string, files map[string][]byte) error {
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		target := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(target, files[name], 0o644); err != nil {
			return err
		}
	}
	return nil
}

func generate(schemaPath, pythonDir, goDir string) error {
	pyPkg, err := bind(schemaPath)
	if err != nil {
		return err
	}
	pyFiles, err := python.GeneratePackage(tool, pyPkg, nil, noDependencies{})
	if err != nil {
		return fmt.Errorf("python: %w", err)
	}
	// The generated pyproject.toml names `README.md` at the SDK's root, but the generator writes the README
	// into the package folder only (Pulumi's own providers copy it in their build): the same text goes to both.
	for name, text := range pyFiles {
		if filepath.Base(name) == "README.md" && filepath.Dir(filepath.Dir(name)) == "." {
			pyFiles["README.md"] = text
		}
	}
	goPkg, err := bindWith(schemaPath, withOldEnumSpellings)
	if err != nil {
		return err
	}
	goFiles, err := gogen.GeneratePackage(tool, goPkg, nil)
	if err != nil {
		return fmt.Errorf("go: %w", err)
	}
	if err := write(pythonDir, pyFiles); err != nil {
		return err
	}
	return write(goDir, goFiles)
}

const usage = `usage: pulumi-codegen <schema.json> <python-out> <go-out>
       pulumi-codegen nodejs <schema.json> <nodejs-out>
       pulumi-codegen go-proxy <module-dir> <version> <proxy-dir> [<RFC 3339 time>]
       pulumi-codegen import-nodejs <schema.json> <out.ts> <urn>... < stack export (--show-secrets)
       pulumi-codegen program <schema.json> <pcl-dir> <out-dir> <language>...`

// goProxy runs the go-proxy command: the version's time is the one given, or now.
func goProxy(args []string) error {
	stamp := time.Now()
	if len(args) == 4 {
		var err error
		if stamp, err = time.Parse(time.RFC3339, args[3]); err != nil {
			return fmt.Errorf("the version's time: %w", err)
		}
	}
	return writeGoProxy(args[0], args[1], args[2], stamp)
}

func main() {
	args := os.Args[1:]
	var err error
	switch {
	case len(args) == 3 && args[0] == "nodejs":
		err = generateNodejs(args[1], args[2])
	case len(args) >= 4 && len(args) <= 5 && args[0] == "go-proxy":
		err = goProxy(args[1:])
	case len(args) >= 4 && args[0] == "import-nodejs":
		err = importProgram(args[1], os.Stdin, args[2], args[3:])
	case len(args) >= 5 && args[0] == "program":
		err = generatePrograms(args[1], args[2], args[3], args[4:])
	case len(args) == 3 && args[0] != "nodejs" && args[0] != "go-proxy" && args[0] != "import-nodejs" && args[0] != "program":
		err = generate(args[0], args[1], args[2])
	default:
		fmt.Fprintln(os.Stderr, usage)
		os.Exit(2)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "pulumi-codegen:", err)
		os.Exit(1)
	}
}

// Command pulumi-java-sdk writes the Java SDK of a Pulumi package from its schema with pulumi-java's own code
// generator, `codegen/java`, as the Java language host's GeneratePackage does for `pulumi package gen-sdk`:
// the same type deduplication, the same binding, the same call. The schema's `language.java` asks for
// `buildFiles: "none"` (sources only: Debian's Gradle is too old for the generated Gradle files), so this
// program adds what a build needs besides the sources, from the same bound package:
//
//   - pom.xml, from pom.xml.tmpl: groupId `basePackage`, artifactId the package name (the generator's Gradle
//     template names them so), the schema's version, `language.java.dependencies` with the generator's defaults;
//
//   - plugin.json beside the generated version.txt, the resource the Java SDK reads to tell the CLI which
//     provider plugin a program needs (the generator's Gradle build writes it at build time, with these fields).
//
//     pulumi-java-sdk <schema.json> <out>
//     pulumi-java-sdk program <schema.json> <pcl-dir> <out>   (a program, with its generator: program.go)
package main

import (
	_ "embed"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"text/template"

	javagen "github.com/pulumi/pulumi-java/pkg/codegen/java"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
)

// tool names the generator in the "do not edit" banner of generated files.
const tool = "pulumi-tunnels codegen"

// javaSDK is the Maven artifact every generated SDK depends on.
const javaSDK = "com.pulumi:pulumi"

//go:embed pom.xml.tmpl
var pomText string

// pom escapes every value it writes (`xml`): a description may hold `&` or `<`.
var pom = template.Must(template.New("pom.xml").Funcs(template.FuncMap{"xml": escape}).Parse(pomText))

func escape(s string) (string, error) {
	var b strings.Builder
	err := xml.EscapeText(&b, []byte(s))
	return b.String(), err
}

// pomFields are what pom.xml.tmpl fills in.
type pomFields struct {
	GroupID, ArtifactID, Version, Name, Description, URL, License, Repository string
	// Dependencies are `language.java.dependencies` as group, artifact and version, sorted.
	Dependencies [][3]string
}

// pluginInfo is the plugin.json of the generator's Gradle template (`genPulumiResources`).
type pluginInfo struct {
	Resource bool   `json:"resource"`
	Name     string `json:"name"`
	Version  string `json:"version"`
	Server   string `json:"server,omitempty"`
}

// bind reads the schema, deduplicates its types and binds it, as the Java host's GeneratePackage does.
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
	deduped, diags, err := javagen.DeduplicateTypes(&spec)
	if err != nil {
		return nil, err
	}
	if diags.HasErrors() {
		return nil, fmt.Errorf("%s: %s", path, diags.Error())
	}
	// No loader: the schema references no other package, and a reference to one fails to bind.
	pkg, diags, err := schema.BindSpec(*deduped, nil, schema.ValidationOptions{AllowDanglingReferences: true})
	if err != nil {
		return nil, err
	}
	if diags.HasErrors() {
		return nil, fmt.Errorf("%s does not bind: %s", path, diags.Error())
	}
	if pkg.Version == nil {
		return nil, fmt.Errorf("%s has no version: the SDK's Maven version and plugin.json take it", path)
	}
	return pkg, nil
}

// buildFiles are the pom and plugin.json of the package whose Java settings `info` are.
func buildFiles(pkg *schema.Package, info *javagen.PackageInfo) (map[string][]byte, error) {
	if info.BuildFiles != "none" {
		return nil, fmt.Errorf(`language.java.buildFiles is %q: set it to "none" (the pom is written here)`, info.BuildFiles)
	}
	if info.Dependencies[javaSDK] == "" {
		return nil, fmt.Errorf("language.java.dependencies has no %q: name the Java SDK's version there", javaSDK)
	}
	fields := pomFields{
		GroupID:     strings.TrimSuffix(info.BasePackageOrDefault(), "."),
		ArtifactID:  pkg.Name,
		Version:     pkg.Version.String(),
		Name:        pkg.DisplayName,
		Description: pkg.Description,
		URL:         pkg.Homepage,
		License:     pkg.License,
		Repository:  pkg.Repository,
	}
	for coordinates, version := range info.Dependencies {
		group, artifact, ok := strings.Cut(coordinates, ":")
		if !ok {
			return nil, fmt.Errorf("language.java.dependencies: %q is not groupId:artifactId", coordinates)
		}
		fields.Dependencies = append(fields.Dependencies, [3]string{group, artifact, version})
	}
	sort.Slice(fields.Dependencies, func(i, j int) bool {
		return fields.Dependencies[i][0]+":"+fields.Dependencies[i][1] < fields.Dependencies[j][0]+":"+fields.Dependencies[j][1]
	})
	var text strings.Builder
	if err := pom.Execute(&text, fields); err != nil {
		return nil, err
	}
	plugin, err := json.MarshalIndent(pluginInfo{
		Resource: true, Name: pkg.Name, Version: pkg.Version.String(), Server: pkg.PluginDownloadURL,
	}, "", "  ")
	if err != nil {
		return nil, err
	}
	resources := "src/main/resources/" + strings.ReplaceAll(info.BasePackageOrDefault()+pkg.Name, ".", "/")
	return map[string][]byte{
		"pom.xml":                  []byte(text.String()),
		resources + "/plugin.json": append(plugin, '\n'),
	}, nil
}

func write(dir string, files map[string][]byte) error {
	for name, data := range files {
		target := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(target, data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

func generate(schemaPath, out string) error {
	pkg, err := bindWith(schemaPath, withOldEnumSpellings)
	if err != nil {
		return err
	}
	// Not local (a publishable package); not the deprecated pulumi-java-gen's legacy build-file default.
	files, err := javagen.GeneratePackage(tool, pkg, nil, nil, false, false)
	if err != nil {
		return fmt.Errorf("java: %w", err)
	}
	// GeneratePackage leaves the Java settings it used, imported from `language.java`, on the package.
	info, ok := pkg.Language["java"].(*javagen.PackageInfo)
	if !ok {
		return fmt.Errorf("the generator left no Java settings on the package (%T)", pkg.Language["java"])
	}
	extra, err := buildFiles(pkg, info)
	if err != nil {
		return err
	}
	for name, data := range extra {
		files[name] = data
	}
	return write(out, files)
}

func main() {
	var err error
	switch {
	case len(os.Args) == 5 && os.Args[1] == "program":
		err = generateProgram(os.Args[2], os.Args[3], os.Args[4])
	case len(os.Args) == 3:
		err = generate(os.Args[1], os.Args[2])
	default:
		fmt.Fprintln(os.Stderr, "usage: pulumi-java-sdk <schema.json> <out>\n       pulumi-java-sdk program <schema.json> <pcl-dir> <out>")
		os.Exit(2)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "pulumi-java-sdk:", err)
		os.Exit(1)
	}
}

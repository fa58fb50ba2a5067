package main

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	gogen "github.com/pulumi/pulumi/pkg/v3/codegen/go"
	"github.com/pulumi/pulumi/pkg/v3/codegen/hcl2/syntax"
	"github.com/pulumi/pulumi/pkg/v3/codegen/nodejs"
	"github.com/pulumi/pulumi/pkg/v3/codegen/pcl"
	"github.com/pulumi/pulumi/pkg/v3/codegen/python"
)

// programGenerators are the program generators of the Node.js, Python and Go language hosts (their
// GenerateProgram, which `pulumi convert --language <lang>` calls), by the folder each language's program goes to.
var programGenerators = map[string]func(*pcl.Program) (map[string][]byte, hcl.Diagnostics, error){
	"typescript": nodejs.GenerateProgram,
	"python":     python.GenerateProgram,
	"go":         gogen.GenerateProgram,
}

// parsePCL reads every .pp file of a folder, as `pulumi convert` hands a language host the converted program.
func parsePCL(dir string) (*syntax.Parser, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	parser := syntax.NewParser()
	names := []string{}
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".pp") {
			names = append(names, e.Name())
		}
	}
	sort.Strings(names)
	if len(names) == 0 {
		return nil, fmt.Errorf("%s holds no .pp file", dir)
	}
	for _, name := range names {
		f, err := os.Open(filepath.Join(dir, name))
		if err != nil {
			return nil, err
		}
		err = parser.ParseFile(f, name)
		f.Close()
		if err != nil {
			return nil, err
		}
	}
	if parser.Diagnostics.HasErrors() {
		return nil, parser.Diagnostics
	}
	return parser, nil
}

// generatePrograms renders the PCL program of pclDir (written by `pulumi convert --from yaml --language pcl`)
// in each language asked, into <out>/<language>/: the program is bound strictly, against this package's schema
// only, afresh for each generator, as each language host binds what the CLI sends it.
func generatePrograms(schemaPath, pclDir, out string, languages []string) error {
	for _, lang := range languages {
		gen, ok := programGenerators[lang]
		if !ok {
			return fmt.Errorf("no program generator for %q (there are typescript, python and go)", lang)
		}
		pkg, err := bind(schemaPath)
		if err != nil {
			return err
		}
		parser, err := parsePCL(pclDir)
		if err != nil {
			return err
		}
		// As the language hosts' GenerateProgram binds: an invoke is rendered in its Output form.
		program, diags, err := pcl.BindProgram(parser.Files, onePackage{pkg: pkg}, pcl.PreferOutputVersionedInvokes)
		if err != nil {
			return fmt.Errorf("%s: %w", pclDir, err)
		}
		if diags.HasErrors() {
			return fmt.Errorf("%s does not bind: %s", pclDir, diags.Error())
		}
		files, diags, err := gen(program)
		if err != nil {
			return fmt.Errorf("%s: %w", lang, err)
		}
		if diags.HasErrors() {
			return fmt.Errorf("%s: %s", lang, diags.Error())
		}
		if err := write(filepath.Join(out, lang), files); err != nil {
			return err
		}
	}
	return nil
}

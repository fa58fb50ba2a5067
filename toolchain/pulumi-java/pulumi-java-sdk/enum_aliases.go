package main

import (
	"fmt"
	"strings"

	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
)

// withOldEnumSpellings is toolchain/pulumi-codegen's enum_aliases.go for the Java SDK (another Go module, so a
// copy): the spelling the Java generator gave an enum value before the schema named it (`Path_prefix`) stays as
// a deprecated constant of the same value beside the new name (`PathPrefix`); the comment there says why and
// why never for Python.
func withOldEnumSpellings(spec *schema.PackageSpec) {
	for token, t := range spec.Types {
		var old []schema.EnumValueSpec
		for _, e := range t.Enum {
			value := fmt.Sprint(e.Value)
			if e.Name == "" || value == "" || e.Name == strings.ToUpper(value[:1])+value[1:] {
				continue
			}
			old = append(old, schema.EnumValueSpec{
				Value:              e.Value,
				DeprecationMessage: fmt.Sprintf("Use %s, the same value.", e.Name),
			})
		}
		if len(old) > 0 {
			t.Enum = append(t.Enum, old...)
			spec.Types[token] = t
		}
	}
}

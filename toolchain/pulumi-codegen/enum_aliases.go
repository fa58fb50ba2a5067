package main

import (
	"fmt"
	"strings"

	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
)

// withOldEnumSpellings keeps, in the SDKs whose generators can hold two names for one value (TypeScript and Go
// here, Java in toolchain/pulumi-java), the spelling each gave an enum value before the schema named it
// (scripts/schema/enum-names.ts): for each named value whose name is not what a generator makes of the value
// alone, a deprecated element with the same value and no name, which each generator spells from the value as
// before (`Path_prefix`, `HttpsEdgeRouteMatchType_Path_prefix`) beside the new name (`PathPrefix`). Programs that
// use the old spelling keep compiling, with a deprecation warning. Never for Python: its generator spells both
// elements PATH_PREFIX, and a Python enum refuses a member twice (nor in the schema the plugin serves, from which
// users may generate a Python SDK of their own).
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

package main

import (
	"fmt"

	"github.com/pulumi/pulumi/pkg/v3/codegen/nodejs"
)

// generateNodejs writes the Node.js SDK, as the Node.js language host's GeneratePackage does: the TypeScript
// sources, package.json and tsconfig.json, with no local dependencies and not as a "local SDK" (a package
// published to a registry, compiled before it is packed: scripts/nodejs-sdk.ts). Enum values keep their old
// spellings as deprecated aliases (withOldEnumSpellings).
func generateNodejs(schemaPath, dir string) error {
	pkg, err := bindWith(schemaPath, withOldEnumSpellings)
	if err != nil {
		return err
	}
	files, err := nodejs.GeneratePackage(tool, pkg, nil, nil, false, noDependencies{})
	if err != nil {
		return fmt.Errorf("nodejs: %w", err)
	}
	return write(dir, files)
}

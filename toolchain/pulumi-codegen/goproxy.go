package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"golang.org/x/mod/modfile"
	"golang.org/x/mod/module"
	"golang.org/x/mod/semver"
	"golang.org/x/mod/zip"
)

// writeGoProxy lays the Go module in moduleDir out as version `version` of a module proxy on disk, the layout
// `GOPROXY=file://<proxyDir>` reads and a module proxy serves after a tag: <module>/@v/list, <version>.info,
// <version>.mod and <version>.zip. The zip is made by golang.org/x/mod/zip, the code `go` itself checks it with,
// so it holds exactly what `go get` of a tag would get. `stamp` is the version's time in the .info file.
func writeGoProxy(moduleDir, version, proxyDir string, stamp time.Time) error {
	if !semver.IsValid(version) || semver.Canonical(version) != version {
		return fmt.Errorf("%q is not a canonical semantic version such as v1.2.3", version)
	}
	goMod, err := os.ReadFile(filepath.Join(moduleDir, "go.mod"))
	if err != nil {
		return err
	}
	modulePath := modfile.ModulePath(goMod)
	if modulePath == "" {
		return fmt.Errorf("%s/go.mod names no module", moduleDir)
	}
	escaped, err := module.EscapePath(modulePath)
	if err != nil {
		return err
	}
	dir := filepath.Join(proxyDir, filepath.FromSlash(escaped), "@v")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	zipFile, err := os.Create(filepath.Join(dir, version+".zip"))
	if err != nil {
		return err
	}
	err = zip.CreateFromDir(zipFile, module.Version{Path: modulePath, Version: version}, moduleDir)
	if closeErr := zipFile.Close(); err == nil {
		err = closeErr
	}
	if err != nil {
		return fmt.Errorf("the module zip of %s: %w", modulePath, err)
	}
	if err := os.WriteFile(filepath.Join(dir, version+".mod"), goMod, 0o644); err != nil {
		return err
	}
	info, err := json.Marshal(struct {
		Version string
		Time    string
	}{version, stamp.UTC().Format(time.RFC3339)})
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, version+".info"), info, 0o644); err != nil {
		return err
	}
	return addToList(filepath.Join(dir, "list"), version)
}

// addToList adds version to a proxy's list file, keeping the versions already there, in semantic version order.
func addToList(file, version string) error {
	known := map[string]bool{version: true}
	if old, err := os.ReadFile(file); err == nil {
		for _, line := range strings.Fields(string(old)) {
			known[line] = true
		}
	} else if !os.IsNotExist(err) {
		return err
	}
	versions := make([]string, 0, len(known))
	for v := range known {
		versions = append(versions, v)
	}
	sort.Slice(versions, func(i, j int) bool { return semver.Compare(versions[i], versions[j]) < 0 })
	return os.WriteFile(file, []byte(strings.Join(versions, "\n")+"\n"), 0o644)
}

#!/usr/bin/env bash
# Builds Pulumi's YAML converter plugin, `pulumi-converter-yaml`, for `pulumi convert --from yaml`: the examples
# are written once in YAML and converted to PCL by it before Pulumi's program generators render each language
# (scripts/examples/, `npm run gen-examples`, test/examples/generated.test.ts).
#
# It is a command of the same module as the YAML language host, `github.com/pulumi/pulumi-yaml`, at the same
# release, built through the same Go module (toolchain/pulumi-yaml/: go.mod pins the release, go.sum every
# module's hash; the converter needs no module the host does not). The CLI finds a converter plugin named
# `pulumi-converter-<from>` on PATH. It has a folder of its own, keyed by the version, with its own completion
# marker, so a machine whose YAML host folder is complete still builds this one.
#   scripts/pulumi-converter-yaml.sh              build if needed, then print the folder holding the converter
#   scripts/pulumi-converter-yaml.sh --print-dir  print that folder only
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=lib/cached-tool.sh
. "$repo/scripts/lib/cached-tool.sh"
module="$repo/toolchain/pulumi-yaml"
version=$(required_version "$module/go.mod" github.com/pulumi/pulumi-yaml)
[ -n "$version" ] || { echo "pulumi-converter-yaml: no github.com/pulumi/pulumi-yaml version in $module/go.mod" >&2; exit 1; }
dir=$(tool_cache_dir "pulumi-converter-yaml-$version")
answer_if_ready "$dir" "${1:-}"

command -v go >/dev/null || { echo "pulumi-converter-yaml: Go is needed to build the YAML converter (go.dev/dl, or the distribution's golang package)" >&2; exit 1; }

echo "pulumi-converter-yaml: building pulumi-converter-yaml $version from its Go module into $dir" >&2
start=$SECONDS
if ! go_build_staged converter-yaml "$dir" "$module" "-X github.com/pulumi/pulumi-yaml/pkg/version.Version=$version" \
  pulumi-converter-yaml github.com/pulumi/pulumi-yaml/cmd/pulumi-converter-yaml; then
  echo "pulumi-converter-yaml: $version did not build.${refused:+ A module could not be had (the Go module proxy refused it, or it is unreachable): $refused}" >&2
  cat "$go_log" >&2
  exit 1
fi
finish_staged "$dir" "$version"
echo "pulumi-converter-yaml: built in $((SECONDS - start)) s" >&2
echo "$dir"

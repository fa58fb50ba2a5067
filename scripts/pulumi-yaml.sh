#!/usr/bin/env bash
# Builds Pulumi's real YAML language host, `pulumi-language-yaml`, for the tests that run `runtime: yaml`
# programs through the real CLI (test/cli/yaml-*.test.ts), exactly as users run them: no `--client`, no wrapper.
#
# No registry package carries its binary, so it is built from `github.com/pulumi/pulumi-yaml` through the small
# Go module in toolchain/pulumi-yaml/ (go.mod pins the release, go.sum every module's hash). It is a module of its
# own, sharing nothing with toolchain/pulumi-cli/: pulumi-yaml v1.25.0 requires pkg/v3 v3.206.0 and does not
# compile against the CLI's v3.248.0 (`plugin.NewContextWithRoot` and `schema.NewPluginLoader` changed).
# The CLI 3.248.0 speaks to it over the language-host gRPC protocol, which both releases share.
#
# The CLI finds a language host named `pulumi-language-<runtime>` beside its own executable or on PATH; the
# tests put this folder on PATH (test/cli/yaml-project.ts). It has a folder of its own, keyed by its version,
# with its own completion marker, so a machine whose CLI folder is already complete still builds this one.
#   scripts/pulumi-yaml.sh              build if needed, then print the folder holding `pulumi-language-yaml`
#   scripts/pulumi-yaml.sh --print-dir  print that folder only
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=lib/cached-tool.sh
. "$repo/scripts/lib/cached-tool.sh"
module="$repo/toolchain/pulumi-yaml"
version=$(required_version "$module/go.mod" github.com/pulumi/pulumi-yaml)
[ -n "$version" ] || { echo "pulumi-yaml: no github.com/pulumi/pulumi-yaml version in $module/go.mod" >&2; exit 1; }
dir=$(tool_cache_dir "pulumi-language-yaml-$version")
answer_if_ready "$dir" "${1:-}"

command -v go >/dev/null || { echo "pulumi-yaml: Go is needed to build the YAML language host (go.dev/dl, or the distribution's golang package)" >&2; exit 1; }

echo "pulumi-yaml: building pulumi-language-yaml $version from its Go module into $dir (the first build takes a few minutes)" >&2
start=$SECONDS
if ! go_build_staged yaml "$dir" "$module" "-X github.com/pulumi/pulumi-yaml/pkg/version.Version=$version" \
  pulumi-language-yaml github.com/pulumi/pulumi-yaml/cmd/pulumi-language-yaml; then
  echo "pulumi-yaml: pulumi-language-yaml $version did not build.${refused:+ A module could not be had (the Go module proxy refused it, or it is unreachable): $refused}" >&2
  cat "$go_log" >&2
  exit 1
fi
finish_staged "$dir" "$version"
echo "pulumi-yaml: built pulumi-language-yaml $version in $((SECONDS - start)) s" >&2
echo "$dir"

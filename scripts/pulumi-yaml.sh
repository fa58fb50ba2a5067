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
module="$repo/toolchain/pulumi-yaml"
version=$(sed -n 's#^[[:space:]]*github.com/pulumi/pulumi-yaml \(v[0-9][0-9.]*\).*#\1#p' "$module/go.mod")
[ -n "$version" ] || { echo "pulumi-yaml: no github.com/pulumi/pulumi-yaml version in $module/go.mod" >&2; exit 1; }
dir="${XDG_CACHE_HOME:-$HOME/.cache}/pulumi-tunnels/pulumi-language-yaml-$version"

if [ "${1:-}" = "--print-dir" ]; then echo "$dir"; exit 0; fi
if [ -f "$dir/.complete" ]; then echo "$dir"; exit 0; fi

command -v go >/dev/null || { echo "pulumi-yaml: Go is needed to build the YAML language host (go.dev/dl, or the distribution's golang package)" >&2; exit 1; }

echo "pulumi-yaml: building pulumi-language-yaml $version from its Go module into $dir (the first build takes a few minutes)" >&2
start=$SECONDS
mkdir -p "$(dirname "$dir")"
# Built beside its final place and renamed into it, so a half-built folder is never taken for a build and
# a host that is running from an older copy keeps running.
staging=$(mktemp -d "$(dirname "$dir")/.building-yaml.XXXXXX")
log=$(mktemp "${TMPDIR:-/tmp}/pulumi-yaml-go.XXXXXX")
trap 'rm -rf "$staging" "$log"' EXIT
# go.sum pins every module's hash; the checksum database is not reachable from every build machine.
if ! (cd "$module" && GOFLAGS=-mod=readonly GOSUMDB=off go build -trimpath \
  -ldflags "-X github.com/pulumi/pulumi-yaml/pkg/version.Version=$version" \
  -o "$staging/pulumi-language-yaml" github.com/pulumi/pulumi-yaml/cmd/pulumi-language-yaml) >"$log" 2>&1; then
  refused=$(grep -m1 -E '^go: [^ ]+@[^ ]+: |reading https?://' "$log" || true)
  echo "pulumi-yaml: pulumi-language-yaml $version did not build.${refused:+ A module could not be had (the Go module proxy refused it, or it is unreachable): $refused}" >&2
  cat "$log" >&2
  exit 1
fi
echo "$version" >"$staging/.complete"
rm -rf "$dir"
mv "$staging" "$dir"
echo "pulumi-yaml: built pulumi-language-yaml $version in $((SECONDS - start)) s" >&2
echo "$dir"

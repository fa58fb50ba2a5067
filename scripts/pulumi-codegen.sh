#!/usr/bin/env bash
# Builds `pulumi-codegen`, the small Go program of toolchain/pulumi-codegen/ that writes the Python, Go and Node.js
# SDKs with Pulumi's own code generators (`npm run gen-sdks`, and the SDKs' staleness test), lays the Go SDK out as a
# version of a module proxy on disk for the release command (`pulumi-codegen go-proxy`), and renders the TypeScript
# `pulumi import` would write in a Node.js project (`pulumi-codegen import-nodejs`, test/sdks/nodejs-import).
#
# `pulumi package gen-sdk` would ask the Python, Go and Node.js language hosts to generate, and those hosts cannot be
# built here; they only wrap `codegen/python`, `codegen/go` and `codegen/nodejs` of `github.com/pulumi/pulumi/pkg/v3`, which this
# program calls directly. Its go.mod pins pkg/v3 at the CLI's release (toolchain/pulumi-cli/) with the same
# `replace` of github.com/atotto/clipboard; go.sum pins every hash. It is built with the CLI's flags.
#
# The binary goes to a per-user cache keyed by the version, outside the clone, with its own completion marker:
# a fresh clone on the same machine reuses it, and a second run with the same version does nothing.
#   scripts/pulumi-codegen.sh              build if needed, then print the folder holding `pulumi-codegen`
#   scripts/pulumi-codegen.sh --print-dir  print that folder only
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=lib/cached-tool.sh
. "$repo/scripts/lib/cached-tool.sh"
module="$repo/toolchain/pulumi-codegen"
version=$(required_version "$module/go.mod" github.com/pulumi/pulumi/pkg/v3)
[ -n "$version" ] || { echo "pulumi-codegen: no github.com/pulumi/pulumi/pkg/v3 version in $module/go.mod" >&2; exit 1; }
# The program's own source is part of the key: a change to any of its files must not reuse an older build.
source_hash=$(cat "$module"/*.go "$module/go.mod" "$module/go.sum" | sha256sum | cut -c1-12)
dir=$(tool_cache_dir "pulumi-codegen-$version-$source_hash")
answer_if_ready "$dir" "${1:-}"

command -v go >/dev/null || { echo "pulumi-codegen: Go is needed to build Pulumi's code generators (go.dev/dl, or the distribution's golang package)" >&2; exit 1; }

echo "pulumi-codegen: building the code generators of pkg/v3 $version into $dir" >&2
start=$SECONDS
if ! go_build_staged codegen "$dir" "$module" "-X github.com/pulumi/pulumi/sdk/v3/go/common/version.Version=$version" \
  pulumi-codegen .; then
  echo "pulumi-codegen: the code generators of pkg/v3 $version did not build.${refused:+ A module could not be had: $refused}" >&2
  cat "$go_log" >&2
  exit 1
fi
finish_staged "$dir" "$version $source_hash"
echo "pulumi-codegen: built in $((SECONDS - start)) s" >&2
echo "$dir"

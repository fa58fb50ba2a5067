#!/usr/bin/env bash
# Builds the real Pulumi CLI from its Go module, for the tests that run `pulumi` as users do (test/cli/).
#
# No registry package carries the CLI's binary, so it is built from `github.com/pulumi/pulumi/pkg/v3`
# through the small Go module in toolchain/pulumi-cli/ (its go.mod pins the release and carries the
# `replace` of github.com/atotto/clipboard that Pulumi's own go.mod uses; go.sum pins every hash).
# The release is 3.248.0 because it is the one the tests' @pulumi/pulumi SDK comes from (~3.248.0 in
# package.json: 3.249+ needs Node 22), so CLI and SDK are one release, as Pulumi ships them.
#
# Beside the CLI goes `pulumi-resource-pulumi-nodejs`, the launcher of the dynamic-provider host that the
# @pulumi/pulumi npm package ships. The Node.js language host (module
# github.com/pulumi/pulumi/sdk/nodejs/cmd/pulumi-language-nodejs/v3) is not built: the module proxy here
# refuses every version of it (403), so test/cli serves the program through the SDK's own language
# runtime server instead (see test/cli/README.md).
#
# The binaries go to a per-user cache keyed by the version, outside the clone: a fresh clone on the same
# machine reuses them, and a second run with the same version does nothing.
#   scripts/pulumi-cli.sh              build if needed, then print the folder holding `pulumi`
#   scripts/pulumi-cli.sh --print-dir  print that folder only
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=lib/cached-tool.sh
. "$repo/scripts/lib/cached-tool.sh"
module="$repo/toolchain/pulumi-cli"
version=$(required_version "$module/go.mod" github.com/pulumi/pulumi/pkg/v3)
[ -n "$version" ] || { echo "pulumi-cli: no github.com/pulumi/pulumi/pkg/v3 version in $module/go.mod" >&2; exit 1; }
dir=$(tool_cache_dir "pulumi-cli-$version")
answer_if_ready "$dir" "${1:-}"

command -v go >/dev/null || { echo "pulumi-cli: Go is needed to build the Pulumi CLI (go.dev/dl, or the distribution's golang package)" >&2; exit 1; }
launcher="$repo/node_modules/@pulumi/pulumi/pulumi-resource-pulumi-nodejs"
[ -f "$launcher" ] || { echo "pulumi-cli: $launcher is missing: run npm ci first" >&2; exit 1; }

echo "pulumi-cli: building the Pulumi CLI $version from its Go module into $dir (the first build takes several minutes)" >&2
start=$SECONDS
if ! go_build_staged cli "$dir" "$module" "-X github.com/pulumi/pulumi/sdk/v3/go/common/version.Version=$version" \
  pulumi github.com/pulumi/pulumi/pkg/v3/cmd/pulumi; then
  echo "pulumi-cli: the Pulumi CLI $version did not build.${refused:+ A module could not be had: $refused}" >&2
  cat "$go_log" >&2
  exit 1
fi
cp "$launcher" "$staging/pulumi-resource-pulumi-nodejs"
chmod +x "$staging/pulumi-resource-pulumi-nodejs"
finish_staged "$dir" "$("$staging/pulumi" version)"
echo "pulumi-cli: built $("$dir/pulumi" version) in $((SECONDS - start)) s" >&2
echo "$dir"

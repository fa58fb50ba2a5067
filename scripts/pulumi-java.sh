#!/usr/bin/env bash
# Builds the two Java tools of toolchain/pulumi-java/, both from `github.com/pulumi/pulumi-java/pkg` v1.22.0 (the
# one release the Go module proxy serves):
#   - `pulumi-language-java`, Pulumi's real Java language host, for the tests that run `runtime: java` programs
#     through the real CLI exactly as users run them (test/sdks/java.test.ts);
#   - `pulumi-java-sdk`, the small program that writes sdk/java with pulumi-java's code generator, `codegen/java`
#     (`npm run gen-sdks`, and the SDKs' staleness test).
#
# No registry package carries the host's binary. It is a Go module of its own, sharing nothing with
# toolchain/pulumi-cli/ or toolchain/pulumi-codegen/: pulumi-java v1.22.0 requires pkg/v3 v3.228.0 and does not
# compile against the CLI's v3.248.0 (`schema.Parameterization.BaseProvider` and `pcl.Resource.DecomposeToken`
# are gone). go.mod pins the release, go.sum every module's hash. The CLI 3.248.0 speaks to the host over the
# language-host gRPC protocol, which both releases share.
#
# Both binaries go to one per-user cache folder keyed by the version and the module's own files, with its own
# completion marker: a fresh clone on the same machine reuses it, a change to the generator builds it anew.
#   scripts/pulumi-java.sh              build if needed, then print the folder holding both
#   scripts/pulumi-java.sh --print-dir  print that folder only
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=lib/cached-tool.sh
. "$repo/scripts/lib/cached-tool.sh"
module="$repo/toolchain/pulumi-java"
version=$(required_version "$module/go.mod" github.com/pulumi/pulumi-java/pkg)
[ -n "$version" ] || { echo "pulumi-java: no github.com/pulumi/pulumi-java/pkg version in $module/go.mod" >&2; exit 1; }
source_hash=$( (cd "$module" && find . -type f -print0 | sort -z | xargs -0 sha256sum) | sha256sum | cut -c1-12)
dir=$(tool_cache_dir "pulumi-java-$version-$source_hash")
answer_if_ready "$dir" "${1:-}"

command -v go >/dev/null || { echo "pulumi-java: Go is needed to build the Java language host and code generator (go.dev/dl, or the distribution's golang package)" >&2; exit 1; }

echo "pulumi-java: building pulumi-language-java and pulumi-java-sdk of pulumi-java $version into $dir (the first build takes a few minutes)" >&2
start=$SECONDS
if ! go_build_staged java "$dir" "$module" "-X github.com/pulumi/pulumi-java/pkg/version.Version=$version" \
  "" github.com/pulumi/pulumi-java/pkg/cmd/pulumi-language-java ./pulumi-java-sdk; then
  echo "pulumi-java: pulumi-java $version did not build.${refused:+ A module could not be had (the Go module proxy refused it, or it is unreachable): $refused}" >&2
  cat "$go_log" >&2
  exit 1
fi
finish_staged "$dir" "$version $source_hash"
echo "pulumi-java: built in $((SECONDS - start)) s" >&2
echo "$dir"

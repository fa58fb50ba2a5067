#!/usr/bin/env bash
# What installing a package tarball costs a user: installs it into a fresh empty project and prints the
# wall time of `npm install`, the number of packages and the size of node_modules.
#   bash bench/install-size.sh <tarball>
# The npm cache is warmed by a first, discarded install, so the figure is npm's own work (resolving,
# extracting, install scripts such as a native build), not the network's.
set -euo pipefail
tarball="$(realpath "$1")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

install_into() {
  mkdir -p "$1"
  (cd "$1" && npm init -y >/dev/null && npm install --no-audit --no-fund --prefer-offline "$tarball")
}

install_into "$work/warm" >/dev/null 2>&1
start=$(date +%s.%N)
install_into "$work/project" >"$work/log" 2>&1
end=$(date +%s.%N)
echo "tarball:  $(basename "$tarball") ($(du -k "$tarball" | cut -f1) KiB)"
echo "time:     $(echo "$end - $start" | bc) s"
echo "packages: $(ls "$work/project/node_modules/.package-lock.json" >/dev/null && node -e '
  const lock = require(process.argv[1]);
  console.log(Object.keys(lock.packages).filter((p) => p.startsWith("node_modules/")).length);
' "$work/project/node_modules/.package-lock.json")"
echo "size:     $(du -sm "$work/project/node_modules" | cut -f1) MB (du -sm node_modules)"
echo "native:   $(find "$work/project/node_modules" -name '*.node' | wc -l) .node files built or fetched"
echo "warnings: $(grep -c 'npm warn' "$work/log" || true) lines:"
grep 'npm warn' "$work/log" | grep -v 'Unknown user config' | sed 's/^/  /' | head -20 || true

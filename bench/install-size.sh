#!/usr/bin/env bash
# What installing a package tarball costs a user: installs it into a fresh empty project and prints the
# wall time of `npm install`, the number of packages and the size of node_modules.
#   bash bench/install-size.sh <tarball> [<tarball>...]
# Several tarballs are installed together, as the README installs the server with the package it needs
# (`pulumi-tunnels-<version>.tgz pulumi-tunnels-server-<version>.tgz`).
# The npm cache is warmed by a first, discarded install, so the figure is npm's own work (resolving,
# extracting, install scripts such as a native build), not the network's. NPM_INSTALL_FLAGS adds flags to both
# installs (`--ignore-scripts`: npm's work without the native build, which takes most of the time).
set -euo pipefail
(($# > 0)) || { echo "usage: bash bench/install-size.sh <tarball> [<tarball>...]" >&2; exit 2; }
tarballs=()
for t in "$@"; do tarballs+=("$(realpath "$t")"); done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

read -r -a flags <<<"${NPM_INSTALL_FLAGS:-}"

install_into() {
  mkdir -p "$1"
  (cd "$1" && npm init -y >/dev/null && npm install --no-audit --no-fund --prefer-offline "${flags[@]}" "${tarballs[@]}")
}

install_into "$work/warm" >/dev/null 2>&1
start=$(date +%s.%N)
install_into "$work/project" >"$work/log" 2>&1
end=$(date +%s.%N)
for t in "${tarballs[@]}"; do echo "tarball:  $(basename "$t") ($(du -k "$t" | cut -f1) KiB)"; done
echo "time:     $(echo "$end - $start" | bc) s"
echo "packages: $(ls "$work/project/node_modules/.package-lock.json" >/dev/null && node -e '
  const lock = require(process.argv[1]);
  console.log(Object.keys(lock.packages).filter((p) => p.startsWith("node_modules/")).length);
' "$work/project/node_modules/.package-lock.json")"
echo "size:     $(du -sm "$work/project/node_modules" | cut -f1) MB (du -sm node_modules)"
echo "native:   $(find "$work/project/node_modules" -name '*.node' | wc -l) .node files built or fetched"
echo "warnings: $(grep -c 'npm warn' "$work/log" || true) lines:"
grep 'npm warn' "$work/log" | grep -v 'Unknown user config' | sed 's/^/  /' | head -20 || true

#!/usr/bin/env bash
# The release workflow's smoke test of one platform's plugin archive, on that platform's runner, after the release
# command built it (which already ran the executable: GetPluginInfo and GetSchema, scripts/release/run-check.ts):
# the archive installed into an empty PULUMI_HOME with `pulumi plugin install --file`, then one YAML program
# `pulumi up`, a clean `pulumi preview --refresh --expect-no-changes` and `pulumi destroy` against the local API
# server of this clone (`npm ci && npm run build` first), with the CLI from PATH (in the workflow, the one
# pulumi/actions installs, which carries its YAML language host).
#
#   scripts/release/smoke-test.sh <pulumi-resource-tunnels-v<version>-<os>-<arch>.tar.gz>
#
# Exit: 0 when every step passed; anything else failed (the failing command's output says which).
set -euo pipefail
archive=$(cd "$(dirname "${1:?usage: scripts/release/smoke-test.sh <plugin archive>}")" && pwd)/$(basename "$1")
repo=$(cd "$(dirname "$0")/../.." && pwd)
version=$(basename "$archive" | sed -n 's/^pulumi-resource-tunnels-v\(.*\)-[a-z]*-[a-z0-9]*\.tar\.gz$/\1/p')
[[ -n $version ]] || {
  echo "smoke-test: $archive is not named pulumi-resource-tunnels-v<version>-<os>-<arch>.tar.gz" >&2
  exit 2
}
work=$(mktemp -d)
server_pid=""
cleanup() {
  [[ -z $server_pid ]] || kill "$server_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
mkdir -p "$work/home" "$work/state" "$work/project"
export PULUMI_HOME="$work/home" PULUMI_BACKEND_URL="file://$work/state" PULUMI_CONFIG_PASSPHRASE=smoke-test \
  PULUMI_SKIP_UPDATE_CHECK=true PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION=true NO_COLOR=1

pulumi plugin install resource tunnels "$version" --file "$archive"

# The local API server on a free port, with a token of its own; its first line says where it listens.
TUNNELS_ROOT_TOKEN=$(head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n')
export TUNNELS_ROOT_TOKEN
# Made here: the background job opens it only once it runs, perhaps after the first read below.
: >"$work/server.log"
node "$repo/server/dist/cli.js" --port 0 >"$work/server.log" 2>&1 &
server_pid=$!
url=""
for _ in $(seq 100); do
  url=$(sed -n 's/^listening on \(http[^ ]*\)$/\1/p' "$work/server.log")
  [[ -z $url ]] || break
  sleep 0.1
done
[[ -n $url ]] || {
  echo "smoke-test: the local API server did not start" >&2
  cat "$work/server.log" >&2
  exit 1
}

cat >"$work/project/Pulumi.yaml" <<YAML
name: smoke
runtime: yaml
resources:
  office:
    type: tunnels:index:IpPolicy
    properties:
      description: Smoke test of ${version}
    options:
      version: ${version}
  site:
    type: tunnels:index:HttpsEdge
    properties:
      description: Smoke test of ${version}
      hostports:
        - smoke.example.test:443
outputs:
  edgeId: \${site.id}
YAML
cd "$work/project"
pulumi stack init --non-interactive smoke
pulumi config set tunnels:apiUrl "$url"
printf %s "$TUNNELS_ROOT_TOKEN" | pulumi config set --secret tunnels:apiKey
pulumi up --yes --skip-preview --non-interactive
[[ $(pulumi stack output edgeId) == edghts_* ]] || {
  echo "smoke-test: the edge has no ID: $(pulumi stack output edgeId)" >&2
  exit 1
}
pulumi preview --refresh --expect-no-changes --non-interactive
pulumi destroy --yes --skip-preview --non-interactive
echo "smoke-test: $(basename "$archive") installed, up, no drift, destroyed"

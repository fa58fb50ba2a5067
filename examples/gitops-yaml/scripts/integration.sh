#!/usr/bin/env bash
# The pull request's ephemeral integration run: deploys the program to a throwaway stack on a service of
# its own (the local API server the job starts), runs the checks below, and destroys the stack, whatever
# happened.
#
#   TUNNELS_API_URL=<url> TUNNELS_API_KEY=<token> scripts/integration.sh <stack>
#
# Needs PULUMI_BACKEND_URL and PULUMI_CONFIG_PASSPHRASE of the run's own (a temporary folder and a made-up
# passphrase: the run needs none of the team's secrets, so pull requests from forks can run it too).
# The checks: the deploy succeeds, the edge serves the host name it was given, and a drift check right
# after it is clean (exit 0).
# Exit: 0 every check passed; anything else failed.
set -euo pipefail
stack=${1:?usage: TUNNELS_API_URL=<url> TUNNELS_API_KEY=<token> scripts/integration.sh <stack>}
: "${TUNNELS_API_URL:?the URL of the service to deploy to}" "${TUNNELS_API_KEY:?its API key}"
here="$(cd "$(dirname "$0")" && pwd)"
cd "$here/.."
hostname="$stack.ci.example.test"

pulumi stack init --secrets-provider passphrase --non-interactive "$stack"
cleanup() {
  pulumi destroy --stack "$stack" --yes --skip-preview --non-interactive
  pulumi stack rm --stack "$stack" --yes --non-interactive
}
trap cleanup EXIT

pulumi config set --stack "$stack" tunnels:apiUrl "$TUNNELS_API_URL"
printf %s "$TUNNELS_API_KEY" | pulumi config set --stack "$stack" --secret tunnels:apiKey
pulumi config set --stack "$stack" tunnels:retryTimeoutSeconds 30
pulumi config set --stack "$stack" hostname "$hostname"
pulumi config set --stack "$stack" officeCidr 192.0.2.0/24
head -c 24 /dev/urandom | base64 | pulumi config set --stack "$stack" --secret webhookSecret

"$here/deploy.sh" "$stack"

served=$(pulumi stack output --stack "$stack" --json hostports)
if [[ $served != *"\"$hostname:443\""* ]]; then
  echo "check failed: the edge serves $served, not $hostname:443" >&2
  exit 1
fi
"$here/drift-check.sh" "$stack" "$(mktemp -d)"
echo "integration checks of $stack passed"

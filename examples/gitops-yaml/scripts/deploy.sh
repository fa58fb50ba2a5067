#!/usr/bin/env bash
# Deploys one stack: what a push to main runs, staging first, then production.
#
#   scripts/deploy.sh <stack>
#
# Needs PULUMI_BACKEND_URL (where the state is kept) and PULUMI_CONFIG_PASSPHRASE (decrypts the secrets in
# Pulumi.<stack>.yaml). The stack is created in the backend on its first deploy. `--refresh` reads the
# service first, so a deploy also puts back whatever was changed by hand: Git wins. The pull request's
# preview was the review, so the deploy does not preview again (`--skip-preview`).
# Exit: 0 deployed, anything else failed (pulumi's code).
set -euo pipefail
stack=${1:?usage: scripts/deploy.sh <stack>}
cd "$(dirname "$0")/.."

pulumi stack select --create --secrets-provider passphrase --non-interactive "$stack"
pulumi up --stack "$stack" --yes --refresh --skip-preview --non-interactive

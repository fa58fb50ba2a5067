#!/usr/bin/env bash
# The scheduled drift check of one stack: does the service still hold what the program declares?
#
#   scripts/drift-check.sh <stack> [<report dir>]
#
# Runs `pulumi preview --refresh --expect-no-changes --json` once, keeps its JSON as <dir>/<stack>.json
# and turns it into <dir>/<stack>.md with tunnels-drift-report (installed with pulumi-tunnels): a summary
# line, then each drifted resource with its changed members. The report dir defaults to ./drift.
# Exit: 0 no drift, 7 drift (the report says what), anything else: the check itself failed (the service
# unreachable, a wrong key, a bad program), which says nothing of drift.
set -euo pipefail
stack=${1:?usage: scripts/drift-check.sh <stack> [<report dir>]}
mkdir -p "${2:-drift}"
dir=$(cd "${2:-drift}" && pwd)
cd "$(dirname "$0")/.."

pulumi stack select --non-interactive "$stack"
check=0
pulumi preview --stack "$stack" --refresh --expect-no-changes --json --non-interactive \
  >"$dir/$stack.json" || check=$?
if ((check != 0 && check != 7)); then
  echo "drift check of $stack failed: pulumi preview exited $check" >&2
  exit "$check"
fi

# The report reads the same JSON; it must agree with the CLI's answer.
report=0
npx --no-install tunnels-drift-report "$dir/$stack.json" >"$dir/$stack.md" || report=$?
if ((report != check)); then
  echo "drift check of $stack failed: pulumi preview exited $check but tunnels-drift-report $report" >&2
  exit 1
fi
exit "$check"

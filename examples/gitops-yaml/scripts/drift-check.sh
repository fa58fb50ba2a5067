#!/usr/bin/env bash
# The scheduled drift check of one stack: does the service still hold what the program declares?
#
#   scripts/drift-check.sh <stack> [<report dir>]
#
# Runs `pulumi preview --refresh --expect-no-changes --json` once, keeps its JSON as <dir>/<stack>.json
# and turns it into <dir>/<stack>.md with the plugin's own drift report (`pulumi plugin run --kind resource
# tunnels@<version> -- drift-report`: the executable the preview used, from the CLI's plugin folder, so no
# Node.js and no npm): a summary line, then each drifted resource with its changed members. <version> is the one
# Pulumi.yaml names in its `options`. The report dir defaults to ./drift.
# The report also judges the service's current objects by the policy pack's rules (policy/<stack>.json), which a
# preview cannot: a change made by hand that breaks one is listed with the rule and the resource.
# Exit: 0 no drift, 7 drift (the report says what), anything else: the check itself failed (the service
# unreachable, a wrong key, a bad program), which says nothing of drift.
set -euo pipefail
stack=${1:?usage: scripts/drift-check.sh <stack> [<report dir>]}
mkdir -p "${2:-drift}"
dir=$(cd "${2:-drift}" && pwd)
cd "$(dirname "$0")/.."
# The first `version:` of Pulumi.yaml: the plugin's, in the options of the program's first resource.
version=$(sed -n 's/^ *version: *"\{0,1\}\([0-9][^" ]*\)"\{0,1\} *$/\1/p' Pulumi.yaml | head -n 1)
if [[ -z $version ]]; then
  echo "drift check of $stack failed: no plugin version (options: version:) in Pulumi.yaml" >&2
  exit 1
fi

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
# The stack's policy config, if it has one; otherwise each rule at its own level.
policy=(--policy)
[[ ! -f policy/$stack.json ]] || policy=(--policy-config "policy/$stack.json")
pulumi plugin run --kind resource "tunnels@$version" -- drift-report "${policy[@]}" "$dir/$stack.json" \
  </dev/null >"$dir/$stack.md" || report=$?
if ((report != check)); then
  echo "drift check of $stack failed: pulumi preview exited $check but the drift report $report" >&2
  exit 1
fi
exit "$check"

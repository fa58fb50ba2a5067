#!/usr/bin/env bash
# Previews the stacks a pull request changes and writes one Markdown comment for it: a table of each
# stack's summary first, then each stack's diff, folded.
#
#   scripts/preview.sh <comment.md> <stack>...
#
# Needs PULUMI_BACKEND_URL and PULUMI_CONFIG_PASSPHRASE, as deploy.sh does; a stack not deployed yet is
# created in the backend, empty, so its preview shows every resource to create. The comment starts with a
# marker line (an HTML comment) so a workflow can find and update it rather than add another. Each diff is
# cut to keep the comment under GitHub's 65,536 characters.
# Each preview runs the security team's policy pack (policy/, with policy/<stack>.json if any): a mandatory
# violation fails the preview, and the comment, naming the rule and the resource as the program names it. The
# pack's analyzer, `pulumi-analyzer-policy-tunnels`, is installed first at the plugin's version (once per machine).
# Exit: 0 when every preview ran and passed the policy pack; otherwise the first failing preview's exit code,
# once the comment (which says which stack failed, and why) is written.
set -euo pipefail
(($# >= 2)) || {
  echo "usage: scripts/preview.sh <comment.md> <stack>..." >&2
  exit 2
}
mkdir -p "$(dirname "$1")"
comment="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
shift
cd "$(dirname "$0")/.."
# The plugin's version: the first `version:` of Pulumi.yaml, where a YAML program names it (as
# scripts/drift-check.sh reads it); else the installed pulumi-tunnels package's (the TypeScript classes' own).
version=$(sed -n 's/^ *version: *"\{0,1\}\([0-9][^" ]*\)"\{0,1\} *$/\1/p' Pulumi.yaml | head -n 1)
if [[ -z $version ]] && command -v node >/dev/null; then
  version=$(node -p 'require("pulumi-tunnels/package.json").version')
fi
if [[ -z $version ]]; then
  echo "preview failed: no plugin version to install the policy pack's analyzer at" >&2
  exit 1
fi
pulumi plugin install analyzer policy-tunnels "$version" --server github://api.github.com/pulumi-tunnels >&2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Room for each stack's diff: the comment's limit, less the table and the wrapping, shared out.
diff_limit=$((60000 / $#))

status=0
for stack in "$@"; do
  code=0
  : >"$work/$stack.txt"
  pulumi stack select --create --secrets-provider passphrase --non-interactive "$stack" >&2 || code=$?
  # The stack's policy config, if it has one; otherwise each rule at its own level.
  config=()
  [[ ! -f policy/$stack.json ]] || config=(--policy-pack-config "policy/$stack.json")
  if ((code == 0)); then
    pulumi preview --stack "$stack" --diff --non-interactive --color never --policy-pack policy "${config[@]}" \
      >"$work/$stack.txt" 2>&1 || code=$?
  fi
  # The whole preview goes to the job log; the comment may cut it.
  cat "$work/$stack.txt" >&2
  if ((code == 0)); then
    # The CLI ends with "Resources:" and one indented line per kind of change.
    summary=$(sed -n '/^Resources:/,/^$/{/^Resources:/d;/^$/d;s/^ *//;p;}' "$work/$stack.txt" | paste -sd, - |
      sed 's/,/, /g')
  else
    summary="preview failed (exit $code)"
    ((status != 0)) || status=$code
  fi
  # The backticks are Markdown (the stack's name as code), not a command substitution.
  # shellcheck disable=SC2016
  printf '| `%s` | %s |\n' "$stack" "$( ((code == 0)) && echo "${summary:-no changes}" || echo "**$summary**")" \
    >>"$work/table.md"
  {
    printf '\n<details><summary><code>%s</code>: %s</summary>\n\n```diff\n' "$stack" "${summary:-no changes}"
    head -c "$diff_limit" "$work/$stack.txt"
    if (($(wc -c <"$work/$stack.txt") > diff_limit)); then
      printf '\n… cut here: the whole preview is in the job log.\n'
    fi
    printf '```\n\n</details>\n'
  } >>"$work/diffs.md"
done

{
  echo '<!-- tunnels-gitops-preview -->'
  echo '### Pulumi preview'
  echo
  echo '| Stack | Changes |'
  echo '| --- | --- |'
  cat "$work/table.md" "$work/diffs.md"
} >"$comment"
cat "$comment"
exit "$status"

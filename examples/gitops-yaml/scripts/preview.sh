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
# Exit: 0 when every preview ran, whatever it found; otherwise the first failing preview's exit code, once
# the comment (which says which stack failed) is written.
set -euo pipefail
(($# >= 2)) || {
  echo "usage: scripts/preview.sh <comment.md> <stack>..." >&2
  exit 2
}
mkdir -p "$(dirname "$1")"
comment="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
shift
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Room for each stack's diff: the comment's limit, less the table and the wrapping, shared out.
diff_limit=$((60000 / $#))

status=0
for stack in "$@"; do
  code=0
  : >"$work/$stack.txt"
  pulumi stack select --create --secrets-provider passphrase --non-interactive "$stack" >&2 || code=$?
  if ((code == 0)); then
    pulumi preview --stack "$stack" --diff --non-interactive --color never >"$work/$stack.txt" 2>&1 || code=$?
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

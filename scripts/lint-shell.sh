#!/usr/bin/env bash
# Lints the shell of this repository as teams' CI would (`npm run lint-shell`, part of `npm test`):
#   - the GitHub Actions workflows (.github/, examples/gitops and examples/gitops-yaml) with actionlint, which
#     hands each `run:` block to ShellCheck;
#   - every shell script with ShellCheck: each file, outside node_modules/, dist/ and .tmp/, named *.sh or
#     starting with a sh or bash #! line (the gitops scripts teams copy, scripts/, bench/, test/, .ci/run).
# Both are native builds that scripts/lint-tools.sh provides (it builds them once per user and version).
#
#   scripts/lint-shell.sh            lint all of the above
#   scripts/lint-shell.sh FILE...    lint only these: *.yml and *.yaml as workflows, anything else as a script
# Exit: 0 when nothing is found, 1 when something is, 2 when the linters are missing.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
tools=$(bash "$repo/scripts/lint-tools.sh") || exit 2
# actionlint skips its shellcheck rule without a word when it cannot run the program it is given.
for tool in actionlint shellcheck; do
  [ -x "$tools/$tool" ] || { echo "lint-shell: $tools/$tool is missing: remove $tools and run scripts/lint-tools.sh" >&2; exit 2; }
done

workflows=()
scripts=()
if (($# > 0)); then
  for file in "$@"; do
    case "$file" in
    *.yml | *.yaml) workflows+=("$file") ;;
    *) scripts+=("$file") ;;
    esac
  done
else
  cd "$repo"
  workflows=(.github/workflows/*.yml examples/gitops/.github/workflows/*.yml examples/gitops-yaml/.github/workflows/*.yml)
  while IFS= read -r file; do scripts+=("$file"); done < <(
    find . \( -name node_modules -o -name dist -o -name .git -o -name .tmp \) -prune -o -type f -print0 |
      xargs -0 awk 'FNR == 1 { if (/^#!.*[\/ ](ba)?sh([ \t]|$)/ || FILENAME ~ /\.sh$/) print substr(FILENAME, 3); nextfile }' |
      sort
  )
fi

status=0
if ((${#workflows[@]} > 0)); then
  "$tools/actionlint" -shellcheck "$tools/shellcheck" "${workflows[@]}" || status=1
fi
if ((${#scripts[@]} > 0)); then
  # One line per finding, file:line:column first, as actionlint prints its own.
  "$tools/shellcheck" --format gcc "${scripts[@]}" || status=1
fi
if ((status == 0)); then
  echo "lint-shell: nothing found in ${#workflows[@]} workflows (actionlint, ShellCheck on run: blocks) and ${#scripts[@]} scripts (ShellCheck)"
fi
exit "$status"

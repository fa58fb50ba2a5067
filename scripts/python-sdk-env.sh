#!/usr/bin/env bash
# Makes the virtual environment the Python SDK's tests run in (test/sdks/): Pulumi's Python SDK and mypy from
# toolchain/python-sdk/requirements.txt, then the generated SDK itself, `pip install ./sdk/python`, as a user
# installs a package's SDK.
#
# It goes to a per-user cache keyed by a hash of everything it installs (the requirements and every file of
# sdk/python), outside the clone: a fresh clone on the same machine reuses it, a regenerated SDK gets a new one.
#   scripts/python-sdk-env.sh              make it if needed, then print the folder (its python is bin/python)
#   scripts/python-sdk-env.sh --print-dir  print that folder only
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=lib/cached-tool.sh
. "$repo/scripts/lib/cached-tool.sh"
requirements="$repo/toolchain/python-sdk/requirements.txt"
sdk="$repo/sdk/python"
key=$( (cd "$repo" && sha256sum toolchain/python-sdk/requirements.txt && find sdk/python -type f -print0 | sort -z | xargs -0 sha256sum) | sha256sum | cut -c1-16)
dir=$(tool_cache_dir "python-sdk-$key")
answer_if_ready "$dir" "${1:-}"

command -v python3 >/dev/null || { echo "python-sdk-env: Python 3.10 or later is needed (the distribution's python3 and python3-venv packages)" >&2; exit 1; }

mkdir -p "$(dirname "$dir")"
# A virtual environment cannot be renamed into place (it records its own path), so two runs at once (two clones'
# tests) would make it in the same folder: where flock(1) exists, the second waits for the first and reuses it.
if command -v flock >/dev/null; then
  exec 9>"$dir.lock"
  flock 9
  answer_if_ready "$dir"
fi

echo "python-sdk-env: installing $(grep -v '^#' "$requirements" | paste -sd' ' -) and sdk/python into $dir" >&2
start=$SECONDS
# Made in a private folder, then moved to its final name before anything is installed into it: the scripts pip
# installs name their interpreter by its path. `.complete` is written last, so a half-made environment is never
# taken for one, and a failure removes it.
staging=$(mktemp -d "$(dirname "$dir")/.building-python-sdk.XXXXXX")
log=$(mktemp "${TMPDIR:-/tmp}/python-sdk-env.XXXXXX")
trap 'rm -rf "$staging" "$log"' EXIT
fail() {
  echo "python-sdk-env: $1" >&2
  cat "$log" >&2
  exit 1
}
pip() { "$dir/bin/python" -m pip --disable-pip-version-check --no-input "$@" >>"$log" 2>&1; }

python3 -m venv "$staging/env" >"$log" 2>&1 ||
  fail "\`python3 -m venv\` cannot make a virtual environment here: install python3-venv (Debian, Ubuntu: apt-get install python3-venv)"
rm -rf "$dir"
mv "$staging/env" "$dir"
trap 'rm -rf "$staging" "$log"; [ -f "$dir/.complete" ] || rm -rf "$dir"' EXIT
# A copy of the SDK, so the build leaves nothing (build/, *.egg-info) in the clone.
cp -r "$sdk" "$staging/sdk"
pip install -r "$requirements" || fail "the requirements did not install from PyPI: $requirements"
pip install "$staging/sdk" || fail "sdk/python did not install"
"$dir/bin/python" -c 'import pulumi_tunnels' >>"$log" 2>&1 || fail "pulumi_tunnels does not import after installing"
"$dir/bin/python" -m pip freeze --disable-pip-version-check >"$dir/.complete"
echo "python-sdk-env: ready in $((SECONDS - start)) s" >&2
echo "$dir"

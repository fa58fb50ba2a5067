#!/usr/bin/env bash
# Makes the virtual environment the release command (scripts/release/) builds the Python SDK's wheel and sdist
# in: PyPI's `build` and setuptools from toolchain/python-build/requirements.txt, every file hash-pinned, wheels
# only. The release runs `python -m build --no-isolation` there, so the build fetches nothing.
#
# It goes to a per-user cache keyed by a hash of the requirements, outside the clone: a fresh clone on the same
# machine reuses it.
#   scripts/python-build.sh              make it if needed, then print the folder (its python is bin/python)
#   scripts/python-build.sh --print-dir  print that folder only
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=lib/cached-tool.sh
. "$repo/scripts/lib/cached-tool.sh"
requirements="$repo/toolchain/python-build/requirements.txt"
dir=$(tool_cache_dir "python-build-$(sha256sum <"$requirements" | cut -c1-16)")
answer_if_ready "$dir" "${1:-}"

command -v python3 >/dev/null || { echo "python-build: Python 3.10 or later is needed (the distribution's python3 and python3-venv packages)" >&2; exit 1; }

mkdir -p "$(dirname "$dir")"
# A virtual environment records its own path, so it cannot be made elsewhere and renamed: two runs at once wait
# for each other where flock(1) exists, and a half-made one is removed (`.complete` is written last).
if command -v flock >/dev/null; then
  exec 9>"$dir.lock"
  flock 9
  answer_if_ready "$dir"
fi
echo "python-build: installing build and setuptools into $dir" >&2
log=$(mktemp "${TMPDIR:-/tmp}/python-build.XXXXXX")
trap 'rm -f "$log"; [ -f "$dir/.complete" ] || rm -rf "$dir"' EXIT
rm -rf "$dir"
if ! python3 -m venv "$dir" >"$log" 2>&1; then
  echo "python-build: \`python3 -m venv\` cannot make a virtual environment here: install python3-venv (Debian, Ubuntu: apt-get install python3-venv)" >&2
  cat "$log" >&2
  exit 1
fi
if ! "$dir/bin/python" -m pip install --disable-pip-version-check --no-input --require-hashes --only-binary=:all: \
  -r "$requirements" >>"$log" 2>&1; then
  echo "python-build: the requirements did not install from PyPI: $requirements" >&2
  cat "$log" >&2
  exit 1
fi
"$dir/bin/python" -m pip freeze --all --disable-pip-version-check >"$dir/.complete"
echo "$dir"

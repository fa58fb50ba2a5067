#!/usr/bin/env bash
# Makes the virtual environment `twine check` runs in (scripts/release/publish-dry-run.sh): twine and the modules
# its `check` imports, from toolchain/twine/requirements.txt, every file hash-pinned, wheels only, no dependency
# resolved beyond the list (`--no-deps`; the list says why that is enough).
#
# It goes to a per-user cache keyed by a hash of the requirements, outside the clone: a fresh clone on the same
# machine reuses it.
#   scripts/twine.sh              make it if needed, then print the folder (its python is bin/python)
#   scripts/twine.sh --print-dir  print that folder only
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=lib/cached-tool.sh
. "$repo/scripts/lib/cached-tool.sh"
requirements="$repo/toolchain/twine/requirements.txt"
dir=$(tool_cache_dir "twine-$(sha256sum <"$requirements" | cut -c1-16)")
answer_if_ready "$dir" "${1:-}"

command -v python3 >/dev/null || { echo "twine: Python 3.10 or later is needed (the distribution's python3 and python3-venv packages)" >&2; exit 1; }

mkdir -p "$(dirname "$dir")"
# As scripts/python-build.sh: a virtual environment cannot be moved, so two runs at once wait for each other.
if command -v flock >/dev/null; then
  exec 9>"$dir.lock"
  flock 9
  answer_if_ready "$dir"
fi
echo "twine: installing twine into $dir" >&2
log=$(mktemp "${TMPDIR:-/tmp}/twine.XXXXXX")
trap 'rm -f "$log"; [ -f "$dir/.complete" ] || rm -rf "$dir"' EXIT
rm -rf "$dir"
if ! python3 -m venv "$dir" >"$log" 2>&1; then
  echo "twine: \`python3 -m venv\` cannot make a virtual environment here: install python3-venv" >&2
  cat "$log" >&2
  exit 1
fi
if ! "$dir/bin/python" -m pip install --disable-pip-version-check --no-input --require-hashes --only-binary=:all: \
  --no-deps -r "$requirements" >>"$log" 2>&1; then
  echo "twine: the requirements did not install from PyPI: $requirements" >&2
  cat "$log" >&2
  exit 1
fi
"$dir/bin/python" -m pip freeze --all --disable-pip-version-check >"$dir/.complete"
echo "$dir"

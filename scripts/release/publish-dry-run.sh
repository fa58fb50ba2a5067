#!/usr/bin/env bash
# The publishing steps of .github/workflows/release.yml in their dry-run modes, on a release folder (`npm run
# release -- --out <dir>`): `npm publish --dry-run` of each npm tarball (pulumi-tunnels, pulumi-tunnels-server,
# @pulumi-tunnels/tunnels), which packs and checks it as a publish would and uploads nothing, and `twine check
# --strict` of the Python wheel and sdist (their metadata, and the long description as PyPI renders it).
#
#   scripts/release/publish-dry-run.sh <release folder>
#
# Exit: 0 when every check passed; anything else is the failing command's code.
set -euo pipefail
folder=${1:?usage: scripts/release/publish-dry-run.sh <release folder>}
repo=$(cd "$(dirname "$0")/../.." && pwd)
shopt -s nullglob
tarballs=("$folder"/*.tgz)
python=("$folder"/pulumi_tunnels-*.whl "$folder"/pulumi_tunnels-*.tar.gz)
if ((${#tarballs[@]} != 3 || ${#python[@]} != 2)); then
  echo "publish-dry-run: $folder holds ${#tarballs[@]} npm tarballs and ${#python[@]} Python files, not 3 and 2" >&2
  exit 1
fi
for tarball in "${tarballs[@]}"; do
  # A pre-release must name its dist-tag, as the workflow's publish does; `next` is fine for a dry run of any.
  npm publish --dry-run --tag next --access public "$tarball"
done
twine=$(bash "$repo/scripts/twine.sh")
# One line per file, without colour, whatever the terminal (twine prints through rich); requests warns once that
# charset-normalizer is missing, which `check` never needs.
PYTHONWARNINGS=ignore COLUMNS=1000 "$twine/bin/python" -m twine --no-color check --strict "${python[@]}"
echo "publish-dry-run: ${#tarballs[@]} npm tarballs and ${#python[@]} Python files would publish"

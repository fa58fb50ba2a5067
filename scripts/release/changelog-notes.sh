#!/usr/bin/env bash
# Prints the CHANGELOG.md section of one version, the GitHub release's notes: the lines after its heading
# (`## <version>`, `## <version> (<date>)`), up to the next `## `. Refuses a version with no section, or one
# still marked unreleased: a tag is pushed after the heading says the version is out.
#
#   scripts/release/changelog-notes.sh <version> [<CHANGELOG.md>]
#
# Exit: 0 with the notes on stdout; 1 when there are none to publish.
set -euo pipefail
version=${1:?usage: scripts/release/changelog-notes.sh <version> [<CHANGELOG.md>]}
changelog=${2:-$(dirname "$0")/../../CHANGELOG.md}
heading=$(grep -E -m1 "^## ${version//./\\.}( |$)" "$changelog" || true)
if [[ -z $heading ]]; then
  echo "changelog-notes: $changelog has no section \"## $version\"" >&2
  exit 1
fi
if [[ $heading == *unreleased* ]]; then
  echo "changelog-notes: $changelog still says \"$heading\": date the heading before tagging v$version" >&2
  exit 1
fi
awk -v heading="$heading" '
  $0 == heading { inside = 1; next }
  inside && /^## / { exit }
  inside { print }
' "$changelog" | sed -e '/./,$!d'

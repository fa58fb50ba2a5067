#!/usr/bin/env bash
# Writes the Python and Go SDKs, sdk/python/ and sdk/go/, from plugin/schema.json with Pulumi's own code
# generators (`npm run gen-sdks`; `npm run gen-classes` runs it after regenerating the schema). Nothing in those
# folders is edited by hand except sdk/go/README.md, which the Go generator does not write and which is kept.
# test/sdks/staleness.test.ts fails when the checked-in folders differ from what this writes.
#   scripts/gen-sdks.sh          regenerate sdk/python and sdk/go
#   scripts/gen-sdks.sh <dir>    write <dir>/python and <dir>/go instead (the staleness test compares them)
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
codegen="$(bash "$repo/scripts/pulumi-codegen.sh")/pulumi-codegen"
if [ $# -gt 0 ]; then
  exec "$codegen" "$repo/plugin/schema.json" "$1/python" "$1/go"
fi

out=$(mktemp -d "${TMPDIR:-/tmp}/gen-sdks.XXXXXX")
trap 'rm -rf "$out"' EXIT
"$codegen" "$repo/plugin/schema.json" "$out/python" "$out/go"
# Files the generator no longer writes must go too: each folder is replaced whole, the hand-written README kept.
if [ -f "$repo/sdk/go/README.md" ]; then cp "$repo/sdk/go/README.md" "$out/go/README.md"; fi
rm -rf "$repo/sdk/python" "$repo/sdk/go"
mv "$out/python" "$repo/sdk/python"
mv "$out/go" "$repo/sdk/go"
echo "gen-sdks: wrote sdk/python ($(find "$repo/sdk/python" -type f | wc -l) files) and sdk/go ($(find "$repo/sdk/go" -type f | wc -l) files)" >&2

#!/usr/bin/env bash
# Writes the Python, Go, Node.js and Java SDKs, sdk/python/, sdk/go/, sdk/nodejs/ and sdk/java/, from
# plugin/schema.json with Pulumi's own code generators (`npm run gen-sdks`; `npm run gen-classes` runs it after
# regenerating the schema): Python's, Go's and Node.js's of pkg/v3 through toolchain/pulumi-codegen/, Java's of
# pulumi-java through toolchain/pulumi-java/ (a module of its own: pulumi-java builds on an older pkg/v3). Nothing
# in those folders is edited by hand except sdk/go/README.md, which the Go generator does not write and which is
# kept. The Node.js SDK is TypeScript: scripts/nodejs-sdk.ts compiles and packs it.
# test/sdks/staleness.test.ts fails when the checked-in folders differ from what this writes.
#   scripts/gen-sdks.sh          regenerate sdk/python, sdk/go, sdk/nodejs and sdk/java
#   scripts/gen-sdks.sh <dir>    write <dir>/python, <dir>/go, <dir>/nodejs and <dir>/java instead (the staleness
#                                test compares them)
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
codegen="$(bash "$repo/scripts/pulumi-codegen.sh")/pulumi-codegen"
javagen="$(bash "$repo/scripts/pulumi-java.sh")/pulumi-java-sdk"
schema="$repo/plugin/schema.json"
languages=(python go nodejs java)

# generate DIR: writes DIR/python, DIR/go, DIR/nodejs and DIR/java.
generate() {
  "$codegen" "$schema" "$1/python" "$1/go"
  "$codegen" nodejs "$schema" "$1/nodejs"
  "$javagen" "$schema" "$1/java"
}

if [ $# -gt 0 ]; then
  generate "$1"
  exit 0
fi

out=$(mktemp -d "${TMPDIR:-/tmp}/gen-sdks.XXXXXX")
trap 'rm -rf "$out"' EXIT
generate "$out"
# Files the generators no longer write must go too: each folder is replaced whole, the hand-written README kept.
if [ -f "$repo/sdk/go/README.md" ]; then cp "$repo/sdk/go/README.md" "$out/go/README.md"; fi
for language in "${languages[@]}"; do
  rm -rf "${repo:?}/sdk/$language"
  mv "$out/$language" "$repo/sdk/$language"
done
for language in "${languages[@]}"; do
  echo "gen-sdks: wrote sdk/$language ($(find "$repo/sdk/$language" -type f | wc -l) files)" >&2
done

#!/usr/bin/env bash
# Builds the generated Java SDK, sdk/java/, with Maven from the pom beside its sources (written by
# toolchain/pulumi-java from the schema: `npm run gen-sdks`), in a copy, so nothing lands in the clone.
#
# What Maven downloads (com.pulumi:pulumi and its dependencies, the build's plugins) goes to a per-user local
# repository, ~/.cache/pulumi-tunnels/maven-repository (`-Dmaven.repo.local`), outside any clone, as the CLI is
# cached: the first build downloads, later builds and the tests' programs find everything there.
#   scripts/java-sdk.sh --out <dir>   the jar, the sources jar and the pom into <dir> (the release folder), named
#                                     `<artifactId>-<version>.jar`, `…-sources.jar`, `….pom`
#   scripts/java-sdk.sh --install     install it into that repository for the tests (test/sdks/java.test.ts) under
#                                     `<version>-local.<hash of sdk/java>`, so two clones' SDKs never take each
#                                     other's place; prints {"repository": …, "version": …} as its last line. A
#                                     second run with the same files does nothing.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=lib/cached-tool.sh
. "$repo/scripts/lib/cached-tool.sh"
sdk="$repo/sdk/java"
repository=$(tool_cache_dir maven-repository)

usage() {
  echo "usage: scripts/java-sdk.sh --out <dir> | --install" >&2
  exit 2
}

# The project's own coordinates: the pom's first elements indented one level (dependencies' sit deeper).
coordinate() { sed -n "s#^    <$1>\(.*\)</$1>#\1#p" "$sdk/pom.xml" | head -1; }

# build GOAL [VERSION]: runs `mvn GOAL` on a copy of sdk/java (with the project version VERSION, if given) and
# leaves the copy's target/ in `$build/sdk/target`.
build() {
  command -v mvn >/dev/null || { echo "java-sdk: Maven is needed to build the Java SDK (the distribution's maven package)" >&2; exit 1; }
  local java
  java=$(mvn -v 2>/dev/null | sed -n 's/^Java version: \([0-9]*\).*/\1/p')
  if [ -z "$java" ] || [ "$java" -lt 17 ]; then
    echo "java-sdk: the Java SDK needs a JDK 17 or later, and Maven runs on Java ${java:-of no version it says}: set JAVA_HOME" >&2
    exit 1
  fi
  build=$(mktemp -d "${TMPDIR:-/tmp}/java-sdk.XXXXXX")
  trap 'rm -rf "$build"' EXIT
  cp -r "$sdk" "$build/sdk"
  if [ -n "${2:-}" ]; then sed -i "s#^    <version>.*</version>#    <version>$2</version>#" "$build/sdk/pom.xml"; fi
  mkdir -p "$repository"
  if ! (cd "$build/sdk" && mvn -B -ntp -Dmaven.repo.local="$repository" "$1") >"$build/maven.log" 2>&1; then
    echo "java-sdk: \`mvn $1\` of sdk/java failed (a download Maven Central refused, or a compile error):" >&2
    cat "$build/maven.log" >&2
    exit 1
  fi
}

[ -f "$sdk/pom.xml" ] || { echo "java-sdk: no $sdk/pom.xml: run npm run gen-sdks" >&2; exit 1; }
artifact=$(coordinate artifactId)
version=$(coordinate version)
start=$SECONDS
case "${1:-}" in
--out)
  [ -n "${2:-}" ] || usage
  build package
  mkdir -p "$2"
  cp "$build/sdk/target/$artifact-$version.jar" "$build/sdk/target/$artifact-$version-sources.jar" "$2/"
  cp "$sdk/pom.xml" "$2/$artifact-$version.pom"
  echo "java-sdk: wrote $artifact-$version.jar, $artifact-$version-sources.jar and $artifact-$version.pom into $2 in $((SECONDS - start)) s" >&2
  ;;
--install)
  key=$( (cd "$repo" && find sdk/java -type f -print0 | sort -z | xargs -0 sha256sum) | sha256sum | cut -c1-12)
  local_version="$version-local.$key"
  installed="$repository/$(coordinate groupId | tr . /)/$artifact/$local_version/$artifact-$local_version.jar"
  if [ ! -f "$installed" ]; then
    echo "java-sdk: building sdk/java and installing it as $artifact $local_version into $repository" >&2
    build install "$local_version"
    echo "java-sdk: installed in $((SECONDS - start)) s" >&2
  fi
  printf '{"repository": "%s", "version": "%s"}\n' "$repository" "$local_version"
  ;;
*) usage ;;
esac

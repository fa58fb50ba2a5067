# shellcheck shell=bash
# Sourced by the scripts that build or install a tool into the per-user cache (pulumi-cli.sh, pulumi-yaml.sh,
# pulumi-codegen.sh, pulumi-java.sh, java-sdk.sh, lint-tools.sh, python-sdk-env.sh): one folder per tool and
# version, outside any clone, so fresh clones on the same machine reuse it; marked complete by a `.complete` file
# written last.

# tool_cache_dir NAME: the folder of one tool build.
tool_cache_dir() { echo "${XDG_CACHE_HOME:-$HOME/.cache}/pulumi-tunnels/$1"; }

# answer_if_ready DIR [ARG]: with --print-dir, or once DIR is complete, prints DIR and ends the script.
answer_if_ready() {
  if [ "${2:-}" = "--print-dir" ] || [ -f "$1/.complete" ]; then
    echo "$1"
    exit 0
  fi
}

# required_version GO_MOD MODULE_PATH: the version GO_MOD requires of MODULE_PATH (nothing when it requires none).
required_version() { sed -n "s#^[[:space:]]*$2 \(v[0-9][0-9.]*\).*#\1#p" "$1"; }

# go_build_staged TAG DIR MODULE LDFLAGS OUTPUT PACKAGE...: builds PACKAGE of the Go module in MODULE into a new
# folder beside DIR, `$staging`, so a half-built folder is never taken for a build and a binary running from an
# older copy keeps running; `$staging` and the build's log, `$go_log`, are removed when the script ends. On
# failure it returns 1 with `$refused` set to the first module the proxy refused or could not serve, if any.
# With several packages, OUTPUT is "" and each binary is named after its package's folder.
go_build_staged() {
  local tag=$1 dir=$2 module=$3 ldflags=$4 output=$5
  shift 5
  mkdir -p "$(dirname "$dir")"
  staging=$(mktemp -d "$(dirname "$dir")/.building-$tag.XXXXXX")
  go_log=$(mktemp "${TMPDIR:-/tmp}/$tag-go.XXXXXX")
  trap 'rm -rf "$staging" "$go_log"' EXIT
  # go.sum pins every module's hash; the checksum database is not reachable from every build machine.
  if (cd "$module" && GOFLAGS=-mod=readonly GOSUMDB=off go build -trimpath -ldflags "$ldflags" \
    -o "$staging/$output" "$@") >"$go_log" 2>&1; then
    return 0
  fi
  # shellcheck disable=SC2034 # read by the sourcing script
  refused=$(grep -m1 -E '^go: [^ ]+@[^ ]+: |reading https?://' "$go_log" || true)
  return 1
}

# finish_staged DIR MARKER: marks `$staging` complete and renames it to DIR, unless another run finished first
# (its folder is as good as this one).
finish_staged() {
  echo "$2" >"$staging/.complete"
  if [ ! -f "$1/.complete" ]; then
    rm -rf "$1"
    mv "$staging" "$1"
  fi
}

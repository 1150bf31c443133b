#!/usr/bin/env bash
# Builds lnd and lncli at the pinned release into the shared tools cache, once.
#
#   tools/lnd/install-lnd.sh          builds if needed; prints the bin dir on stdout
#   source tools/lnd/install-lnd.sh   defines lnd_bin_dir and install_lnd only
#
# `go install github.com/lightningnetwork/lnd/cmd/lnd@...` is refused because lnd's go.mod
# has replace directives (lnrpc needs one for protobuf). So: download the module source with
# `go mod download`, copy it somewhere writable, and `go build` there, under lnd's own go.mod
# (its replaces apply). Go's module and build caches are reused, so a rebuild is quick.
#
# Progress goes to stderr so `BIN=$(tools/lnd/install-lnd.sh)` captures only the path.
# The TypeScript harness looks in the same place (tools/lnd/src/lib/lnd-binary.ts).

LND_VERSION="v0.19.3-beta"
# lnd v0.19.3-beta's go.mod says `go 1.23.12`.
LND_MIN_GO_MINOR=23
# The RPC sub-servers the harness uses (same set as lnd's release builds, minus monitoring).
LND_BUILD_TAGS="signrpc walletrpc chainrpc invoicesrpc routerrpc peersrpc autopilotrpc watchtowerrpc neutrinorpc"

lnd_bin_dir() {
  echo "${RLN_TOOLS_CACHE:-$HOME/.cache/rln-tools}/lnd-${LND_VERSION}/bin"
}

_lnd_log() { echo "install-lnd: $*" >&2; }

_lnd_check_go() {
  if ! command -v go >/dev/null 2>&1; then
    _lnd_log "error: 'go' is not installed. Install Go 1.${LND_MIN_GO_MINOR}+ from https://go.dev/dl/"
    return 1
  fi
  local version major minor
  version="$(go env GOVERSION 2>/dev/null || true)"
  [[ -n "$version" ]] || version="$(go version | awk '{print $3}')"
  major="$(echo "$version" | sed -E 's/^go([0-9]+)\.([0-9]+).*/\1/')"
  minor="$(echo "$version" | sed -E 's/^go([0-9]+)\.([0-9]+).*/\2/')"
  if [[ ! "$major" =~ ^[0-9]+$ || ! "$minor" =~ ^[0-9]+$ ]]; then
    _lnd_log "error: cannot read the Go version from '$(go version)'"
    return 1
  fi
  if (( major > 1 || minor >= LND_MIN_GO_MINOR )); then return 0; fi
  _lnd_log "error: lnd ${LND_VERSION} needs Go 1.${LND_MIN_GO_MINOR} or newer; found $version ($(command -v go))."
  return 1
}

install_lnd() {
  local bin root
  bin="$(lnd_bin_dir)"
  root="$(dirname "$bin")"
  if [[ -x "$bin/lnd" && -x "$bin/lncli" ]]; then
    _lnd_log "lnd ${LND_VERSION} already installed in $bin"
    echo "$bin"
    return 0
  fi
  _lnd_check_go || return 1
  mkdir -p "$root"
  (
    set -euo pipefail
    # Two concurrent installs (parallel CI jobs) would race on the same directory.
    if command -v flock >/dev/null 2>&1; then flock 9; fi
    if [[ -x "$bin/lnd" && -x "$bin/lncli" ]]; then exit 0; fi
    started=$SECONDS
    _lnd_log "downloading github.com/lightningnetwork/lnd@${LND_VERSION} (Go module proxy: $(go env GOPROXY))"
    # Run outside any module so the repository's own go.mod (if any) plays no part.
    json="$(cd "$root" && GOFLAGS=-mod=mod go mod download -json "github.com/lightningnetwork/lnd@${LND_VERSION}")" \
      || { _lnd_log "error: go mod download failed (is the Go module proxy reachable?)"; exit 1; }
    dir="$(printf '%s' "$json" | sed -n -E 's/^[[:space:]]*"Dir": "(.*)",?$/\1/p' | head -n1)"
    if [[ -z "$dir" || ! -f "$dir/go.mod" ]]; then
      _lnd_log "error: go mod download gave no source directory:"; printf '%s\n' "$json" >&2; exit 1
    fi
    # The module cache is read-only; go build needs to write go.sum updates at most, and a
    # stable path keeps Go's build cache hits across runs.
    src="$root/src"
    rm -rf "$src"
    cp -R "$dir" "$src"
    chmod -R u+w "$src"
    _lnd_log "building lnd and lncli with $(go version | awk '{print $3}') (tags: ${LND_BUILD_TAGS}); this takes minutes the first time"
    tmpbin="$root/bin.tmp"
    rm -rf "$tmpbin"; mkdir -p "$tmpbin"
    (
      cd "$src"
      # -mod=mod: lnd's go.sum is complete for these packages, but allow go to fill gaps.
      GOFLAGS="-mod=mod -buildvcs=false" CGO_ENABLED=0 go build -trimpath \
        -tags="${LND_BUILD_TAGS}" \
        -ldflags "-X github.com/lightningnetwork/lnd/build.Commit=${LND_VERSION}" \
        -o "$tmpbin/" ./cmd/lnd ./cmd/lncli
    ) || { _lnd_log "error: go build failed (see above)"; exit 1; }
    rm -rf "$bin"
    mv "$tmpbin" "$bin"
    rm -rf "$src"
    _lnd_log "built in $((SECONDS - started)) s"
  ) 9>"$root/.install.lock" || { _lnd_log "error: building lnd ${LND_VERSION} failed"; return 1; }
  if [[ ! -x "$bin/lnd" || ! -x "$bin/lncli" ]]; then
    _lnd_log "error: the build finished but $bin/lnd or $bin/lncli is missing"
    return 1
  fi
  _lnd_log "installed: $("$bin/lnd" --version 2>/dev/null | head -n1 || echo lnd)"
  echo "$bin"
}

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
  set -euo pipefail
  install_lnd
fi

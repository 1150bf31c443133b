#!/usr/bin/env bash
# Installs btcd and btcctl at the pinned release into the shared tools cache, once.
#
#   tools/regtest/install-btcd.sh          installs if needed; prints the bin dir on stdout
#   source tools/regtest/install-btcd.sh   defines btcd_bin_dir and install_btcd only
#
# Progress goes to stderr so `BIN=$(tools/regtest/install-btcd.sh)` captures only the path.
# The TypeScript harness looks in the same place (tools/regtest/src/lib/btcd-binary.ts).

BTCD_VERSION="v0.26.0"
# btcd v0.26.0's go.mod says `go 1.25`.
BTCD_MIN_GO_MINOR=25

btcd_bin_dir() {
  echo "${RLN_TOOLS_CACHE:-$HOME/.cache/rln-tools}/btcd-${BTCD_VERSION}/bin"
}

_btcd_log() { echo "install-btcd: $*" >&2; }

# Go >= 1.25 is needed, or Go >= 1.21 allowed to fetch a newer toolchain (GOTOOLCHAIN).
_btcd_check_go() {
  if ! command -v go >/dev/null 2>&1; then
    _btcd_log "error: 'go' is not installed. Install Go 1.${BTCD_MIN_GO_MINOR}+ from https://go.dev/dl/"
    _btcd_log "       (Debian/Ubuntu 'golang' packages are often older than that)."
    return 1
  fi
  local version major minor
  version="$(go env GOVERSION 2>/dev/null || true)"       # e.g. go1.22.2
  [[ -n "$version" ]] || version="$(go version | awk '{print $3}')"
  major="$(echo "$version" | sed -E 's/^go([0-9]+)\.([0-9]+).*/\1/')"
  minor="$(echo "$version" | sed -E 's/^go([0-9]+)\.([0-9]+).*/\2/')"
  if [[ ! "$major" =~ ^[0-9]+$ || ! "$minor" =~ ^[0-9]+$ ]]; then
    _btcd_log "error: cannot read the Go version from '$(go version)'"
    return 1
  fi
  if (( major > 1 || minor >= BTCD_MIN_GO_MINOR )); then return 0; fi
  if (( minor >= 21 )) && [[ -n "${GOTOOLCHAIN:-}" && "${GOTOOLCHAIN}" != "local" ]]; then
    _btcd_log "go is $version; GOTOOLCHAIN=${GOTOOLCHAIN} lets go fetch a newer toolchain"
    return 0
  fi
  _btcd_log "error: btcd ${BTCD_VERSION} needs Go 1.${BTCD_MIN_GO_MINOR} or newer; found $version ($(command -v go))."
  _btcd_log "       Debian/Ubuntu 'golang' packages are often older: install Go from https://go.dev/dl/"
  if (( minor >= 21 )); then
    _btcd_log "       or let this Go download the toolchain: GOTOOLCHAIN=go1.${BTCD_MIN_GO_MINOR}.0 $0"
  fi
  return 1
}

install_btcd() {
  local bin
  bin="$(btcd_bin_dir)"
  if [[ -x "$bin/btcd" && -x "$bin/btcctl" ]]; then
    _btcd_log "btcd ${BTCD_VERSION} already installed in $bin"
    echo "$bin"
    return 0
  fi
  _btcd_check_go || return 1
  mkdir -p "$bin"
  (
    # Two concurrent installs (parallel CI jobs) would race on the same GOBIN.
    if command -v flock >/dev/null 2>&1; then flock 9; fi
    if [[ -x "$bin/btcd" && -x "$bin/btcctl" ]]; then exit 0; fi
    _btcd_log "installing btcd and btcctl ${BTCD_VERSION} with $(go version | awk '{print $3}') into $bin"
    GOBIN="$bin" go install \
      "github.com/btcsuite/btcd@${BTCD_VERSION}" \
      "github.com/btcsuite/btcd/cmd/btcctl@${BTCD_VERSION}"
  ) 9>"$bin/.install.lock" || { _btcd_log "error: go install failed (see above)"; return 1; }
  if [[ ! -x "$bin/btcd" || ! -x "$bin/btcctl" ]]; then
    _btcd_log "error: go install finished but $bin/btcd or $bin/btcctl is missing"
    return 1
  fi
  _btcd_log "installed: $("$bin/btcd" --version 2>/dev/null || echo btcd)"
  echo "$bin"
}

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
  set -euo pipefail
  install_btcd
fi

#!/usr/bin/env bash
# Builds the rgb-lib Node addon (native/rgb-addon) and installs it as native/rgb-addon/rgb_addon.node.
#
#   tools/rgb-addon/build-addon.sh          builds if any source is newer than the .node
#   tools/rgb-addon/build-addon.sh --force  always runs cargo (it is still incremental)
#
# Cargo's target dir lives in the shared tools cache, outside the clone: a cold build of rgb-lib
# takes ~25 minutes on 2 cores, a warm one well under a minute, and fresh clones reuse it.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
CRATE="$ROOT/native/rgb-addon"
OUT="$CRATE/rgb_addon.node"
export CARGO_TARGET_DIR="${RLN_TOOLS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/rln-tools}/cargo-target/rgb-addon"

log() { echo "build-addon: $*" >&2; }

if [[ "${1:-}" != "--force" && -f "$OUT" ]] \
  && [[ -z "$(find "$CRATE/src" "$CRATE/build.rs" "$CRATE/Cargo.toml" "$CRATE/Cargo.lock" -newer "$OUT" -print -quit)" ]]; then
  log "rgb_addon.node is up to date"
  exit 0
fi

# rustup installs here without always putting it on PATH for non-login shells (CI, scripts).
if ! command -v cargo >/dev/null 2>&1 && [[ -x "$HOME/.cargo/bin/cargo" ]]; then
  PATH="$HOME/.cargo/bin:$PATH"
fi
if ! command -v cargo >/dev/null 2>&1; then
  log "error: 'cargo' is not installed; the rgb-lib addon is built from Rust source."
  log "       Install a stable Rust toolchain (https://rustup.rs), then rerun $0"
  exit 1
fi

log "cargo build --release --locked (target dir $CARGO_TARGET_DIR)"
started=$SECONDS
(cd "$CRATE" && cargo build --release --locked >&2)
# Copy then rename: overwriting the file in place would corrupt it for a Node process that has
# the old addon mapped.
case "$(uname -s)" in Darwin) lib=librgb_addon.dylib ;; *) lib=librgb_addon.so ;; esac
cp "$CARGO_TARGET_DIR/release/$lib" "$OUT.tmp.$$"
mv -f "$OUT.tmp.$$" "$OUT"
log "built $OUT in $((SECONDS - started)) s"

#!/usr/bin/env bash
# Shared by build-addon.sh and build-spike.sh: builds one crate of native/ with cargo into the
# tools cache and installs one artifact next to the crate; prints the installed path last.
#
#   cargo-install.sh NAME CRATE_DIR ARTIFACT OUT [--force]
#
# Skips cargo when OUT is newer than every source of the crate. The target dir lives in the
# shared tools cache, outside the clone: a cold build of rgb-lib's tree takes ~10 minutes on
# 2 cores, a warm one under a minute, and fresh clones reuse it. Both crates pin the same
# rgb-lib dependency set, so they share that compiled tree.
set -euo pipefail
NAME="$1" CRATE="$2" ARTIFACT="$3" OUT="$4" FORCE="${5:-}"
export CARGO_TARGET_DIR="${RLN_TOOLS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/rln-tools}/cargo-target/rgb-addon"

log() { echo "$NAME: $*" >&2; }

sources=("$CRATE/src" "$CRATE/Cargo.toml" "$CRATE/Cargo.lock")
[[ -f "$CRATE/build.rs" ]] && sources+=("$CRATE/build.rs")
if [[ "$FORCE" != "--force" && -f "$OUT" ]] && [[ -z "$(find "${sources[@]}" -newer "$OUT" -print -quit)" ]]; then
  log "$(basename "$OUT") is up to date"
  echo "$OUT"
  exit 0
fi

# rustup installs here without always putting it on PATH for non-login shells (CI, scripts).
if ! command -v cargo >/dev/null 2>&1 && [[ -x "$HOME/.cargo/bin/cargo" ]]; then
  PATH="$HOME/.cargo/bin:$PATH"
fi
if ! command -v cargo >/dev/null 2>&1; then
  log "error: 'cargo' is not installed; $(basename "$CRATE") is built from Rust source."
  log "       Install a stable Rust toolchain (https://rustup.rs), then rerun it"
  exit 1
fi

log "cargo build --release --locked (target dir $CARGO_TARGET_DIR)"
started=$SECONDS
(cd "$CRATE" && cargo build --release --locked >&2)
# Copy then rename: overwriting in place would corrupt the file for a process that has it mapped
# (a loaded addon) or is executing it.
cp "$CARGO_TARGET_DIR/release/$ARTIFACT" "$OUT.tmp.$$"
mv -f "$OUT.tmp.$$" "$OUT"
log "built $OUT in $((SECONDS - started)) s"
echo "$OUT"

#!/usr/bin/env bash
# Builds the RGB interop wallet (tools/rgb-interop-wallet) and installs the binary as
# tools/rgb-interop-wallet/bin/rgb-interop-wallet; prints that path as stdout's last line.
#
#   tools/rgb-interop-wallet/build.sh          builds if any source is newer than the binary
#   tools/rgb-interop-wallet/build.sh --force  always runs cargo (it is still incremental)
#
# Same cargo target dir as the rgb-lib addon, whose dependency tree it reuses (warm: under a minute).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
CRATE="$ROOT/tools/rgb-interop-wallet"
mkdir -p "$CRATE/bin"
exec bash "$ROOT/tools/rgb-addon/cargo-install.sh" build-interop-wallet "$CRATE" rgb-interop-wallet "$CRATE/bin/rgb-interop-wallet" "${1:-}"

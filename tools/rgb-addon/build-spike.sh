#!/usr/bin/env bash
# Builds the RGB shadow-commitment spike (native/spike-shadow-commitment) and installs the binary
# as native/spike-shadow-commitment/spike-shadow-commitment; prints that path as stdout's last line.
#
#   tools/rgb-addon/build-spike.sh          builds if any source is newer than the binary
#   tools/rgb-addon/build-spike.sh --force  always runs cargo (it is still incremental)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
CRATE="$ROOT/native/spike-shadow-commitment"
exec bash "$ROOT/tools/rgb-addon/cargo-install.sh" build-spike "$CRATE" spike-shadow-commitment "$CRATE/spike-shadow-commitment" "${1:-}"

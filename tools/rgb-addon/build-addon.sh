#!/usr/bin/env bash
# Builds the rgb-lib Node addon (native/rgb-addon) and installs it as native/rgb-addon/rgb_addon.node.
#
#   tools/rgb-addon/build-addon.sh          builds if any source is newer than the .node
#   tools/rgb-addon/build-addon.sh --force  always runs cargo (it is still incremental)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
case "$(uname -s)" in Darwin) lib=librgb_addon.dylib ;; *) lib=librgb_addon.so ;; esac
bash "$ROOT/tools/rgb-addon/cargo-install.sh" build-addon "$ROOT/native/rgb-addon" "$lib" "$ROOT/native/rgb-addon/rgb_addon.node" "${1:-}" >/dev/null

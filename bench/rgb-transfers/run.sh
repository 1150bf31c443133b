#!/usr/bin/env bash
# npm run bench:rgb-transfers -- [options]: prerequisites (btcd, the rgb-lib addon, the interop
# wallet), then the benchmark.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
bash tools/regtest/install-btcd.sh >/dev/null
bash tools/rgb-addon/build-addon.sh >/dev/null
bash tools/rgb-interop-wallet/build.sh >/dev/null
# The e2e suite checks every answer against the OpenAPI document; a benchmark measures the node.
export RLN_CLIENT_CONFORMANCE=off
exec node -r ./tools/register.js bench/rgb-transfers/src/main.ts "$@"

#!/usr/bin/env bash
# npm run bench:payments -- [options]: prerequisites (btcd, lnd), then the benchmark.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
bash tools/regtest/install-btcd.sh >/dev/null
bash tools/lnd/install-lnd.sh >/dev/null
# --rgb runs RGB channels: the rgb-lib addon.
if [[ " $* " == *" --rgb "* ]]; then bash tools/rgb-addon/build-addon.sh >/dev/null; fi
# The e2e suite checks every answer against the OpenAPI document; a benchmark measures the node.
export RLN_CLIENT_CONFORMANCE=off
exec node -r ./tools/register.js bench/payments/src/main.ts "$@"

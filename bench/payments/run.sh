#!/usr/bin/env bash
# npm run bench:payments -- [options]: prerequisites (btcd, lnd), then the benchmark.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
bash tools/regtest/install-btcd.sh >/dev/null
bash tools/lnd/install-lnd.sh >/dev/null
exec node -r ./tools/register.js bench/payments/src/main.ts "$@"

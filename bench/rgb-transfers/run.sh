#!/usr/bin/env bash
# npm run bench:rgb-transfers -- [options]: prerequisites (btcd, the rgb-lib addon, the interop
# wallet), then the benchmark.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
bash tools/regtest/install-btcd.sh >/dev/null
bash tools/rgb-addon/build-addon.sh >/dev/null
bash tools/rgb-interop-wallet/build.sh >/dev/null
exec node -r ./tools/register.js bench/rgb-transfers/src/main.ts "$@"

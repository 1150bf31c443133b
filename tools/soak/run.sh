#!/usr/bin/env bash
# npm run soak -- --kills N [--seed S] [--interval-secs X] ...: prerequisites (btcd, the rgb-lib
# addon), then the kill -9 soak (tools/soak/README.md). Exits non-zero on any violation.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
bash tools/regtest/install-btcd.sh >/dev/null
bash tools/rgb-addon/build-addon.sh >/dev/null
exec node -r ./tools/register.js tools/soak/src/main.ts "$@"

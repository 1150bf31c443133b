#!/usr/bin/env bash
# npm run bench:startup -- [--runs N] [--requests N]: start-up time and memory of the built node
# (npm run build) against the dev path (SWC at load time). Builds first; needs btcd and the addon.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
bash tools/regtest/install-btcd.sh >/dev/null
bash tools/rgb-addon/build-addon.sh >/dev/null
node -r ./tools/register.js tools/build/src/main.ts
# The e2e suite checks every answer against the OpenAPI document; a benchmark measures the node.
export RLN_CLIENT_CONFORMANCE=off
exec node -r ./tools/register.js bench/startup/src/main.ts "$@"

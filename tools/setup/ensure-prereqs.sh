#!/usr/bin/env bash
# Installs what the sandbox and the test suite need, skipping whatever is already there:
# Node.js >= 20.19 (checked), Go (checked; builds btcd), npm dependencies (npm ci, only when
# package-lock.json changed), btcd (go install at a pinned release into a cache outside the clone),
# lnd and lncli (built from the pinned release's module source; minutes the first time).
# Caches: npm's (~/.npm), Go's build cache, and RLN_TOOLS_CACHE (default ~/.cache/rln-tools).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
step() { printf '\n==> %s\n' "$*" >&2; }
fail() { printf '\nERROR: %s\n' "$*" >&2; exit 1; }

step "checking Node.js"
command -v node >/dev/null || fail "Node.js is not installed. Install Node.js 20.19 or newer."
node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>20||(a===20&&b>=19)?0:1)' \
  || fail "Node.js $(node -v) is too old; 20.19 or newer is needed."
echo "node $(node -v), npm $(npm -v 2>/dev/null)" >&2

step "checking npm dependencies"
lock_hash="$(sha256sum package-lock.json | cut -d' ' -f1)"
if [ -f node_modules/.rln-lock-hash ] && [ "$(cat node_modules/.rln-lock-hash)" = "$lock_hash" ]; then
  echo "node_modules matches package-lock.json" >&2
else
  echo "installing npm dependencies (uses the npm cache when warm)" >&2
  # `npm install` rather than `npm ci`: the registry mirror here lacks some other-platform
  # optional binaries (e.g. @swc/core-darwin-*) at the locked versions, which npm ci rejects
  # as an out-of-sync lock file; npm install honours the lock for everything it can fetch.
  npm install --no-audit --no-fund --loglevel=error >&2 || fail "npm install failed (is the npm registry reachable?)"
  echo "$lock_hash" > node_modules/.rln-lock-hash
fi

step "checking btcd"
bash "$ROOT/tools/regtest/install-btcd.sh" >&2

step "checking lnd (LND interop tests and benchmarks)"
bash "$ROOT/tools/lnd/install-lnd.sh" >&2

step "checking the rgb-lib Node addon (native/rgb-addon; a cold Rust build takes about 10 minutes)"
bash "$ROOT/tools/rgb-addon/build-addon.sh" >&2

step "checking the RGB shadow-commitment spike (native/spike-shadow-commitment; reuses the addon's Rust build)"
bash "$ROOT/tools/rgb-addon/build-spike.sh" >/dev/null

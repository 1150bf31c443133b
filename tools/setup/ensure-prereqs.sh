#!/usr/bin/env bash
# Installs what one command needs, skipping whatever is already there:
#
#   tools/setup/ensure-prereqs.sh sandbox   npm run sandbox: Node.js >= 20.19 (checked), npm
#                                           dependencies, btcd, the rgb-lib Node addon
#   tools/setup/ensure-prereqs.sh test      npm test: the same, plus LND (interop tests and
#                                           benchmarks), the RGB shadow-commitment spike and the
#                                           RGB interop wallet (tools/rgb-interop-wallet) and
#                                           schemathesis (tools/fuzz)
#
# btcd and LND are built with Go, the addon, the spike and the interop wallet with cargo. Caches:
# npm's (~/.npm), Go's build cache, and RLN_TOOLS_CACHE (default ~/.cache/rln-tools). Nothing here
# changes a tracked file.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
step() { printf '\n==> %s\n' "$*" >&2; }
fail() { printf '\nERROR: %s\n' "$*" >&2; exit 1; }

profile="${1:-}"
case "$profile" in
  sandbox | test) ;;
  *) fail "usage: tools/setup/ensure-prereqs.sh sandbox|test (got '${profile}')" ;;
esac

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
  # --no-save: it still installs exactly the locked versions but never rewrites package.json or
  # package-lock.json, so a clone stays clean (npm otherwise records details it learns only from
  # the unpacked packages, e.g. hasInstallScript for a package that ships a binding.gyp).
  npm install --no-save --no-audit --no-fund --loglevel=error >&2 || fail "npm install failed (is the npm registry reachable?)"
  echo "$lock_hash" > node_modules/.rln-lock-hash
fi

step "checking btcd"
bash "$ROOT/tools/regtest/install-btcd.sh" >&2

step "checking the rgb-lib Node addon (native/rgb-addon; a cold Rust build takes about 10 minutes)"
bash "$ROOT/tools/rgb-addon/build-addon.sh" >&2

[ "$profile" = test ] || exit 0

step "checking lnd (LND interop tests and benchmarks; a cold build takes 3-7 minutes)"
bash "$ROOT/tools/lnd/install-lnd.sh" >&2

step "checking the RGB shadow-commitment spike (native/spike-shadow-commitment; reuses the addon's Rust build)"
bash "$ROOT/tools/rgb-addon/build-spike.sh" >/dev/null

step "checking schemathesis (API fuzzing in the e2e tier; a pip install into a venv outside the clone)"
bash "$ROOT/tools/fuzz/install-schemathesis.sh" >/dev/null

step "checking the RGB interop wallet (tools/rgb-interop-wallet; reuses the addon's Rust build)"
bash "$ROOT/tools/rgb-interop-wallet/build.sh" >/dev/null

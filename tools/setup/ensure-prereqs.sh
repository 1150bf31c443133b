#!/usr/bin/env bash
# Installs what one command needs, skipping whatever is already there:
#
#   tools/setup/ensure-prereqs.sh sandbox   npm run sandbox: Node.js >= 20.19 (checked), npm
#                                           dependencies, btcd, the rgb-lib Node addon
#   tools/setup/ensure-prereqs.sh test      npm test: the same, plus LND (interop tests and
#                                           benchmarks), the RGB shadow-commitment spike and the
#                                           RGB interop wallet (tools/rgb-interop-wallet),
#                                           schemathesis (tools/fuzz), nginx (Debian's, for
#                                           the replica failover tests' balancer; never started
#                                           as a service) and chromium (Debian's, headless, for
#                                           the API documentation test)
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

step "checking nginx (the balancer in front of node replicas in the failover tests: tools/node-harness NginxBalancer)"
# Debian's package, never run as a service: the harness starts nginx itself with its own config
# and prefix. On bookworm the `nginx` package holds the binary, with the upstream and proxy
# modules built in; `nginx-light` is only a transitional package that adds the echo module to
# it, so plain `nginx` is the smallest install with what the balancer needs.
port80_busy() { (exec 3<>/dev/tcp/127.0.0.1/80) 2>/dev/null; }
nginx_bin="$(command -v nginx || echo /usr/sbin/nginx)"
if [ -x "$nginx_bin" ]; then
  echo "$("$nginx_bin" -v 2>&1) at $nginx_bin" >&2
else
  [ "$(id -u)" -eq 0 ] || fail "nginx is missing and installing it needs root: apt-get install nginx (no service needs to run)"
  busy_before=0; port80_busy && busy_before=1
  # The package's postinst starts the nginx service (port 80) through invoke-rc.d, which asks
  # /usr/sbin/policy-rc.d first: exit 101 means "do not start". Put one there for the install
  # when the machine has none (container images usually have one), and remove it afterwards.
  policy=/usr/sbin/policy-rc.d own_policy=0
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\n# tools/setup/ensure-prereqs.sh: no service starts while nginx installs\nexit 101\n' > "$policy"
    chmod 755 "$policy"
    own_policy=1
    trap 'rm -f "$policy"' EXIT
  fi
  echo "installing nginx (apt; its service is not started)" >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx >&2 \
    || { apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx >&2; } \
    || fail "apt-get install nginx failed"
  if [ "$own_policy" -eq 1 ]; then rm -f "$policy"; trap - EXIT; fi
  # An existing policy-rc.d may have allowed the start: stop the service nginx the package ran.
  pid="$(cat /run/nginx.pid 2>/dev/null || true)"
  if [ -n "$pid" ] && [ "$(cat "/proc/$pid/comm" 2>/dev/null)" = nginx ]; then
    echo "stopping the nginx service the package started (pid $pid)" >&2
    kill -QUIT "$pid" 2>/dev/null || true
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  fi
  [ "$busy_before" -eq 1 ] || ! port80_busy || fail "port 80 is in use after installing nginx; stop what listens there"
  echo "$(/usr/sbin/nginx -v 2>&1) installed at /usr/sbin/nginx" >&2
fi

step "checking chromium (headless: tools/openapi/src/api-docs.e2e.spec.ts renders the API docs in it)"
# Debian's package, driven by puppeteer-core (which downloads no browser of its own).
chromium_bin=/usr/bin/chromium
if [ -x "$chromium_bin" ]; then
  echo "$("$chromium_bin" --version 2>/dev/null) at $chromium_bin" >&2
else
  [ "$(id -u)" -eq 0 ] || fail "chromium is missing and installing it needs root: apt-get install chromium"
  echo "installing chromium (apt)" >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >&2 \
    || { apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >&2; } \
    || fail "apt-get install chromium failed"
  echo "$("$chromium_bin" --version 2>/dev/null) installed at $chromium_bin" >&2
fi

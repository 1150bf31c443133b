#!/usr/bin/env bash
# npm run sandbox        -> sandbox.sh start   (installs what the sandbox runs, then starts everything)
# npm run sandbox:stop   -> sandbox.sh stop
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
cmd="${1:-start}"
shift || true
if [ "$cmd" = "start" ]; then
  bash tools/setup/ensure-prereqs.sh sandbox || {
    echo "sandbox: installing prerequisites failed (see above); fix that and run npm run sandbox again" >&2
    exit 1
  }
  printf '\n==> starting the sandbox in %s\n' "${RLN_SANDBOX_DIR:-$ROOT/.sandbox}"
fi
exec node -r ./tools/register.js tools/sandbox/src/main.ts "$cmd" "$@"

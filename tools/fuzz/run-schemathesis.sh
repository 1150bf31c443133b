#!/usr/bin/env bash
# Fuzzes the node's HTTP API with schemathesis against the node's own /docs-json:
# every operation, every check, bounded in time. Exits non-zero on any failure.
#
#   bash tools/fuzz/run-schemathesis.sh
#
# It starts a private sandbox (btcd, the Esplora indexer, alice and bob) in a temporary
# directory, fuzzes alice with alice's admin token and stops the sandbox on exit.
# Settings (environment):
#   FUZZ_MAX_EXAMPLES  test cases per operation and phase    (default 10)
#   FUZZ_MAX_TIME      schemathesis time budget in seconds   (default 420)
#   FUZZ_REPORT_DIR    where the junit/ndjson reports go     (default a new temp dir)
#   FUZZ_SEED          fixed seed to reproduce a run         (default random)
#   FUZZ_SANDBOX_DIR   the private sandbox's directory   (default a new temp dir; removed at exit)
#   FUZZ_ARGS          extra schemathesis arguments, e.g. '--include-path-regex ^/api/v1/bolt11'
# The venv lives outside the clone (~/.cache/rln-tools) so the clone's files stay as they were.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"

MAX_EXAMPLES="${FUZZ_MAX_EXAMPLES:-10}"
MAX_TIME="${FUZZ_MAX_TIME:-420}"
REPORT_DIR="${FUZZ_REPORT_DIR:-$(mktemp -d /tmp/rln-fuzz-report.XXXXXX)}"
mkdir -p "$REPORT_DIR" && REPORT_DIR="$(cd "$REPORT_DIR" && pwd)"
VENV="$(bash "$ROOT/tools/fuzz/install-schemathesis.sh")"
SCHEMATHESIS_VERSION="$("$VENV/bin/schemathesis" --version | grep -oE '[0-9]+\.[0-9]+\.[0-9]+' | head -1)"

# The sandbox's own setup (npm dependencies, btcd, the rgb-lib addon) runs in sandbox.sh.
SANDBOX_DIR="${FUZZ_SANDBOX_DIR:-$(mktemp -d /tmp/rln-fuzz-sandbox.XXXXXX)}"
mkdir -p "$SANDBOX_DIR"
export RLN_SANDBOX_DIR="$SANDBOX_DIR"
# An absolute path: the script changes into the report directory before it exits.
stop_sandbox() { bash "$ROOT/tools/sandbox/sandbox.sh" stop >/dev/null 2>&1 || true; rm -rf "$SANDBOX_DIR"; }
trap stop_sandbox EXIT
trap 'exit 143' TERM INT
bash tools/sandbox/sandbox.sh start --detach

manifest="$SANDBOX_DIR/manifest.json"
base_url="$(node -e 'console.log(require(process.argv[1]).nodes[0].base_url)' "$manifest")"
token="$(node -e 'console.log(require(process.argv[1]).nodes[0].token)' "$manifest")"

echo "==> schemathesis $SCHEMATHESIS_VERSION against $base_url/docs-json (max $MAX_EXAMPLES examples, ${MAX_TIME}s); reports in $REPORT_DIR"
# --max-time bounds schemathesis itself; timeout is the backstop if a request hangs past it.
# Run from the report dir: schemathesis keeps a .schemathesis/ cache in its working directory.
cd "$REPORT_DIR"
# One worker: the machine is small and the node's wallets are shared state.
# shellcheck disable=SC2086
SCHEMATHESIS_HOOKS=hooks PYTHONPATH="$ROOT/tools/fuzz" \
  timeout --kill-after=30 "$((MAX_TIME + 180))" \
  "$VENV/bin/schemathesis" --config-file "$ROOT/tools/fuzz/schemathesis.toml" run "$base_url/docs-json" \
  --header "Authorization: Bearer $token" \
  --checks all \
  --max-examples "$MAX_EXAMPLES" \
  --max-time "$MAX_TIME" \
  --workers 1 \
  --request-timeout 30 \
  --suppress-health-check all \
  --report junit,ndjson --report-dir "$REPORT_DIR" \
  ${FUZZ_SEED:+--seed "$FUZZ_SEED"} \
  ${FUZZ_ARGS:-}

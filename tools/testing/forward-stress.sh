#!/usr/bin/env bash
# Stress run for LDK 0.1.0's #3907 window (docs/ldk-0.1-fixes.md): runs bolt12.e2e's concurrent
# forwarding test ROUNDS times with PAYMENTS payments while HOGS busy loops load the CPU, and
# prints per round whether it passed and how many of its nodes panicked ("out of order").
# Usage: tools/testing/forward-stress.sh [ROUNDS=3] [PAYMENTS=240] [HOGS=2]
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
ROUNDS="${1:-3}"; PAYMENTS="${2:-240}"; HOGS="${3:-2}"
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-$(bash tools/testing/start-postgres.sh)}"
hogs=()
for _ in $(seq 1 "$HOGS"); do (while :; do :; done) & hogs+=($!); done
trap 'kill "${hogs[@]}" 2>/dev/null' EXIT
for round in $(seq 1 "$ROUNDS"); do
  log="/tmp/forward-stress-$round.log"
  start=$(date +%s)
  RLN_FORWARD_STRESS_PAYMENTS="$PAYMENTS" NODE_OPTIONS="--experimental-vm-modules --no-warnings" \
    npx --no-install jest apps/node-api-e2e/src/bolt12.e2e.spec.ts --selectProjects e2e \
    -t 'forwards many concurrent' >"$log" 2>&1
  rc=$?
  run=$(dirname "$(ls -dt /tmp/rln-e2e-*/bob 2>/dev/null | head -n 1)")
  panics=$(grep -l 'out of order' "$run"/*/node.log 2>/dev/null | wc -l)
  echo "round $round: rc=$rc panics=$panics $(( $(date +%s) - start ))s $(grep -E '^Tests:' "$log")"
done

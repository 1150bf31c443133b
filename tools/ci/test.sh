#!/usr/bin/env bash
# The whole suite, as `npm test` and .ci/run run it: prerequisites, type check, lint, then
# jest's three tiers (unit, medium, e2e) on a real PostgreSQL and real btcd processes.
# Ends with the runner's summary line 'N passed, M failed' and exits non-zero on any failure.
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
started=$(date +%s)
step() { printf '\n==> %s\n' "$*"; }

bash tools/setup/ensure-prereqs.sh || exit 1

status=0
step "type check (tsc --noEmit)"
npx --no-install tsc -p tsconfig.json --noEmit || { echo "type check failed"; status=1; }

step "lint (eslint with Nx module boundaries)"
# The module-boundaries rule reads Nx's project graph; compute it first (no daemon in CI).
NX_DAEMON=false npx --no-install nx show projects >/dev/null && npx --no-install eslint . --max-warnings=0 || { echo "lint failed"; status=1; }

step "starting PostgreSQL for the medium and e2e tiers"
TEST_DATABASE_URL="$(bash tools/testing/start-postgres.sh)" || { echo "could not start PostgreSQL"; exit 1; }
export TEST_DATABASE_URL

step "jest: unit, medium and e2e tiers"
mkdir -p .test-results
# PGlite loads its WASM with a dynamic import, which jest's VM sandbox allows only with this flag.
NODE_OPTIONS="--experimental-vm-modules --no-warnings" npx --no-install jest --ci --json \
  --outputFile=.test-results/jest.json "$@"
jest_status=$?
[ $jest_status -eq 0 ] || status=1

summary=$(node -e '
  const r = require("./.test-results/jest.json");
  const skipped = r.numPendingTests + r.numTodoTests;
  process.stdout.write(`${r.numPassedTests} passed, ${r.numFailedTests} failed` + (skipped ? `, ${skipped} skipped` : ""));
  if (r.numFailedTestSuites && !r.numFailedTests) process.stdout.write(` (${r.numFailedTestSuites} suites failed to run)`);
' 2>/dev/null) || summary="0 passed, 1 failed (jest produced no results)"
echo
echo "test run took $(( $(date +%s) - started )) s"
echo "$summary"
exit $status

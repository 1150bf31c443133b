#!/usr/bin/env bash
# The whole suite, as `npm test` and .ci/run run it: prerequisites (the test profile: also LND and
# the shadow-commitment spike), type check, lint, then
# jest's three tiers (unit, medium, e2e) on a real PostgreSQL and real btcd processes.
# Ends with the runner's summary line 'N passed, M failed' and exits non-zero on any failure.
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
started=$(date +%s)
step() { printf '\n==> %s\n' "$*"; }

# Neither the setup nor the tests may change a tracked file: CI runs on a clean clone, and a
# rewritten package-lock.json also makes the next run reinstall every dependency. Each check
# compares with the previous one, so a developer's own uncommitted edits do not count.
# The list of changed files, plus a hash of their content so a further edit to a file that was
# already dirty counts too.
tracked_changes() {
  git status --porcelain --untracked-files=no 2>/dev/null
  echo "content $(git diff HEAD --binary 2>/dev/null | sha256sum | cut -d' ' -f1)"
}
tracked_before="$(tracked_changes)"
tracked_errors=""
status=0
check_tracked_files() {
  local now message
  now="$(tracked_changes)"
  [ "$now" = "$tracked_before" ] && return 0
  message="$(printf '\n!!! ERROR: %s changed tracked files (a clone must stay clean):\n' "$1"
    diff <(echo "$tracked_before") <(echo "$now") | sed -n 's/^[<>] /!!!   /p')"
  printf '%s\n' "$message"
  tracked_errors+="$message"$'\n'
  tracked_before="$now"
  status=1
}

# Early exits still end with the summary line a harness reads.
give_up() { echo; echo "$1"; echo "0 passed, 1 failed ($2)"; exit 1; }

bash tools/setup/ensure-prereqs.sh test || give_up "installing prerequisites failed (see above)" "setup failed"

check_tracked_files "the setup (tools/setup/ensure-prereqs.sh)"

step "type check (tsc --noEmit)"
npx --no-install tsc -p tsconfig.json --noEmit || { echo "type check failed"; status=1; }

step "lint (eslint with Nx module boundaries)"
# The module-boundaries rule reads Nx's project graph; compute it first (no daemon in CI).
NX_DAEMON=false npx --no-install nx show projects >/dev/null && npx --no-install eslint . --max-warnings=0 || { echo "lint failed"; status=1; }

step "libs/client: regenerate from the node's OpenAPI document and compare with the committed client"
npm run --silent client:check || { echo "libs/client is stale"; status=1; }

step "docs/api: build the API reference from the same document (npm run docs:api)"
npm run --silent docs:api || { echo "building docs/api failed"; status=1; }

step "starting PostgreSQL for the medium and e2e tiers"
TEST_DATABASE_URL="$(bash tools/testing/start-postgres.sh)" || give_up "could not start PostgreSQL" "PostgreSQL did not start"
export TEST_DATABASE_URL

step "jest: unit, medium and e2e tiers"
mkdir -p .test-results
# PGlite loads its WASM with a dynamic import, which jest's VM sandbox allows only with this flag.
# Two workers even on 2 cores: most files wait on their btcd and node processes, and jest's
# default (cores − 1) ran them one at a time (2026-11-28: 1819 s with one worker, 1156 s with two,
# 2052 tests, no failure). RLN_JEST_WORKERS overrides it.
NODE_OPTIONS="--experimental-vm-modules --no-warnings" npx --no-install jest --ci --json \
  --maxWorkers="${RLN_JEST_WORKERS:-2}" --outputFile=.test-results/jest.json "$@"
jest_status=$?
[ $jest_status -eq 0 ] || status=1

check_tracked_files "the test run"

summary=$(node -e '
  const r = require("./.test-results/jest.json");
  const skipped = r.numPendingTests + r.numTodoTests;
  process.stdout.write(`${r.numPassedTests} passed, ${r.numFailedTests} failed` + (skipped ? `, ${skipped} skipped` : ""));
  if (r.numFailedTestSuites && !r.numFailedTests) process.stdout.write(` (${r.numFailedTestSuites} suites failed to run)`);
' 2>/dev/null) || summary="0 passed, 1 failed (jest produced no results)"
printf '%s' "$tracked_errors"
# A failure outside jest must not read as a pass in the summary line.
if [ $status -ne 0 ] && [ $jest_status -eq 0 ]; then
  [ -n "$tracked_errors" ] && summary+=" (tracked files changed)"
  [ -z "$tracked_errors" ] && summary+=" (type check, lint, the client check or the docs build failed)"
fi
echo
echo "test run took $(( $(date +%s) - started )) s"
echo "$summary"
exit $status

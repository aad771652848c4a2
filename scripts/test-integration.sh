#!/usr/bin/env bash
# The integration suite, first on embedded PGlite (an in-memory database per test file), then — when
# DATABASE_URL is set, e.g. by scripts/with-postgres.sh — the same suite against that PostgreSQL server
# (a fresh database per test file, created through DATABASE_URL as the admin URL); then the fault tests
# (tests/faults), which own their PostgreSQL servers.
# Extra arguments go to every vitest run. With VITEST_JSON_DIR set, each run also writes its JSON report
# there (integration-pglite.json, integration-postgres.json, integration-faults.json): scripts/test-all.mjs
# counts from them.
set -uo pipefail
cd "$(dirname "$0")/.."

run() {
  local name=$1
  shift
  local report=()
  if [[ -n "${VITEST_JSON_DIR:-}" ]]; then
    report=(--reporter=default --reporter=json --outputFile.json="$VITEST_JSON_DIR/integration-$name.json")
  fi
  local project=integration
  [[ $name == faults ]] && project=faults
  if [[ $project == faults ]]; then
    echo "== fault tests (own PostgreSQL servers)"
  else
    echo "== integration tests on $name"
  fi
  npx vitest run --project "$project" "${report[@]}" "$@"
}

TEST_DB=pglite run pglite "$@"
status=$?
if [[ -n "${DATABASE_URL:-}" ]]; then
  TEST_DB=postgres run postgres "$@"
  second=$?
  [[ $status -eq 0 ]] && status=$second
else
  echo "== DATABASE_URL is not set: skipping the PostgreSQL server run" \
    "(scripts/with-postgres.sh npm run test:integration)"
fi
# The fault tests start, stop and kill PostgreSQL servers of their own (PostgreSQL 15 binaries needed), so
# they run once, whatever TEST_DB says. With file filters that match none of them, nothing runs here.
run faults --passWithNoTests "$@"
third=$?
[[ $status -eq 0 ]] && status=$third
exit "$status"

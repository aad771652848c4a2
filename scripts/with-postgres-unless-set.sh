#!/usr/bin/env bash
# Runs a command on the PostgreSQL server DATABASE_URL names, or on a throw-away one (scripts/with-postgres.sh)
# when it is unset: for benchmarks whose figures are measured on PostgreSQL.
set -euo pipefail
if [[ -n "${DATABASE_URL:-}" ]]; then
  exec "$@"
fi
exec "$(dirname "$0")/with-postgres.sh" "$@"

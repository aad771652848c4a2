#!/usr/bin/env bash
# Runs a command with a throw-away PostgreSQL 15 server and DATABASE_URL pointing at it:
#
#   scripts/with-postgres.sh npm test
#   scripts/with-postgres.sh npm run test:integration
#
# The server lives in a fresh temp dir (data, socket, log), listens on 127.0.0.1 on a free port found at run
# time, runs without durability (fsync, synchronous_commit and full-page writes off: it is thrown away), and is
# stopped and removed when the command ends, whatever happens. The command's exit code is passed on.
# initdb and pg_ctl refuse to run as root, so as root the server runs as the `postgres` OS user.
set -euo pipefail

if [[ $# -eq 0 ]]; then
  echo "usage: $0 COMMAND [ARGS...]" >&2
  exit 2
fi

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
if [[ ! -x "$PG_BIN/initdb" ]]; then
  echo "with-postgres: $PG_BIN/initdb not found (apt-get install -y postgresql-15, or set PG_BIN)" >&2
  exit 1
fi

as_pg() {
  if [[ "$(id -u)" -eq 0 ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

PG_DIR="$(mktemp -d "${TMPDIR:-/tmp}/with-postgres.XXXXXX")"
if [[ "$(id -u)" -eq 0 ]]; then chown postgres: "$PG_DIR"; fi
chmod 700 "$PG_DIR"

started=0
cleanup() {
  local code=$?
  trap - EXIT INT TERM
  if [[ $started -eq 1 ]]; then
    as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$PG_DIR"
  exit "$code"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

as_pg "$PG_BIN/initdb" -D "$PG_DIR/data" -A trust -U postgres -E UTF8 --locale=C --no-sync \
  >"$PG_DIR/initdb.log" 2>&1 || {
  cat "$PG_DIR/initdb.log" >&2
  exit 1
}

PORT=""
for _ in 1 2 3 4 5; do
  PORT="$(free_port)"
  if as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w -t 60 \
    -o "-p $PORT -c listen_addresses=127.0.0.1 -k $PG_DIR -c fsync=off -c synchronous_commit=off \
-c full_page_writes=off -c max_connections=200" \
    start >/dev/null; then
    started=1
    break
  fi
  echo "with-postgres: start on port $PORT failed, retrying" >&2
done
if [[ $started -ne 1 ]]; then
  cat "$PG_DIR/server.log" >&2 || true
  exit 1
fi

for _ in $(seq 1 60); do
  if "$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT"; then break; fi
  sleep 0.5
done

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT (data in $PG_DIR)"

set +e
"$@"
status=$?
set -e
exit "$status"

#!/usr/bin/env bash
# Starts (or reuses) a throwaway PostgreSQL cluster for the test suite on 127.0.0.1 and prints
# its URL on stdout. Installs Debian's postgresql package when no server binary exists.
# Progress goes to stderr so callers can capture the URL: url=$(bash start-postgres.sh)
set -euo pipefail
PORT="${RLN_TEST_PG_PORT:-55432}"
DIR="${RLN_TEST_PG_DIR:-/tmp/rln-test-pg-$PORT}"
# Tests trade durability for speed; the payment benchmark asks for a durable server (on).
FSYNC="${RLN_TEST_PG_FSYNC:-off}"
log() { echo "[postgres] $*" >&2; }

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
BIN="$(find_bin)"
if [ -z "$BIN" ] || [ ! -x "$BIN/postgres" ]; then
  log "no PostgreSQL server found; installing Debian's postgresql package"
  if [ "$(id -u)" -ne 0 ]; then log "need root to apt-get install postgresql; install it and retry"; exit 1; fi
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
  BIN="$(find_bin)"
fi

# PostgreSQL refuses to run as root: run it as the postgres user when we are root.
as_pg() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

if as_pg "$BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT" 2>/dev/null; then
  log "reusing the server already on port $PORT"
else
  if [ ! -f "$DIR/PG_VERSION" ]; then
    log "initialising a test cluster in $DIR"
    mkdir -p "$DIR"
    [ "$(id -u)" -eq 0 ] && chown postgres:postgres "$DIR"
    as_pg "$BIN/initdb" -D "$DIR" -U postgres --auth=trust -E UTF8 >/dev/null
  fi
  log "starting on 127.0.0.1:$PORT"
  as_pg "$BIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w -t 60 \
    -o "-h 127.0.0.1 -p $PORT -k $DIR -c fsync=$FSYNC -c synchronous_commit=$FSYNC -c full_page_writes=$FSYNC -c max_connections=200" start >/dev/null
fi
echo "postgres://postgres@127.0.0.1:$PORT/postgres"

#!/usr/bin/env bash
# Throwaway PostgreSQL 15 server for integration tests.
#
#   scripts/pg-test-server.sh start <dir> <port>   # prints DATABASE_URL as the last (only) stdout line
#   scripts/pg-test-server.sh stop  <dir>          # safe when nothing is running / <dir> does not exist
#
# Layout under <dir>:
#   data/          the cluster (PGDATA), owned by the `postgres` user when we run as root
#   run/           unix socket directory (unix_socket_directories)
#   postgres.log   server log (pg_ctl -l)
#   initdb.log     initdb output (printed only if initdb fails)
#   .forecourt-pg-test   marker: this directory was made by this script and may be wiped by it
#
# Rerunning `start` on an existing <dir> WIPES it: any server still running from <dir>/data is stopped,
# then the directory is emptied and a fresh cluster is initialised. Tests always start from a clean, known
# state, and a crashed earlier run (stale postmaster.pid, half-written data dir) can never wedge the next
# one; initdb with --no-sync takes ~1-2 s, so reusing would buy nothing. As a guard, a non-empty <dir>
# without our marker file is never wiped: the script refuses instead.
#
# We always use the absolute binaries in /usr/lib/postgresql/15/bin (never whatever `pg_ctl` is on PATH,
# and never pg_ctlcluster), so Debian's packaged `main` cluster (port 5432, /var/lib/postgresql/15/main)
# neither interferes nor matters, whether or not the package started it.
#
# All progress goes to stderr, so `url=$(scripts/pg-test-server.sh start "$dir" 55432)` captures just the URL.
set -euo pipefail

PG_BIN=/usr/lib/postgresql/15/bin
PG_USER=postgres # OS user that runs the server when we are root (postgres refuses to run as root)
DB_NAME=forecourt_test
MARKER=.forecourt-pg-test

log() { echo "pg-test-server: $*" >&2; }
die() {
  log "error: $*"
  exit 1
}

usage() {
  cat >&2 <<EOF
usage: $0 start <dir> <port>
       $0 stop <dir>
EOF
  exit 2
}

is_root() { [[ $(id -u) -eq 0 ]]; }

# Run a server-side command as the postgres OS user when root, else as ourselves. cd / first so the
# postgres user is never left in a directory it cannot read (e.g. /root).
as_pg() {
  if ! is_root; then
    "$@"
  elif command -v runuser >/dev/null 2>&1; then
    (cd / && runuser -u "$PG_USER" -- "$@")
  else
    (cd / && su "$PG_USER" -s /bin/sh -c "$(printf '%q ' "$@")")
  fi
}

ensure_binaries() {
  [[ -x $PG_BIN/initdb && -x $PG_BIN/pg_ctl && -x $PG_BIN/postgres ]] && return 0
  if ! is_root; then
    die "PostgreSQL 15 server binaries not found in $PG_BIN. Install them with:
  sudo apt-get update && sudo apt-get install -y postgresql-15"
  fi
  log "PostgreSQL 15 server binaries missing; installing postgresql-15 from Debian..."
  local started=$SECONDS
  export DEBIAN_FRONTEND=noninteractive
  apt-get update >&2 || die "apt-get update failed"
  apt-get install -y --no-install-recommends postgresql-15 >&2 || die "apt-get install postgresql-15 failed"
  [[ -x $PG_BIN/initdb ]] || die "postgresql-15 installed but $PG_BIN/initdb is still missing"
  log "installed postgresql-15 in $((SECONDS - started))s"
}

# PID of the postmaster recorded in <data>/postmaster.pid, or nothing.
postmaster_pid() {
  local pidfile=$1/postmaster.pid pid
  [[ -f $pidfile ]] || return 0
  read -r pid <"$pidfile" || true
  [[ $pid =~ ^[0-9]+$ ]] && echo "$pid"
  return 0
}

# True if <pid> is a live (not zombie) postgres process. We check /proc ourselves instead of trusting
# `pg_ctl status`, which only does kill(pid, 0): after a crash the postmaster can linger as a zombie
# (this machine's init reaps lazily) or its PID can be reused, and either would fool it.
pid_alive() {
  local pid=$1 state comm
  [[ -r /proc/$pid/stat ]] || return 1
  read -r comm <"/proc/$pid/comm" 2>/dev/null || return 1
  [[ $comm == postgres || $comm == postmaster ]] || return 1
  state=$(awk '{print $3}' "/proc/$pid/stat" 2>/dev/null) || return 1
  [[ -n $state && $state != Z && $state != X ]]
}

wait_dead() {
  local pid=$1 i
  for ((i = 0; i < 100; i++)); do
    pid_alive "$pid" || return 0
    sleep 0.1
  done
  return 1
}

stop_server() {
  local dir=$1 data=$1/data pid
  if [[ ! -d $dir ]]; then
    log "nothing to stop ($dir does not exist)"
    return 0
  fi
  pid=$(postmaster_pid "$data")
  if [[ -z $pid ]]; then
    log "no server running in $data"
    return 0
  fi
  if ! pid_alive "$pid"; then
    log "no server running in $data (removing stale postmaster.pid for pid $pid)"
    rm -f "$data/postmaster.pid"
    return 0
  fi
  log "stopping server in $data (pid $pid)"
  as_pg "$PG_BIN/pg_ctl" stop -D "$data" -m fast -w -t 60 >&2 || true
  wait_dead "$pid" && return 0
  log "fast shutdown did not finish; trying immediate shutdown"
  as_pg "$PG_BIN/pg_ctl" stop -D "$data" -m immediate -w -t 10 >&2 || true
  wait_dead "$pid" && return 0
  log "killing postmaster $pid"
  kill -KILL "$pid" 2>/dev/null || true
  wait_dead "$pid" || die "could not stop postmaster $pid"
  rm -f "$data/postmaster.pid"
}

# Escape a value for a single-quoted postgresql.conf string.
conf_quote() { printf "'%s'" "${1//\'/\'\'}"; }

start_server() {
  local dir=$1 port=$2
  if ! [[ $port =~ ^[0-9]{1,5}$ ]] || ((10#$port < 1 || 10#$port > 65535)); then
    die "invalid port: $port"
  fi
  port=$((10#$port))

  ensure_binaries
  if is_root; then
    id -u "$PG_USER" >/dev/null 2>&1 || die "OS user '$PG_USER' does not exist (it comes with postgresql-15)"
  fi

  mkdir -p "$dir"
  dir=$(cd "$dir" && pwd -P)
  local data=$dir/data sock=$dir/run logfile=$dir/postgres.log

  # Unix socket paths are limited to 107 bytes (sun_path); keep well inside that.
  ((${#sock} + 20 < 107)) || die "socket directory path too long for a unix socket: $sock (use a shorter <dir>)"

  # Rerun: stop whatever we left running, then wipe (see the header for why).
  if [[ -n $(ls -A "$dir") ]]; then
    [[ -f $dir/$MARKER ]] || die "$dir is not empty and was not created by this script; refusing to wipe it"
    stop_server "$dir"
    log "wiping previous test cluster in $dir"
    find "$dir" -mindepth 1 -delete
  fi
  touch "$dir/$MARKER"
  mkdir -p "$data" "$sock"
  touch "$logfile"
  if is_root; then
    chown -R "$PG_USER:" "$dir"
    # The postgres user must be able to reach <dir> through its parents (mktemp -d makes 0700 dirs).
    as_pg test -w "$dir" ||
      die "user '$PG_USER' cannot reach $dir: make its parent directories traversable (chmod o+x) or pick another <dir>"
  fi
  chmod 700 "$data"

  log "initdb into $data"
  if ! as_pg "$PG_BIN/initdb" -D "$data" -U postgres --auth=trust --encoding=UTF8 --locale=C \
    --no-sync --no-instructions >"$dir/initdb.log" 2>&1; then
    cat "$dir/initdb.log" >&2
    die "initdb failed"
  fi

  # Trust auth, but only over loopback TCP and our private socket directory.
  cat >"$data/pg_hba.conf" <<'EOF'
# TYPE  DATABASE  USER  ADDRESS        METHOD
local   all       all                  trust
host    all       all   127.0.0.1/32   trust
EOF
  cat >>"$data/postgresql.conf" <<EOF

# --- forecourt throwaway test server (scripts/pg-test-server.sh) ---
listen_addresses = '127.0.0.1'
port = $port
unix_socket_directories = $(conf_quote "$sock")
fsync = off
synchronous_commit = off
full_page_writes = off
max_connections = 100
EOF
  if is_root; then chown "$PG_USER:" "$data/pg_hba.conf" "$data/postgresql.conf"; fi

  log "starting server on 127.0.0.1:$port"
  if ! as_pg "$PG_BIN/pg_ctl" start -D "$data" -l "$logfile" -w -t 60 >&2; then
    log "server failed to start; last lines of $logfile:"
    tail -n 30 "$logfile" >&2 || true
    exit 1
  fi

  "$PG_BIN/createdb" -h 127.0.0.1 -p "$port" -U postgres "$DB_NAME" >&2 ||
    die "could not create database $DB_NAME (is something else listening on port $port?)"

  log "ready"
  echo "postgres://postgres@127.0.0.1:$port/$DB_NAME"
}

cmd=${1:-}
case $cmd in
start)
  [[ $# -eq 3 ]] || usage
  start_server "$2" "$3"
  ;;
stop)
  [[ $# -eq 2 ]] || usage
  stop_server "$2"
  ;;
*) usage ;;
esac

#!/usr/bin/env bash
# Starts Debian's PgBouncer in transaction pooling mode in front of a PostgreSQL server, every
# database passed through: `deploy/local/pgbouncer.sh start <dir> <listen port> <server host> <server port>`
# and `deploy/local/pgbouncer.sh stop <dir>`. The app then takes DATABASE_URL on the listen port and
# DATABASE_DIRECT_URL on the server (docs/operations.md "PgBouncer"). The server must let the user
# connect without a password (trust), as CI's and the local cluster's do; a deployment's own
# pgbouncer.ini names its auth_file and auth_type instead.
set -euo pipefail

command=${1:?start or stop}
dir=${2:?a directory for its configuration, pid file and log}

case "$command" in
  start)
    listen_port=${3:?listen port}
    server_host=${4:?server host}
    server_port=${5:?server port}
    mkdir -p "$dir"
    cat >"$dir/pgbouncer.ini" <<INI
[databases]
* = host=$server_host port=$server_port

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $listen_port
unix_socket_dir =
auth_type = trust
auth_file = $dir/users.txt
pool_mode = transaction
max_client_conn = 1000
default_pool_size = 20
; node-postgres sends these at connect; a pooled server connection cannot keep them per client
ignore_startup_parameters = extra_float_digits,options
server_reset_query =
; SHOW STATS and the like on its `pgbouncer` console (the tests read what went through it)
admin_users = postgres
pidfile = $dir/pgbouncer.pid
logfile = $dir/pgbouncer.log
INI
    printf '"postgres" ""\n' >"$dir/users.txt"
    # PgBouncer refuses to run as root: as root it drops to the postgres user
    if [ "$(id -u)" -eq 0 ]; then
      chown -R postgres "$dir"
      runuser -u postgres -- pgbouncer -d "$dir/pgbouncer.ini"
    else
      pgbouncer -d "$dir/pgbouncer.ini"
    fi
    for _ in $(seq 1 50); do
      pg_isready -q -h 127.0.0.1 -p "$listen_port" && exit 0
      sleep 0.2
    done
    echo "PgBouncer did not start on port $listen_port:" >&2
    cat "$dir/pgbouncer.log" >&2 || true
    exit 1
    ;;
  stop)
    if [ -f "$dir/pgbouncer.pid" ]; then kill "$(cat "$dir/pgbouncer.pid")" 2>/dev/null || true; fi
    ;;
  *)
    echo "usage: $0 start <dir> <listen port> <server host> <server port> | stop <dir>" >&2
    exit 2
    ;;
esac

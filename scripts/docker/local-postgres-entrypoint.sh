#!/bin/sh
# MACHINE-ONLY: the entrypoint of the local postgres stand-in (make-local-base-images.sh). Like
# the real image's: on an empty PGDATA, makes the cluster with POSTGRES_USER / POSTGRES_PASSWORD
# and the database POSTGRES_DB, listening on every address with password auth; then runs as postgres.
set -eu
: "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}"
POSTGRES_USER=${POSTGRES_USER:-postgres}
POSTGRES_DB=${POSTGRES_DB:-$POSTGRES_USER}
mkdir -p "$PGDATA" /run/postgresql
chown -R postgres:postgres "$PGDATA" /run/postgresql
chmod 700 "$PGDATA"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile=$(mktemp)
  printf '%s\n' "$POSTGRES_PASSWORD" > "$pwfile"
  chown postgres "$pwfile"
  su postgres -c "initdb -D '$PGDATA' -U '$POSTGRES_USER' --pwfile='$pwfile' --auth-local=trust --auth-host=scram-sha-256"
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  # Set up on a private socket only, so pg_isready (the health check) says ready only once
  # the real server runs.
  su postgres -c "pg_ctl -D '$PGDATA' -o '-c listen_addresses= -c unix_socket_directories=/tmp' -w start"
  if [ "$POSTGRES_DB" != postgres ]; then
    su postgres -c "createdb -h /tmp -U '$POSTGRES_USER' '$POSTGRES_DB'"
  fi
  su postgres -c "pg_ctl -D '$PGDATA' -m fast -w stop"
fi
# setpriv, not su: postgres itself is then PID 1's program and gets docker's stop signal.
exec setpriv --reuid=postgres --regid=postgres --init-groups postgres -D "$PGDATA" -c listen_addresses='*'

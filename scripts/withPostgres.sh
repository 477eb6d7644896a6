#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a PostgreSQL server: the one already named by
# TEST_DATABASE_URL, otherwise a throwaway cluster of Debian's PostgreSQL in a temporary folder on a
# free port of 127.0.0.1, stopped and removed when the command ends. PostgreSQL refuses to run as
# root, so root runs the cluster as the `postgres` user.
#   bash scripts/withPostgres.sh npm run test:unit -- --selectProjects server
set -euo pipefail

if [ -n "${TEST_DATABASE_URL:-}" ]; then exec "$@"; fi

bin_dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
if [ -z "$bin_dir" ]; then
  echo "PostgreSQL is not installed. Run: sudo apt-get install -y postgresql" >&2
  echo "(or set TEST_DATABASE_URL to an empty database of a PostgreSQL server you run)" >&2
  exit 1
fi

as_owner() {
  if [ "$(id -u)" = 0 ]; then "$(command -v runuser || echo /usr/sbin/runuser)" -u postgres -- "$@"; else "$@"; fi
}

folder="$(mktemp -d "${TMPDIR:-/tmp}/drivemarket-pg.XXXXXX")"
[ "$(id -u)" = 0 ] && chown postgres: "$folder"
port="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

stop() {
  as_owner "$bin_dir/pg_ctl" -D "$folder/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$folder"
}
trap stop EXIT
trap 'exit 130' INT TERM

as_owner "$bin_dir/initdb" -D "$folder/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
# Throwaway data: durability off makes creating the tests' databases quick.
as_owner "$bin_dir/pg_ctl" -D "$folder/data" -l "$folder/server.log" -w -o \
  "-c listen_addresses=127.0.0.1 -p $port -k $folder -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/drivertest"
as_owner "$bin_dir/createdb" -h 127.0.0.1 -p "$port" -U postgres drivertest
echo "PostgreSQL $("$bin_dir/postgres" --version | awk '{print $3}') for the tests: $TEST_DATABASE_URL"
"$@"

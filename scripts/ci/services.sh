#!/usr/bin/env bash
# Makes sure the loopback services CI promises (PostgreSQL, MariaDB, Redis) answer before the
# suites start. CI runs against the services as the machine has them; one that has stopped (a
# crash, memory pressure, an earlier run) would otherwise fail every suite TESSERA_REQUIRE names.
# Each is started with the machine's own command, then waited for up to 60 s.
set -euo pipefail

port_open() { (echo >"/dev/tcp/127.0.0.1/$1") >/dev/null 2>&1; }

start_postgres() {
  command -v pg_ctlcluster >/dev/null 2>&1 || return 1
  local version
  version="$(ls /etc/postgresql | sort -V | tail -1)"
  pg_ctlcluster --skip-systemctl-redirect "$version" main start
}

start_mariadb() {
  [ -x /usr/sbin/mariadbd ] || return 1
  mkdir -p /run/mysqld && chown mysql:mysql /run/mysqld 2>/dev/null || true
  start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd
}

start_redis() {
  command -v redis-server >/dev/null 2>&1 || return 1
  mkdir -p /var/lib/redis /var/log/redis
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/ci.log
}

ensure() {
  local name="$1" port="$2" starter="$3"
  if port_open "$port"; then
    echo "$name: up on 127.0.0.1:$port"
    return 0
  fi
  echo "$name: not answering on 127.0.0.1:$port, starting it"
  "$starter" || echo "$name: could not be started here" >&2
  for _ in $(seq 1 60); do
    if port_open "$port"; then
      echo "$name: up on 127.0.0.1:$port"
      return 0
    fi
    sleep 1
  done
  echo "$name: still down after 60 s" >&2
  return 1
}

status=0
ensure PostgreSQL 5432 start_postgres || status=1
ensure MariaDB 3306 start_mariadb || status=1
ensure Redis 6379 start_redis || status=1
exit "$status"

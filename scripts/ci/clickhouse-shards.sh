#!/usr/bin/env bash
# Two ClickHouse servers on loopback, one shard each, and a Distributed table over both: the
# sharded engine Tessera charts in CI (packages/server/test/connectors/clickhouse-shards.test.ts).
#
#   scripts/ci/clickhouse-shards.sh          start (or find running) and load; prints the URLs
#   scripts/ci/clickhouse-shards.sh stop     stop both servers
#
# Needs clickhouse-server on PATH (Debian: apt-get install clickhouse-server; bookworm ships 18.16).
# No systemd: each server runs in the background with its own config, data dir and ports under
# $CLICKHOUSE_SHARDS_DIR. Idempotent: a server that answers /ping is left running, tables are
# created IF NOT EXISTS and rows loaded only into an empty table.
#
# Layout: cluster `tessera_shards` (remote_servers) names both servers; database tessera_shards
# holds birth_names_local (MergeTree) on each server and birth_names (Distributed, sharded by
# cityHash64(name)) on both. Rows come from Superset's examples-data birth_names.json.gz, read
# here at load time ($EXAMPLES_DATA_DIR, default ../shared/examples-data next to the repository).
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
DIR="${CLICKHOUSE_SHARDS_DIR:-/tmp/tessera-clickhouse-shards}"
HTTP_PORTS=("${CLICKHOUSE_SHARD1_HTTP_PORT:-18123}" "${CLICKHOUSE_SHARD2_HTTP_PORT:-18124}")
TCP_PORTS=("${CLICKHOUSE_SHARD1_TCP_PORT:-19000}" "${CLICKHOUSE_SHARD2_TCP_PORT:-19001}")
DATA_FILE="${EXAMPLES_DATA_DIR:-$ROOT/../shared/examples-data}/birth_names.json.gz"
SERVER="$(command -v clickhouse-server || true)"

ping_shard() { curl -fsS --max-time 2 "http://127.0.0.1:$1/ping" >/dev/null 2>&1; }

# One statement on shard $1 (index): `query I SQL`, or `query I - URL-ENCODED-INSERT` with the
# rows on stdin. Errors print the server's message.
query() {
  local port="${HTTP_PORTS[$1]}" out
  if [ "$2" = "-" ]; then
    out="$(curl -sS --max-time 120 -w '\n%{http_code}' "http://127.0.0.1:$port/?insert_distributed_sync=1&query=$3" --data-binary @-)"
  else
    out="$(curl -sS --max-time 60 -w '\n%{http_code}' "http://127.0.0.1:$port/" --data-binary "$2")"
  fi
  if [ "${out##*$'\n'}" != "200" ]; then
    echo "shard $(($1 + 1)): ${out%$'\n'*}" >&2
    return 1
  fi
  printf '%s' "${out%$'\n'*}"
}

if [ "${1:-start}" = "stop" ]; then
  for i in 0 1; do
    pidfile="$DIR/shard$((i + 1))/server.pid"
    if [ -f "$pidfile" ] && kill -0 "$(cat "$pidfile")" 2>/dev/null; then
      kill "$(cat "$pidfile")" && echo "stopped shard $((i + 1))"
      rm -f "$pidfile"
    fi
  done
  exit 0
fi

if [ -z "$SERVER" ]; then
  echo "clickhouse-server is not installed (apt-get install clickhouse-server)" >&2
  exit 1
fi

cluster_xml() {
  local i
  echo "<remote_servers><tessera_shards>"
  for i in 0 1; do
    echo "<shard><replica><host>127.0.0.1</host><port>${TCP_PORTS[$i]}</port></replica></shard>"
  done
  echo "</tessera_shards></remote_servers>"
}

write_config() {
  local i="$1" home="$DIR/shard$(($1 + 1))"
  mkdir -p "$home/data" "$home/tmp" "$home/user_files" "$home/format_schemas" "$home/log"
  cat >"$home/users.xml" <<'XML'
<?xml version="1.0"?>
<yandex>
  <profiles>
    <default><max_memory_usage>2000000000</max_memory_usage></default>
    <readonly><readonly>1</readonly></readonly>
  </profiles>
  <users>
    <default>
      <password></password>
      <networks><ip>127.0.0.1</ip><ip>::1</ip></networks>
      <profile>default</profile><quota>default</quota>
    </default>
    <!-- For the connector's readonly=1 test (TEST_CLICKHOUSE_READONLY_USER=readonly). -->
    <readonly>
      <password></password>
      <networks><ip>127.0.0.1</ip><ip>::1</ip></networks>
      <profile>readonly</profile><quota>default</quota>
    </readonly>
  </users>
  <quotas><default><interval><duration>3600</duration><queries>0</queries><errors>0</errors>
    <result_rows>0</result_rows><read_rows>0</read_rows><execution_time>0</execution_time>
  </interval></default></quotas>
</yandex>
XML
  cat >"$home/config.xml" <<XML
<?xml version="1.0"?>
<yandex>
  <logger><level>warning</level><log>$home/log/server.log</log><errorlog>$home/log/error.log</errorlog><size>10M</size><count>2</count></logger>
  <listen_host>127.0.0.1</listen_host>
  <http_port>${HTTP_PORTS[$i]}</http_port>
  <tcp_port>${TCP_PORTS[$i]}</tcp_port>
  <path>$home/data/</path>
  <tmp_path>$home/tmp/</tmp_path>
  <user_files_path>$home/user_files/</user_files_path>
  <format_schema_path>$home/format_schemas/</format_schema_path>
  <users_config>$home/users.xml</users_config>
  <default_profile>default</default_profile>
  <default_database>default</default_database>
  <timezone>UTC</timezone>
  <mark_cache_size>268435456</mark_cache_size>
  <max_concurrent_queries>100</max_concurrent_queries>
  $(cluster_xml)
</yandex>
XML
}

for i in 0 1; do
  home="$DIR/shard$((i + 1))"
  if ping_shard "${HTTP_PORTS[$i]}"; then continue; fi
  write_config "$i"
  # The Debian package's own user owns nothing here; run as whoever runs the script.
  nohup "$SERVER" --config-file="$home/config.xml" >"$home/log/stdout.log" 2>&1 &
  echo "$!" >"$home/server.pid"
done

for i in 0 1; do
  for _ in $(seq 1 60); do
    ping_shard "${HTTP_PORTS[$i]}" && break
    sleep 0.5
  done
  if ! ping_shard "${HTTP_PORTS[$i]}"; then
    echo "shard $((i + 1)) did not start; see $DIR/shard$((i + 1))/log" >&2
    tail -n 20 "$DIR/shard$((i + 1))/log/"*.log >&2 || true
    exit 1
  fi
done

for i in 0 1; do
  query "$i" "CREATE DATABASE IF NOT EXISTS tessera_shards"
  query "$i" "CREATE TABLE IF NOT EXISTS tessera_shards.birth_names_local (
      ds DateTime, gender String, name String, num UInt32, state String,
      sum_boys UInt32, sum_girls UInt32
    ) ENGINE = MergeTree() PARTITION BY toYear(ds) ORDER BY (ds, name)"
  query "$i" "CREATE TABLE IF NOT EXISTS tessera_shards.birth_names AS tessera_shards.birth_names_local
    ENGINE = Distributed(tessera_shards, tessera_shards, birth_names_local, cityHash64(name))"
done

rows="$(query 0 "SELECT count() FROM tessera_shards.birth_names")"
if [ "$rows" = "0" ]; then
  if [ ! -f "$DATA_FILE" ]; then
    echo "no rows loaded: $DATA_FILE is missing (set EXAMPLES_DATA_DIR)" >&2
    exit 1
  fi
  # JSON array with epoch-ms dates → one JSON object a line with DateTime text, inserted through
  # the Distributed table synchronously, so each row is on its shard when this returns. The
  # server's DateTime starts in 1970 (18.16 has no DateTime64), so the 1965–1969 rows stay out.
  gzip -dc "$DATA_FILE" | node -e '
    let text = "";
    process.stdin.on("data", (chunk) => { text += chunk; });
    process.stdin.on("end", () => {
      const lines = JSON.parse(text).filter((row) => row.ds >= 0).map((row) =>
        JSON.stringify({ ...row, ds: new Date(row.ds).toISOString().slice(0, 19).replace("T", " ") }));
      process.stdout.write(`${lines.join("\n")}\n`);
    });' | query 0 - "INSERT%20INTO%20tessera_shards.birth_names%20FORMAT%20JSONEachRow" >/dev/null
  rows="$(query 0 "SELECT count() FROM tessera_shards.birth_names")"
fi

for i in 0 1; do
  echo "shard $((i + 1)): http://127.0.0.1:${HTTP_PORTS[$i]} (tcp ${TCP_PORTS[$i]}), $(query "$i" "SELECT count() FROM tessera_shards.birth_names_local") rows in tessera_shards.birth_names_local"
done
echo "distributed: tessera_shards.birth_names over cluster tessera_shards, $rows rows"
echo "TEST_CLICKHOUSE_URL=clickhousedb://default@127.0.0.1:${HTTP_PORTS[0]}/default"

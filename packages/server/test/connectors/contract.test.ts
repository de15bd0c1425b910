/**
 * The connector contract (contract.ts) on every engine CI has: DuckDB and SQLite in files, and
 * PostgreSQL, MariaDB and ClickHouse through their TEST_* services (TESSERA_REQUIRE makes a
 * missing one fail). Trino has no server here: trino-protocol.test.ts covers its wire protocol.
 * Each engine's fixture lives in a schema or database of its own, dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { DuckDBConnector } from '../../src/engine/connectors/duckdb';
import { createConnector } from '../../src/engine/connectors/registry';
import { SQLiteConnector } from '../../src/engine/connectors/sqlite';
import { service } from '../platform/services';
import { createClickHouseTestDatabase } from './clickhouse-test-db';
import { connectorContract, factValues } from './contract';

const unique = () => `tessera_contract_${randomBytes(4).toString('hex')}`;

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-contract-'));
  return { dir, remove: async () => rmSync(dir, { recursive: true, force: true }) };
}

connectorContract({
  dialect: 'duckdb',
  name: 'DuckDB',
  skip: false,
  async setUp() {
    const { dir, remove } = tempDir();
    const path = join(dir, 'facts.duckdb');
    const loader = new DuckDBConnector({ path, exclusive: true });
    await loader.execute(`CREATE TABLE facts (i INTEGER, big BIGINT, amount DECIMAL(12,2), ratio DOUBLE,
      label VARCHAR, day DATE, ts TIMESTAMP)`);
    await loader.execute(`INSERT INTO facts VALUES ${factValues()}`);
    await loader.close();
    return {
      connector: new DuckDBConnector({ path, allowDml: false }),
      schema: 'main',
      table: 'facts',
      tearDown: remove,
    };
  },
  slowSql: 'SELECT COUNT(*) AS n FROM range(100000000000) a(x) WHERE x % 7 = 3',
  cancelsRunningQueries: true,
});

connectorContract({
  dialect: 'sqlite',
  name: 'SQLite',
  skip: false,
  async setUp() {
    const { dir, remove } = tempDir();
    const path = join(dir, 'facts.sqlite');
    const db = new Database(path);
    db.exec(`CREATE TABLE facts (i INTEGER, big BIGINT, amount DECIMAL(12,2), ratio DOUBLE,
      label TEXT, day DATE, ts DATETIME); INSERT INTO facts VALUES ${factValues()};`);
    db.close();
    return { connector: new SQLiteConnector({ path }), schema: 'main', table: 'facts', tearDown: remove };
  },
  // Rows are read one by one and the deadline checked between them (SQLite runs synchronously).
  slowSql:
    'WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 50000000) SELECT x FROM n',
  cancelsRunningQueries: false,
});

const postgres = service('postgres', 'the connector contract on PostgreSQL');
connectorContract({
  dialect: 'postgresql',
  name: 'PostgreSQL',
  skip: postgres.skip,
  async setUp() {
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    const schema = unique();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.query(`CREATE TABLE ${schema}.facts (i integer, big bigint, amount numeric(12,2),
      ratio double precision, label text, day date, ts timestamp)`);
    await admin.query(`INSERT INTO ${schema}.facts VALUES ${factValues()}`);
    return {
      connector: createConnector(postgres.url as string),
      schema,
      table: `${schema}.facts`,
      async tearDown() {
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      },
    };
  },
  slowSql: 'SELECT pg_sleep(5)',
  cancelsRunningQueries: true,
});

const mariadb = service('mysql', 'the connector contract on MariaDB/MySQL');
connectorContract({
  dialect: 'mysql',
  name: 'MariaDB',
  skip: mariadb.skip,
  async setUp() {
    const admin = await mysql.createConnection({ uri: mariadb.url as string });
    const database = unique();
    await admin.query(`CREATE DATABASE ${database} CHARACTER SET utf8mb4`);
    await admin.query(`CREATE TABLE ${database}.facts (i INT, big BIGINT, amount DECIMAL(12,2),
      ratio DOUBLE, label VARCHAR(200), day DATE, ts DATETIME) DEFAULT CHARSET = utf8mb4`);
    await admin.query(`INSERT INTO ${database}.facts VALUES ${factValues()}`);
    const uri = new URL(mariadb.url as string);
    uri.pathname = `/${database}`;
    return {
      connector: createConnector(uri.toString()),
      schema: database,
      table: 'facts',
      async tearDown() {
        await admin.query(`DROP DATABASE ${database}`);
        await admin.end();
      },
    };
  },
  slowSql: 'SELECT SLEEP(5)',
  cancelsRunningQueries: true,
});

const clickhouse = service('clickhouse', 'the connector contract on ClickHouse');
connectorContract({
  dialect: 'clickhouse',
  name: 'ClickHouse',
  skip: clickhouse.skip,
  async setUp() {
    const test = await createClickHouseTestDatabase(clickhouse.url as string, 'contract');
    await test.admin.execute(`CREATE TABLE ${test.database}.facts (i Nullable(Int32), big Nullable(Int64),
      amount Nullable(Decimal(12, 2)), ratio Nullable(Float64), label Nullable(String), day Nullable(Date),
      ts Nullable(DateTime('UTC'))) ENGINE = Memory`);
    await test.admin.execute(`INSERT INTO ${test.database}.facts VALUES ${factValues()}`);
    return {
      connector: createConnector(test.uri),
      schema: test.database,
      table: 'facts',
      tearDown: test.drop,
    };
  },
  // sleep() stops at 3 s a call on old servers; this runs for longer on any.
  slowSql: 'SELECT count() AS n FROM numbers(100000000000) WHERE sipHash64(number) % 7 = 3',
  cancelsRunningQueries: true,
});

/**
 * The data sources the injection corpus runs against: each builds a `sales` table the dataset
 * reads, a canary table in another database of the same engine, and reads back the state the
 * write canary compares (tables, row counts, checksums) through its own admin connection.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import Database from 'better-sqlite3';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { DuckDBConnector } from '../../../src/engine/connectors/duckdb';
import { service } from '../../platform/services';

export type DialectId = 'duckdb' | 'sqlite' | 'postgresql' | 'mysql';

export interface Source {
  /** The URI registered in Tessera (with a password for the network engines). */
  readonly uri: string;
  readonly password: string | null;
  readonly schema: string;
  /** The other database holding the canary table (a file path or a database name). */
  readonly other: string;
  /** What the write canary compares before and after the corpus. */
  state(): Promise<unknown>;
  /**
   * What an unguarded attack would read: the canary file (or, for SQLite, the other database)
   * read by the engine itself, with the data source's powers. Proves the canaries are in reach.
   */
  reach(file: string): Promise<string>;
  tearDown(): Promise<void>;
}

export interface Target {
  readonly id: DialectId;
  /** Why the target does not run here, or null (asks the service gate when called). */
  readonly skip: () => string | null;
  setUp(dataDir: string, token: string): Promise<Source>;
}

const SALES_ROWS = `(1, 'North', 10, 2023, '2023-01-05'), (2, 'South', 20, 2023, '2023-06-01'),
  (3, 'North', 30, 2024, '2024-02-29'), (4, 'East', 5, 2024, '2024-07-14'), (5, 'West', 7, 2024, '2024-12-31')`;
const SALES_CHECK =
  'SELECT COUNT(*) AS n, SUM(id * amount) AS s, MIN(region) AS lo, MAX(region) AS hi FROM sales';
const unique = (prefix: string) => `${prefix}_${randomBytes(4).toString('hex')}`;
const password = () => `Pw-${randomBytes(9).toString('hex')}`;

async function duckdbRun(path: string, statements: string[]): Promise<Record<string, unknown>[][]> {
  const instance = await DuckDBInstance.create(path);
  const connection = await instance.connect();
  try {
    const out: Record<string, unknown>[][] = [];
    for (const sql of statements) {
      const reader = await connection.runAndReadAll(sql);
      out.push(reader.getRowObjectsJson() as Record<string, unknown>[]);
    }
    return out;
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

const duckdb: Target = {
  id: 'duckdb',
  skip: () => null,
  async setUp(dataDir, token) {
    const path = join(dataDir, 'inject.duckdb');
    const other = join(dataDir, 'other.duckdb');
    await duckdbRun(path, [
      'CREATE TABLE sales (id INTEGER, region VARCHAR, amount DOUBLE, year INTEGER, sold_on DATE)',
      `INSERT INTO sales VALUES ${SALES_ROWS}`,
    ]);
    await duckdbRun(other, [
      'CREATE TABLE canary (secret VARCHAR)',
      `INSERT INTO canary VALUES ('${token}')`,
    ]);
    // Read through a fresh instance each time: the app holds its own on the same file.
    const state = async () => {
      const connector = new DuckDBConnector({ path });
      try {
        const tables = await connector.execute(
          'SELECT table_schema, table_name FROM information_schema.tables ORDER BY 1, 2',
        );
        const check = await connector.execute(SALES_CHECK);
        return { tables: tables.rows, sales: check.rows };
      } finally {
        await connector.close();
      }
    };
    const otherState = async () =>
      duckdbRun(other, [
        'SELECT table_name FROM information_schema.tables ORDER BY 1',
        'SELECT * FROM canary',
      ]);
    return {
      uri: `duckdb:///${path}`,
      password: null,
      schema: 'main',
      other,
      state: async () => ({ ...(await state()), other: await otherState() }),
      reach: async (file) =>
        JSON.stringify(await duckdbRun(':memory:', [`SELECT content FROM read_text('${file}')`])),
      tearDown: async () => {},
    };
  },
};

const sqlite: Target = {
  id: 'sqlite',
  skip: () => null,
  async setUp(dataDir, token) {
    const path = join(dataDir, 'inject.sqlite');
    const other = join(dataDir, 'other.sqlite');
    const db = new Database(path);
    db.exec(`CREATE TABLE sales (id INTEGER, region TEXT, amount REAL, year INTEGER, sold_on DATE);
      INSERT INTO sales VALUES ${SALES_ROWS};`);
    db.close();
    const otherDb = new Database(other);
    otherDb.exec(`CREATE TABLE canary (secret TEXT); INSERT INTO canary VALUES ('${token}');`);
    otherDb.close();
    const read = (file: string, sql: string[]) => {
      const handle = new Database(file, { readonly: true, fileMustExist: true });
      try {
        return sql.map((s) => handle.prepare(s).all());
      } finally {
        handle.close();
      }
    };
    return {
      uri: `sqlite:///${path}`,
      password: null,
      schema: 'main',
      other,
      state: async () => ({
        main: read(path, [
          'SELECT type, name, sql FROM sqlite_master ORDER BY name',
          SALES_CHECK,
          'PRAGMA user_version',
        ]),
        other: read(other, ['SELECT type, name FROM sqlite_master ORDER BY name', 'SELECT * FROM canary']),
      }),
      reach: async () => {
        const handle = new Database(':memory:');
        try {
          handle.exec(`ATTACH '${other}' AS o`);
          return JSON.stringify(handle.prepare('SELECT secret FROM o.canary').all());
        } finally {
          handle.close();
        }
      },
      tearDown: async () => {},
    };
  },
};

const postgresService = () => service('postgres', 'the injection corpus on PostgreSQL');
const postgres: Target = {
  id: 'postgresql',
  skip: () => (postgresService().skip ? 'TEST_POSTGRES_URL is not set or unreachable' : null),
  async setUp(_dataDir, token) {
    const base = postgresService().url as string;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    const schema = unique('tessera_inj');
    const otherDb = unique('tessera_inj_canary');
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.query(
      `CREATE TABLE ${schema}.sales (id integer, region text, amount double precision, year integer, sold_on date)`,
    );
    await admin.query(`INSERT INTO ${schema}.sales VALUES ${SALES_ROWS}`);
    await admin.query(`CREATE DATABASE ${otherDb}`);
    const otherUrl = new URL(base);
    otherUrl.pathname = `/${otherDb}`;
    const otherClient = new pg.Client({ connectionString: otherUrl.toString() });
    await otherClient.connect();
    await otherClient.query('CREATE TABLE canary (secret text)');
    await otherClient.query('INSERT INTO canary VALUES ($1)', [token]);
    // A shared catalogue every database of the cluster sees: the other database's comment.
    await admin.query(`COMMENT ON DATABASE ${otherDb} IS '${token}'`);
    // The worst case: the data source logs in as the superuser the test server offers (the
    // server trusts local connections, so the password only has to stay secret, not match).
    // pg_read_file, COPY … PROGRAM and lo_import would all work for it: only Tessera stands between.
    const secret = password();
    const url = new URL(base);
    url.password = secret;
    url.search = `?options=${encodeURIComponent(`-csearch_path=${schema}`)}`;
    return {
      uri: url.toString(),
      password: secret,
      schema,
      other: otherDb,
      async state() {
        const tables = await admin.query(
          `SELECT table_schema, table_name FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`,
        );
        const check = await admin.query(SALES_CHECK.replace('FROM sales', `FROM ${schema}.sales`));
        const databases = await admin.query('SELECT datname FROM pg_database ORDER BY 1');
        const roles = await admin.query('SELECT rolname FROM pg_roles ORDER BY 1');
        const extensions = await admin.query('SELECT extname FROM pg_extension ORDER BY 1');
        const canary = await otherClient.query('SELECT * FROM canary');
        return [tables.rows, check.rows, databases.rows, roles.rows, extensions.rows, canary.rows];
      },
      async reach(file) {
        const reader = new pg.Client({ connectionString: url.toString() });
        await reader.connect();
        try {
          const read = await reader.query('SELECT pg_read_file($1) AS content', [file]);
          const comment = await reader.query('SELECT description FROM pg_catalog.pg_shdescription');
          return JSON.stringify([read.rows, comment.rows]);
        } finally {
          await reader.end();
        }
      },
      async tearDown() {
        await otherClient.end();
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await admin.query(`DROP DATABASE IF EXISTS ${otherDb} WITH (FORCE)`);
        await admin.end();
      },
    };
  },
};

async function mysqlState(admin: mysql.Connection, database: string, otherDb: string): Promise<unknown> {
  const [tables] = await admin.query(
    'SELECT table_schema, table_name FROM information_schema.tables WHERE table_schema IN (?, ?) ORDER BY 1, 2',
    [database, otherDb],
  );
  const [check] = await admin.query(SALES_CHECK.replace('FROM sales', `FROM ${database}.sales`));
  const [databases] = await admin.query('SHOW DATABASES');
  const [users] = await admin.query('SELECT user, host FROM mysql.user ORDER BY 1, 2');
  const [canary] = await admin.query(`SELECT * FROM ${otherDb}.canary`);
  return [tables, check, databases, users, canary];
}

const mysqlService = () => service('mysql', 'the injection corpus on MariaDB/MySQL');
const mariadb: Target = {
  id: 'mysql',
  skip: () => (mysqlService().skip ? 'TEST_MYSQL_URL is not set or unreachable' : null),
  async setUp(_dataDir, token) {
    const admin = await mysql.createConnection({ uri: mysqlService().url as string });
    const database = unique('tessera_inj');
    const otherDb = unique('tessera_inj_canary');
    const user = unique('tinj');
    const secret = password();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.query(
      `CREATE TABLE ${database}.sales (id INT, region VARCHAR(50), amount DOUBLE, year INT, sold_on DATE)`,
    );
    await admin.query(`INSERT INTO ${database}.sales VALUES ${SALES_ROWS}`);
    await admin.query(`CREATE DATABASE ${otherDb}`);
    await admin.query(`CREATE TABLE ${otherDb}.canary (secret VARCHAR(100))`);
    await admin.query(`INSERT INTO ${otherDb}.canary VALUES (?)`, [token]);
    // A user that may change its own database and read and write server files (FILE): LOAD_FILE
    // and INTO OUTFILE would work for it, so only Tessera's read-only session and guard stand
    // between. The canary database is not granted: it is outside what the data source may see.
    for (const host of ['%', 'localhost']) {
      await admin.query(`CREATE USER '${user}'@'${host}' IDENTIFIED BY '${secret}'`);
      await admin.query(`GRANT ALL ON ${database}.* TO '${user}'@'${host}'`);
      await admin.query(`GRANT FILE ON *.* TO '${user}'@'${host}'`);
    }
    const url = new URL(mysqlService().url as string);
    url.username = user;
    url.password = secret;
    url.pathname = `/${database}`;
    return {
      uri: url.toString(),
      password: secret,
      schema: database,
      other: otherDb,
      async state() {
        // A fresh connection: a server a payload took down fails here, not on a stale socket.
        const admin = await mysql.createConnection({ uri: mysqlService().url as string });
        try {
          return await mysqlState(admin, database, otherDb);
        } finally {
          await admin.end();
        }
      },
      async reach(file) {
        const reader = await mysql.createConnection({ uri: url.toString() });
        try {
          const [rows] = await reader.query('SELECT CAST(LOAD_FILE(?) AS CHAR) AS content', [file]);
          return JSON.stringify(rows);
        } finally {
          await reader.end();
        }
      },
      async tearDown() {
        await admin.end().catch(() => {});
        const fresh = await mysql.createConnection({ uri: mysqlService().url as string });
        for (const host of ['%', 'localhost']) await fresh.query(`DROP USER IF EXISTS '${user}'@'${host}'`);
        await fresh.query(`DROP DATABASE IF EXISTS ${database}`);
        await fresh.query(`DROP DATABASE IF EXISTS ${otherDb}`);
        await fresh.end();
      },
    };
  },
};

export const TARGETS: Readonly<Record<DialectId, Target>> = {
  duckdb,
  sqlite,
  postgresql: postgres,
  mysql: mariadb,
};

import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectorError } from '../../src/engine/connectors/errors';
import { ConnectorPool } from '../../src/engine/connectors/registry';
import type { Connector } from '../../src/engine/types';

const dir = mkdtempSync(join(tmpdir(), 'tessera-duckdb-dml-'));
const path = join(dir, 'dml.duckdb');
const uri = `duckdb:///${path}`;
const pool = new ConnectorPool();
// A file the server can read, which a data source must not.
writeFileSync(join(dir, 'secret.csv'), 'password\nhunter2\n');
// Data sources open existing files only.
(await DuckDBInstance.create(path)).closeSync();

afterAll(async () => {
  await pool.closeAll();
  rmSync(dir, { recursive: true, force: true });
});

async function failure(connector: Connector, sql: string): Promise<ConnectorError> {
  const error = await connector.execute(sql).then(
    () => null,
    (e: unknown) => e as ConnectorError,
  );
  expect(error, `${sql} should be refused`).not.toBeNull();
  return error as ConnectorError;
}

describe('DuckDB database without allow_dml', () => {
  let writer: Connector;
  let reader: Connector;

  beforeAll(async () => {
    writer = pool.get({ id: 1, sqlalchemy_uri: uri, allow_dml: 1 });
    await writer.execute('CREATE TABLE t AS SELECT i AS id FROM range(5) r(i)');
    reader = pool.get({ id: 2, sqlalchemy_uri: uri, allow_dml: 0 });
  });

  it('runs SELECTs and the read-only forms DuckDB binds as SELECT', async () => {
    expect((await reader.execute('SELECT COUNT(*) AS n FROM t')).rows).toEqual([{ n: 5 }]);
    expect((await reader.execute('SELECT id FROM t WHERE id > ? ORDER BY id', [2])).rows).toEqual([
      { id: 3 },
      { id: 4 },
    ]);
    expect((await reader.execute('DESCRIBE t')).rows.map((row) => row.column_name)).toEqual(['id']);
    expect((await reader.execute('EXPLAIN SELECT * FROM t')).rows.length).toBeGreaterThan(0);
    expect(await reader.getTables('main')).toEqual(['t']);
  });

  it.each([
    ['CREATE TABLE u (a INTEGER)', 'CREATE'],
    ['CREATE TEMP TABLE u AS SELECT 1 AS a', 'CREATE'],
    ['INSERT INTO t VALUES (99)', 'INSERT'],
    ['UPDATE t SET id = 0', 'UPDATE'],
    ['DELETE FROM t', 'DELETE'],
    ['DROP TABLE t', 'DROP'],
    [`ATTACH '${join(dir, 'other.duckdb')}' AS other`, 'ATTACH'],
    ['SELECT 1; INSERT INTO t VALUES (98)', 'INSERT'],
  ])('refuses %s with a clear message', async (sql, type) => {
    const error = await failure(reader, sql);
    expect(error.code).toBe('QUERY_FAILED');
    expect(error.message).toContain(`read-only: ${type} statements are refused`);
    expect(error.message).toMatch(/allow_dml/);
  });

  it.each([
    `COPY t TO '${join(dir, 'out.csv')}'`,
    `SELECT * FROM read_csv('${join(dir, 'secret.csv')}')`,
    "SELECT content FROM read_text('/etc/passwd')",
    'SET enable_external_access = true',
  ])('refuses %s: no files, no settings', async (sql) => {
    const error = await failure(reader, sql);
    expect(error.code).toBe('QUERY_FAILED');
    expect(error.message).toMatch(/cannot reach files|read-only: SET/);
  });

  it('left the data and the file system untouched', async () => {
    expect((await writer.execute('SELECT COUNT(*) AS n, MIN(id) AS lo FROM t')).rows).toEqual([
      { n: 5, lo: 0 },
    ]);
    expect(existsSync(join(dir, 'out.csv'))).toBe(false);
    expect(existsSync(join(dir, 'other.duckdb'))).toBe(false);
    expect(await writer.getTables('main')).toEqual(['t']);
  });

  it('lets a database with allow_dml change its own data, but not the file system', async () => {
    await writer.execute('INSERT INTO t VALUES (5)');
    expect((await reader.execute('SELECT COUNT(*) AS n FROM t')).rows).toEqual([{ n: 6 }]);
    const error = await failure(writer, `COPY t TO '${join(dir, 'allowed.csv')}'`);
    expect(error.message).toMatch(/cannot reach files/);
    expect(existsSync(join(dir, 'allowed.csv'))).toBe(false);
  });

  it('reports a bad query as a query error, not a refusal', async () => {
    const error = await failure(reader, 'SELECT * FROM missing_table');
    expect(error.code).toBe('QUERY_FAILED');
    expect(error.message).toMatch(/missing_table/);
  });
});

/**
 * DuckDB serving connections are pooled with their prepared statements: a repeated chart query
 * reuses them, and a loader taking the file exclusively ends them, so a replaced table is never
 * read through a stale statement or connection.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DuckDBConnector } from '../../src/engine/connectors/duckdb';

const dir = mkdtempSync(join(tmpdir(), 'tessera-duckdb-pool-'));
const path = join(dir, 'pool.duckdb');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function load(sql: string) {
  const loader = new DuckDBConnector({ path, exclusive: true });
  try {
    await loader.execute(sql);
  } finally {
    await loader.close();
  }
}

describe('pooled DuckDB connections', () => {
  const reader = new DuckDBConnector({ path, allowDml: false });
  const compiled = { compiledSelect: true } as const;
  const sql = 'SELECT COUNT(*) AS n, MAX(v) AS top FROM t WHERE v >= ?';

  it('answers repeated compiled queries with their own parameters', async () => {
    await load('CREATE TABLE t AS SELECT i AS v FROM range(10) r(i)');
    expect((await reader.execute(sql, [0], compiled)).rows).toEqual([{ n: 10, top: 9 }]);
    expect((await reader.execute(sql, [7], compiled)).rows).toEqual([{ n: 3, top: 9 }]);
    const concurrent = await Promise.all([1, 2, 3, 4, 5].map((lo) => reader.execute(sql, [lo], compiled)));
    expect(concurrent.map((r) => r.rows[0]!.n)).toEqual([9, 8, 7, 6, 5]);
  });

  it('reads a table replaced by a loader, not a stale statement', async () => {
    await load('CREATE OR REPLACE TABLE t AS SELECT i * 100 AS v FROM range(3) r(i)');
    expect((await reader.execute(sql, [0], compiled)).rows).toEqual([{ n: 3, top: 200 }]);
  });

  it('keeps working after a failed query on a pooled connection', async () => {
    await expect(reader.execute('SELECT missing FROM t', [], compiled)).rejects.toThrow(/missing/);
    expect((await reader.execute(sql, [100], compiled)).rows).toEqual([{ n: 2, top: 200 }]);
  });
});

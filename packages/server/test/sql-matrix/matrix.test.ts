// The compiled SQL of every matrix case, run on the real engines: same fixture, same expected rows.
import { normaliseQueryObject } from '@tessera/core';
import { type CompiledQuery, compileQuery, compileSamples } from '@tessera/sql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { service } from '../platform/services';
import { CASES, type EngineId, type MatrixCase } from './cases';
import { type Engine, openDuckDb, openMysql, openPostgres, openSqlite } from './engines';
import { DATASET, resolveTimeRange } from './fixture';
import { normaliseRow, sortRows } from './oracle';

const postgres = service('postgres', 'the SQL matrix on PostgreSQL');
const mysql = service('mysql', 'the SQL matrix on MySQL');
const POSTGRES_URL = postgres.url;
const MYSQL_URL = mysql.url;

const ENGINES: { id: EngineId; open: () => Promise<Engine>; skip: string | null }[] = [
  { id: 'duckdb', open: openDuckDb, skip: null },
  { id: 'sqlite', open: openSqlite, skip: null },
  {
    id: 'postgresql',
    open: () => openPostgres(POSTGRES_URL!),
    skip: postgres.skip ? 'TEST_POSTGRES_URL is not set or unreachable' : null,
  },
  {
    id: 'mysql',
    open: () => openMysql(MYSQL_URL!),
    skip: mysql.skip ? 'TEST_MYSQL_URL is not set or unreachable' : null,
  },
];

function compileCase(matrixCase: MatrixCase, dialect: EngineId): CompiledQuery {
  const base = {
    dataset: matrixCase.dataset ?? DATASET,
    resolveTimeRange,
    rlsPredicates: matrixCase.rlsPredicates ?? [],
  };
  const query = normaliseQueryObject(matrixCase.query);
  return matrixCase.kind === 'drill_detail'
    ? compileSamples({ ...base, query }, dialect, 'drill_detail')
    : compileQuery({ ...base, query }, dialect);
}

for (const engine of ENGINES) {
  if (engine.skip) console.info(`sql-matrix: skipping ${engine.id}: ${engine.skip}`);
  describe.skipIf(engine.skip !== null)(`sql matrix on ${engine.id}`, () => {
    let db: Engine;
    beforeAll(async () => {
      db = await engine.open();
    });
    afterAll(async () => {
      await db?.close();
    });

    test.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, matrixCase) => {
      const compiled = compileCase(matrixCase, engine.id);
      const rows = await db.run(compiled.sql, compiled.parameters);
      const actual = rows.map((row) => normaliseRow(row, compiled.metricLabels, ['is_paid']));
      const expectedRows =
        typeof matrixCase.expected === 'function' ? matrixCase.expected(engine.id) : matrixCase.expected;
      const expected = expectedRows.map((row) => normaliseRow(row, compiled.metricLabels, ['is_paid']));
      if (matrixCase.ordered) expect(actual).toEqual(expected);
      else expect(sortRows(actual)).toEqual(sortRows(expected));
    });
  });
}

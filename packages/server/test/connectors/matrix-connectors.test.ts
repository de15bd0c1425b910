/**
 * The SQL matrix (test/sql-matrix) run through the network connectors rather than raw drivers:
 * every case is compiled by @tessera/sql for the engine's dialect and executed by the connector
 * the chart-data engine uses, with its read-only session, bound parameters and value conversion.
 * PostgreSQL via TEST_POSTGRES_URL, MariaDB via TEST_MYSQL_URL.
 */
import { randomBytes } from 'node:crypto';
import { normaliseQueryObject } from '@tessera/core';
import { type CompiledQuery, compileQuery, compileSamples } from '@tessera/sql';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createConnector } from '../../src/engine/connectors/registry';
import type { Connector, QueryParameter, ResultSet } from '../../src/engine/types';
import { GenericDataType } from '../../src/engine/types';
import { service } from '../platform/services';
import { CASES, type MatrixCase } from '../sql-matrix/cases';
import { createTableSql, DATASET, insertSql, resolveTimeRange } from '../sql-matrix/fixture';
import { normaliseRow, sortRows } from '../sql-matrix/oracle';

const postgres = service('postgres', 'the SQL matrix through the PostgreSQL connector');
const mysqlService = service('mysql', 'the SQL matrix through the MySQL connector');
const POSTGRES_URL = postgres.url;
const MYSQL_URL = mysqlService.url;

interface Target {
  readonly id: 'postgresql' | 'mysql';
  readonly skip: string | null;
  /** Creates the fixture and returns the URI of a read-only connection to it, and a cleanup. */
  readonly setUp: () => Promise<{ uri: string; tearDown: () => Promise<void> }>;
}

const unique = () => `tessera_h8_m_${randomBytes(4).toString('hex')}`;

const TARGETS: Target[] = [
  {
    id: 'postgresql',
    skip: postgres.skip ? 'TEST_POSTGRES_URL is not set or unreachable' : null,
    async setUp() {
      const admin = new pg.Client({ connectionString: POSTGRES_URL });
      await admin.connect();
      const schema = unique();
      await admin.query(`CREATE SCHEMA ${schema}`);
      await admin.query(`SET search_path TO ${schema}`);
      await admin.query(createTableSql('postgresql'));
      await admin.query(insertSql(false));
      // The schema comes in through libpq options in the URI, as Superset users write it; a
      // hostile option cannot lift the read-only session (tested in the last case below).
      const uri = `${POSTGRES_URL}?options=${encodeURIComponent(`-csearch_path=${schema} -cdefault_transaction_read_only=off`)}`;
      return {
        uri,
        async tearDown() {
          await admin.query(`DROP SCHEMA ${schema} CASCADE`);
          await admin.end();
        },
      };
    },
  },
  {
    id: 'mysql',
    skip: mysqlService.skip ? 'TEST_MYSQL_URL is not set or unreachable' : null,
    async setUp() {
      const admin = await mysql.createConnection({ uri: MYSQL_URL as string });
      const database = unique();
      await admin.query(`CREATE DATABASE ${database}`);
      await admin.query(`USE ${database}`);
      await admin.query(createTableSql('mysql'));
      await admin.query(insertSql(false));
      const base = new URL(MYSQL_URL as string);
      base.pathname = `/${database}`;
      return {
        uri: base.toString(),
        async tearDown() {
          await admin.query(`DROP DATABASE ${database}`);
          await admin.end();
        },
      };
    },
  },
];

function compileCase(matrixCase: MatrixCase, dialect: Target['id']): CompiledQuery {
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

/** The matrix's oracle speaks naive date text; the connectors answer epoch ms, as the wire does. */
function toOracleRows(result: ResultSet): Record<string, unknown>[] {
  const temporal = result.columns.filter((column) => column.genericType === GenericDataType.TEMPORAL);
  return result.rows.map((row) => {
    const out = { ...row };
    for (const { name } of temporal) {
      if (typeof out[name] === 'number') out[name] = new Date(out[name] as number);
    }
    return out;
  });
}

for (const target of TARGETS) {
  if (target.skip) console.info(`matrix through connectors: skipping ${target.id}: ${target.skip}`);
  describe.skipIf(target.skip !== null)(`sql matrix through the ${target.id} connector`, () => {
    let connector: Connector;
    let tearDown: () => Promise<void> = async () => {};

    beforeAll(async () => {
      const fixture = await target.setUp();
      tearDown = fixture.tearDown;
      connector = createConnector(fixture.uri);
    });

    afterAll(async () => {
      await connector?.close();
      await tearDown();
    });

    test.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, matrixCase) => {
      const compiled = compileCase(matrixCase, target.id);
      const result = await connector.execute(compiled.sql, compiled.parameters as QueryParameter[], {
        timeoutMs: 10_000,
      });
      expect(() => JSON.stringify(result)).not.toThrow();
      const actual = toOracleRows(result).map((row) => normaliseRow(row, compiled.metricLabels, ['is_paid']));
      const expectedRows =
        typeof matrixCase.expected === 'function' ? matrixCase.expected(target.id) : matrixCase.expected;
      const expected = expectedRows.map((row) => normaliseRow(row, compiled.metricLabels, ['is_paid']));
      if (matrixCase.ordered) expect(actual).toEqual(expected);
      else expect(sortRows(actual)).toEqual(sortRows(expected));
    });

    test('the connection stays read-only', async () => {
      await expect(connector.execute('DELETE FROM matrix_sales')).rejects.toThrow(/read-only|READ ONLY/i);
    });
  });
}

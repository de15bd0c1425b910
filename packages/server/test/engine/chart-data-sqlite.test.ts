import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../platform/harness';
import { sqliteDataset } from '../platform/test-data';

let t: TestApp;
let token: string;
let datasetId: number;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  ({ datasetId } = await sqliteDataset(t, {
    databaseName: 'shop',
    tableName: 'sales',
    databaseUuid: '0b1b5a51-3f8e-4d5c-9a3e-5a0c3c1d2e4f',
    datasetUuid: '6f0c8a55-2b1d-4c8e-8f3a-1d2e3f4a5b6c',
    setupSql: `CREATE TABLE sales (id INTEGER, region TEXT, amount REAL, sold_at DATETIME);
    INSERT INTO sales VALUES (1, 'North', 10, '2024-01-05 10:00:00'), (2, 'South', 20, '2024-01-20 08:00:00'),
      (3, 'North', 30, '2024-02-02 00:00:00'), (4, 'North', 5, '2024-03-15 12:30:00');`,
  }));
});
afterAll(() => t?.close());

async function post(query: Record<string, unknown>) {
  const response = await fetch(`${t.baseUrl}/api/v1/chart/data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...t.bearer(token) },
    body: JSON.stringify({ datasource: { id: datasetId, type: 'table' }, queries: [query] }),
  });
  return { status: response.status, body: (await response.json()) as { result: Record<string, unknown>[] } };
}

describe('chart data on a SQLite database', () => {
  it('buckets by month in SQLite’s dialect and answers epoch milliseconds', async () => {
    const { status, body } = await post({
      columns: [
        {
          columnType: 'BASE_AXIS',
          sqlExpression: 'sold_at',
          label: 'sold_at',
          expressionType: 'SQL',
          timeGrain: 'P1M',
        },
      ],
      metrics: [
        {
          expressionType: 'SIMPLE',
          aggregate: 'SUM',
          column: { column_name: 'amount' },
          label: 'SUM(amount)',
        },
      ],
      orderby: [],
    });
    expect(status).toBe(200);
    const result = body.result[0]!;
    expect(result.coltypes).toEqual([2, 0]);
    const rows = [...(result.data as { sold_at: number }[])].sort((a, b) => a.sold_at - b.sold_at);
    expect(rows).toEqual([
      { sold_at: Date.UTC(2024, 0, 1), 'SUM(amount)': 30 },
      { sold_at: Date.UTC(2024, 1, 1), 'SUM(amount)': 30 },
      { sold_at: Date.UTC(2024, 2, 1), 'SUM(amount)': 5 },
    ]);
  });

  it('filters raw rows with bound values', async () => {
    const { status, body } = await post({
      columns: ['id', 'sold_at'],
      metrics: null,
      filters: [
        { col: 'region', op: '==', val: 'North' },
        { col: 'sold_at', op: 'TEMPORAL_RANGE', val: '2024-01-01 : 2024-03-01' },
      ],
      orderby: [['id', true]],
    });
    expect(status).toBe(200);
    expect(body.result[0]!.data).toEqual([
      { id: 1, sold_at: Date.UTC(2024, 0, 5, 10) },
      { id: 3, sold_at: Date.UTC(2024, 1, 2) },
    ]);
  });
});

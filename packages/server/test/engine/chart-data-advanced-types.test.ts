import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../platform/harness';
import { sqliteDataset } from '../platform/test-data';

let t: TestApp;
let token: string;
let datasetId: number;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  // 10.0.0.1, 10.0.0.2, 192.168.1.1 and 172.16.0.1 as integers; ports 80, 443, 22, 21.
  ({ datasetId } = await sqliteDataset(t, {
    databaseName: 'network',
    tableName: 'flows',
    databaseUuid: '7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    datasetUuid: '8d2f3e4a-5b6c-4d7e-9f80-a1b2c3d4e5f6',
    setupSql: `CREATE TABLE flows (src_ip INTEGER, dst_port INTEGER);
    INSERT INTO flows VALUES (167772161, 80), (167772162, 443), (3232235777, 22), (2886729729, 21);`,
  }));
  // The dataset editor's "Advanced data type" field, set on the two columns.
  for (const [column, type] of [
    ['src_ip', 'internet_address'],
    ['dst_port', 'port'],
  ] as const) {
    await t.app.store
      .updateTable('table_columns')
      .set({ advanced_data_type: type })
      .where('table_id', '=', datasetId)
      .where('column_name', '=', column)
      .execute();
  }
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

const rows = async (filters: Record<string, unknown>[]) => {
  const { status, body } = await post({
    columns: ['src_ip', 'dst_port'],
    filters,
    orderby: [['src_ip', true]],
    row_limit: 100,
  });
  expect(status).toBe(200);
  return ((body.result[0]?.data ?? []) as { src_ip: number; dst_port: number }[]).map((r) => [
    r.src_ip,
    r.dst_port,
  ]);
};

describe('chart data filters on advanced data type columns (SQLite)', () => {
  it('reads addresses, networks and port names as the stored integers', async () => {
    expect(await rows([{ col: 'src_ip', op: 'IN', val: ['10.0.0.0/24'] }])).toEqual([
      [167772161, 80],
      [167772162, 443],
    ]);
    expect(await rows([{ col: 'src_ip', op: '==', val: '192.168.1.1' }])).toEqual([[3232235777, 22]]);
    expect(await rows([{ col: 'dst_port', op: 'IN', val: ['https', 'ftp'] }])).toEqual([
      [167772162, 443],
      [2886729729, 21],
    ]);
    expect(await rows([{ col: 'dst_port', op: 'NOT IN', val: ['ssh', 'http'] }])).toEqual([
      [167772162, 443],
      [2886729729, 21],
    ]);
  });

  it('answers a value the type cannot read with the type’s message', async () => {
    const { status, body } = await post({
      columns: ['src_ip'],
      filters: [{ col: 'dst_port', op: '==', val: 'gopher' }],
    });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain("'gopher' does not appear to be a port name or number");
  });
});

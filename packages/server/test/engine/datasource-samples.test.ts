// POST /datasource/samples: the rows behind a clicked chart element ("Drill to detail"), a page at a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuckDBConnector } from '../../src/engine/connectors/duckdb';
import { ensureExamples } from '../../src/examples';
import { ROLE_GAMMA } from '../../src/security/catalogue';
import { startTestApp, type TestApp } from '../platform/harness';

let t: TestApp;
let token: string;
let ordersId: number;
let duck: DuckDBConnector;

beforeAll(async () => {
  t = await startTestApp({ build: { afterStart: (app) => ensureExamples(app, { orderRows: 5_000 }) } });
  token = await t.login();
  const orders = await t.app.store
    .selectFrom('tables')
    .select('id')
    .where('table_name', '=', 'tessera_orders')
    .executeTakeFirstOrThrow();
  ordersId = orders.id;
  duck = new DuckDBConnector({ path: t.config.examplesDuckdbPath });
});
afterAll(() => t?.close());

interface SamplesAnswer {
  result: {
    data: Record<string, unknown>[];
    colnames: string[];
    page: number;
    per_page: number;
    total_count: number;
  };
  message?: string;
}

async function samples(query: string, body: unknown, bearer = t.bearer(token)) {
  const response = await fetch(`${t.baseUrl}/datasource/samples?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as SamplesAnswer };
}

describe('POST /datasource/samples', () => {
  it('pages through the rows matching the drill filters, with their total', async () => {
    const expected = await duck.execute(
      "SELECT COUNT(*) AS n FROM tessera_orders WHERE channel = 'Online' AND status = 'Shipped'",
    );
    const total = Number(expected.rows[0]!.n);
    const filters = [
      { col: 'channel', op: '==', val: 'Online' },
      { col: 'status', op: 'IN', val: ['Shipped'] },
    ];
    const first = await samples(`datasource_type=table&datasource_id=${ordersId}&page=1&per_page=20`, {
      filters,
    });
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({ page: 1, per_page: 20, total_count: total });
    expect(first.body.result.data).toHaveLength(20);
    expect(first.body.result.colnames).toEqual(expect.arrayContaining(['order_id', 'channel', 'revenue']));
    for (const row of first.body.result.data)
      expect(row).toMatchObject({ channel: 'Online', status: 'Shipped' });

    const lastPage = Math.ceil(total / 20);
    const last = await samples(
      `datasource_type=table&datasource_id=${ordersId}&page=${lastPage}&per_page=20`,
      { filters },
    );
    expect(last.body.result.data).toHaveLength(total - (lastPage - 1) * 20);
    const ids = new Set(first.body.result.data.map((row) => row.order_id));
    expect(last.body.result.data.some((row) => ids.has(row.order_id))).toBe(false);
  });

  it('without a body answers the plain samples of the dataset', async () => {
    const answer = await samples(`datasource_type=table&datasource_id=${ordersId}&page=1&per_page=5`, null);
    expect(answer.status).toBe(200);
    expect(answer.body.result.data).toHaveLength(5);
    expect(answer.body.result.total_count).toBe(5_000);
  });

  it('refuses a bad request with a clear message, and an unknown dataset with 404', async () => {
    const noType = await samples(`datasource_id=${ordersId}`, {});
    expect(noType.status).toBe(400);
    expect(noType.body.message).toMatch(/table/);
    const missing = await samples('datasource_type=table&datasource_id=999999', {});
    expect(missing.status).toBe(404);
    expect(missing.body.message).toMatch(/does not exist/);
  });

  it('is refused to Gamma, as in Superset (can_samples on Datasource)', async () => {
    await t.createUser('gamma_drill', 'gamma-password-1', [ROLE_GAMMA]);
    const gamma = await t.login('gamma_drill', 'gamma-password-1');
    const denied = await samples(`datasource_type=table&datasource_id=${ordersId}`, {}, t.bearer(gamma));
    expect(denied.status).toBe(403);
  });
});

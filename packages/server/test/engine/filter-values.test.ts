// GET /superset/filter/{type}/{id}/{column}/: the comparator values of the ad-hoc filter editor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_GAMMA } from '../../src/security/catalogue';
import { type OrdersApp, startOrdersApp } from './orders-app';

let o: OrdersApp;

beforeAll(async () => {
  o = await startOrdersApp();
});
afterAll(() => o?.close());

async function values(path: string, bearer = o.t.bearer(o.token)) {
  const response = await fetch(`${o.t.baseUrl}${path}`, { headers: bearer });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('GET /superset/filter/table/{id}/{column}/', () => {
  it("answers the column's distinct values, sorted, as a bare list", async () => {
    const expected = await o.direct('SELECT DISTINCT channel FROM tessera_orders ORDER BY channel');
    const answer = await values(`/superset/filter/table/${o.ordersId}/channel/`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(expected.map((row) => row.channel));
    expect((answer.body as unknown[]).length).toBeGreaterThan(1);
  });

  it('keeps numbers as numbers', async () => {
    const answer = await values(`/superset/filter/table/${o.ordersId}/quantity/`);
    expect(answer.status).toBe(200);
    const list = answer.body as unknown[];
    expect(list.every((v) => typeof v === 'number')).toBe(true);
    expect([...list]).toEqual([...list].sort((a, b) => Number(a) - Number(b)));
  });

  it('an unknown column or dataset is an error with a message, not a list', async () => {
    const column = await values(`/superset/filter/table/${o.ordersId}/no_such_column/`);
    expect(column.status).toBeGreaterThanOrEqual(400);
    expect((column.body as { message?: string }).message).toBeTruthy();
    const dataset = await values('/superset/filter/table/999999/channel/');
    expect(dataset.status).toBe(404);
  });

  it('refuses other datasource types and anonymous callers', async () => {
    expect((await values(`/superset/filter/druid/${o.ordersId}/channel/`)).status).toBe(400);
    expect((await values(`/superset/filter/table/${o.ordersId}/channel/`, {})).status).toBe(401);
  });

  it('refuses a user without access to the dataset', async () => {
    await o.t.createUser('gamma_filter', 'gamma-password-1', [ROLE_GAMMA]);
    const gamma = await o.t.login('gamma_filter', 'gamma-password-1');
    const denied = await values(`/superset/filter/table/${o.ordersId}/channel/`, o.t.bearer(gamma));
    expect(denied.status).toBe(403);
  });
});

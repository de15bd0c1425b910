/**
 * CLIENT_CACHE (spec 000 point 6): legacy chart data fetched with GET carries what lets the
 * browser keep it — a private Cache-Control with the result's cache timeout and an ETag — and a
 * repeat with If-None-Match is answered 304 with no body. With the flag off, or forced, nothing is
 * kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrdersApp, startOrdersApp } from './orders-app';

let on: OrdersApp;
let off: OrdersApp;

beforeAll(async () => {
  [on, off] = await Promise.all([
    startOrdersApp({
      env: { TESSERA_FEATURE_FLAGS: '{"CLIENT_CACHE": true}', CACHE_DEFAULT_TIMEOUT: '600' },
    }),
    startOrdersApp(),
  ]);
}, 120_000);
afterAll(async () => {
  await Promise.all([on?.close(), off?.close()]);
});

function exploreJsonGet(
  o: OrdersApp,
  extra: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const formData = {
    datasource: `${o.ordersId}__table`,
    viz_type: 'table',
    groupby: ['region'],
    metrics: ['count'],
    time_range: 'No filter',
    row_limit: 10,
  };
  const search = new URLSearchParams({ form_data: JSON.stringify(formData), ...extra });
  return fetch(`${o.t.baseUrl}/superset/explore_json/?${search}`, {
    headers: { ...o.t.bearer(o.token), ...headers },
  });
}

describe('CLIENT_CACHE on legacy chart data', () => {
  it('lets the browser keep a GET answer for the cache timeout, privately, and revalidates by ETag', async () => {
    const first = await exploreJsonGet(on);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, max-age=600');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const body = (await first.json()) as { data: { records: unknown[] } };
    expect(body.data.records.length).toBeGreaterThan(0);

    const again = await exploreJsonGet(on, {}, { 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('keeps nothing for a forced refresh, nor with the flag off', async () => {
    const forced = await exploreJsonGet(on, { force: 'true' });
    expect(forced.status).toBe(200);
    expect(forced.headers.get('cache-control')).toBeNull();
    expect(forced.headers.get('etag')).toBeNull();

    const plain = await exploreJsonGet(off);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).toBeNull();
  });
});

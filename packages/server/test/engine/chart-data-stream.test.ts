/**
 * A big chart-data answer is sent while it is serialised (cache/json-stream.ts): chunked, with
 * the same bytes as the unstreamed answer, compressed as usual, and still refused with 422 over
 * TESSERA_MAX_RESULT_BYTES before its status line.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrdersApp, startOrdersApp } from './orders-app';

let o: OrdersApp;
beforeAll(async () => {
  o = await startOrdersApp();
}, 60_000);
afterAll(() => o?.close());

/** POST over node:http (no Accept-Encoding unless given): the status, headers and body bytes. */
function post(body: unknown, app: OrdersApp = o) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const url = new URL('/api/v1/chart/data', app.t.baseUrl);
      const req = request(
        url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...app.t.bearer(app.token) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify(body));
    },
  );
}

const rawRows = (rowLimit: number, extra: Record<string, unknown> = {}) =>
  o.context(
    {
      columns: ['order_id', 'order_date', 'country', 'channel', 'revenue'],
      metrics: null,
      row_limit: rowLimit,
    },
    extra,
  );

/** The answer's text with its per-answer fields (timing, is_cached, cached_dttm) set aside. */
function withoutPerAnswer(text: string) {
  const body = JSON.parse(text) as { result: Record<string, unknown>[] };
  // JSON.stringify's own text: the answer was not hand-written.
  expect(JSON.stringify(body)).toBe(text);
  return body.result.map(({ timing, is_cached, cached_dttm, ...rest }) => JSON.stringify(rest));
}

describe('a big chart-data answer', () => {
  it('is streamed (chunked) with the bytes of the unstreamed answer', async () => {
    const streamed = await post(rawRows(5_000, { force: true }));
    expect(streamed.status).toBe(200);
    expect(streamed.headers['transfer-encoding']).toBe('chunked');
    expect(streamed.headers['content-length']).toBeUndefined();
    expect(streamed.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(streamed.headers['x-content-type-options']).toBe('nosniff');
    const first = JSON.parse(streamed.body.toString('utf8')).result[0];
    expect(first).toMatchObject({ is_cached: false, cached_dttm: null, rowcount: 5_000 });
    expect(Object.keys(first.timing)).toEqual(
      expect.arrayContaining(['validate', 'execute', 'serialise', 'total']),
    );

    // The same value from the cache: written whole from the template the stream made.
    const cached = await post(rawRows(5_000));
    expect(cached.status).toBe(200);
    expect(cached.headers['content-length']).toBe(String(cached.body.length));
    expect(JSON.parse(cached.body.toString('utf8')).result[0].is_cached).toBe(true);
    expect(withoutPerAnswer(streamed.body.toString('utf8'))).toEqual(
      withoutPerAnswer(cached.body.toString('utf8')),
    );
  });

  it('is the same whether streamed or not: results type, and a two-query context (never streamed)', async () => {
    const query = { columns: ['order_id', 'country', 'revenue'], metrics: null, row_limit: 4_000 };
    const one = await post(o.context(query, { result_type: 'results', force: true }));
    expect(one.headers['transfer-encoding']).toBe('chunked');
    const two = await post(o.context([query, query], { result_type: 'results', force: true }));
    expect(two.headers['content-length']).toBe(String(two.body.length));
    const [streamedAnswer] = withoutPerAnswer(one.body.toString('utf8'));
    expect(withoutPerAnswer(two.body.toString('utf8'))).toEqual([streamedAnswer, streamedAnswer]);
  });

  it('is compressed as any answer when the client accepts gzip', async () => {
    const plain = await post(rawRows(5_000, { force: true }));
    const gzipped = await fetch(`${o.t.baseUrl}/api/v1/chart/data`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip', ...o.t.bearer(o.token) },
      body: JSON.stringify(rawRows(5_000, { force: true })),
    });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(withoutPerAnswer(await gzipped.text())).toEqual(withoutPerAnswer(plain.body.toString('utf8')));
  });

  it('a client gone away mid-answer leaves the server answering', async () => {
    const body = JSON.stringify(rawRows(5_000, { force: true, row_offset: 7 }));
    await new Promise<void>((resolve, reject) => {
      const req = request(
        new URL('/api/v1/chart/data', o.t.baseUrl),
        { method: 'POST', headers: { 'content-type': 'application/json', ...o.t.bearer(o.token) } },
        (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        },
      );
      req.on('error', (error) => (req.destroyed ? resolve() : reject(error)));
      req.end(body);
    });
    const again = await post(rawRows(5_000, { row_offset: 7 }));
    expect(again.status).toBe(200);
    expect(JSON.parse(again.body.toString('utf8')).result[0].rowcount).toBeGreaterThan(2_000);
  });

  it('a small answer is sent whole, with its length', async () => {
    const small = await post(rawRows(10, { force: true }));
    expect(small.status).toBe(200);
    expect(small.headers['content-length']).toBe(String(small.body.length));
  });
});

describe('the size cap with streaming', () => {
  let capped: OrdersApp;
  beforeAll(async () => {
    capped = await startOrdersApp({ env: { TESSERA_MAX_RESULT_BYTES: '300000' } });
  }, 60_000);
  afterAll(() => capped?.close());

  it('answers 422 with its message when over; under it (bound over, size under) 200 unstreamed', async () => {
    const postCapped = async (rows: number) => {
      const columns = ['order_id', 'order_date', 'country', 'channel', 'revenue'];
      const answer = await post(
        capped.context({ columns, metrics: null, row_limit: rows }, { force: true }),
        capped,
      );
      return { ...answer, text: answer.body.toString('utf8') };
    };
    const over = await postCapped(5_000);
    expect(over.status).toBe(422);
    const body = JSON.parse(over.text) as { message: string; errors: { error_type: string }[] };
    expect(body.message).toBe(
      'The result is larger than this server sends (TESSERA_MAX_RESULT_BYTES = 300 KB). ' +
        'Add filters, lower the row limit or pick fewer columns.',
    );
    expect(body.errors[0]?.error_type).toBe('RESULT_TOO_LARGE_ERROR');
    // ~2,500 rows: well under 300 KB, but the bound (24 bytes a number, 6 a character) is over it.
    const under = await postCapped(2_500);
    expect(under.status).toBe(200);
    expect(under.headers['content-length']).toBe(String(under.body.length));
    expect(under.text.length).toBeLessThan(300_000);
  });
});

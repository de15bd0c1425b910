import { afterEach, describe, expect, it, vi } from 'vitest';
import { newLayer } from '../../../../../charts/shared/annotationLayers';
import { runAnnotationQuery } from './annotationQuery';

afterEach(() => vi.unstubAllGlobals());

const layer = {
  ...newLayer(),
  name: 'Releases',
  annotationType: 'EVENT' as const,
  sourceType: 'NATIVE' as const,
  value: 1,
};
const formData = { viz_type: 'echarts_timeseries_line', datasource: '3__table' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
/** Answers the CSRF token request, then `body` with `status`. */
const reply = (status: number, body: unknown) =>
  vi.fn(async (url: string) =>
    String(url).includes('csrf_token') ? json(200, { result: 'token' }) : json(status, body),
  );

describe('annotation layer query', () => {
  it('asks the chart-data endpoint for the layer', async () => {
    const fetch = reply(200, { result: [{ error: null, annotation_data: { Releases: { records: [] } } }] });
    vi.stubGlobal('fetch', fetch);
    expect(await runAnnotationQuery(layer, formData)).toEqual({ status: 'success' });
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    const call = calls.find(([url]) => String(url).includes('/api/v1/chart/data'));
    const body = JSON.parse(String(call?.[1].body));
    expect(body.datasource).toEqual({ id: 3, type: 'table' });
    expect(body.queries[0].annotation_layers).toEqual([layer]);
  });

  it("treats an error about 'no data' as success and keeps any other", async () => {
    vi.stubGlobal('fetch', reply(400, { message: 'No data in the layer' }));
    expect(await runAnnotationQuery(layer, formData)).toEqual({ status: 'success' });
    vi.stubGlobal('fetch', reply(404, { message: 'The annotation layer 1 does not exist' }));
    expect(await runAnnotationQuery(layer, formData)).toEqual({
      status: 'failed',
      error: 'The annotation layer 1 does not exist',
    });
  });

  it("gives 'Query timeout' after the time limit and ignores an abort", async () => {
    const hang = vi.fn((url: string, init: RequestInit) =>
      String(url).includes('csrf_token')
        ? Promise.resolve(json(200, { result: 'token' }))
        : new Promise<Response>((_resolve, reject) => {
            const abort = () => reject(new DOMException('aborted', 'AbortError'));
            // As fetch does, an already aborted signal rejects at once.
            if (init.signal?.aborted) abort();
            init.signal?.addEventListener('abort', abort);
          }),
    );
    vi.stubGlobal('fetch', hang);
    expect(await runAnnotationQuery(layer, formData, { timeoutMs: 20 })).toEqual({
      status: 'failed',
      error: 'Query timeout',
    });
    const controller = new AbortController();
    const pending = runAnnotationQuery(layer, formData, { signal: controller.signal });
    controller.abort();
    expect(await pending).toEqual({ status: 'aborted' });
  });

  it('needs no query for a formula', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await runAnnotationQuery({ ...newLayer(), name: 'f', value: '2x' }, formData)).toEqual({
      status: 'success',
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});

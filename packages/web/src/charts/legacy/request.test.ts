import type { QueryFormData } from '@tessera/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { primeFeatureFlags } from '../../app/featureFlags';
import { resetCsrfToken } from '../../app/http';
import { BATCH_URL } from '../chartDataBatch';
import { ChartRegistry } from '../registry';
import type { ChartPlugin } from '../types';
import { fetchChartData } from '../useChartQuery';
import { legacyData } from './payload';
import { legacyChartDataRequest, legacyChartDataUrl, MAX_GET_URL_LENGTH } from './request';

interface Call {
  readonly url: string;
  readonly method: string;
  readonly body: unknown;
}

/** Answers the CSRF token and one chart endpoint; records every call. */
function serve(status: number, answer: unknown): Call[] {
  const calls: Call[] = [];
  resetCsrfToken();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({
        url,
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      const csrf = url.startsWith('/api/v1/security/csrf_token/');
      // A dashboard's calls come batched: one NDJSON line per call, each with this answer.
      if (url === BATCH_URL) {
        const { requests } = JSON.parse(String(init?.body)) as { requests: { key: string }[] };
        const lines = requests.map(({ key }) => JSON.stringify({ key, status, body: answer }));
        return new Response(`${lines.join('\n')}\n`, { headers: { 'content-type': 'application/x-ndjson' } });
      }
      return new Response(JSON.stringify(csrf ? { result: 'token' } : answer), {
        status: csrf ? 200 : status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  primeFeatureFlags({});
});

const chordFormData: QueryFormData = {
  datasource: '4__table',
  viz_type: 'chord',
  slice_id: 12,
  groupby: ['channel_1'],
  columns: ['channel_2'],
  metric: 'cnt',
};

// BaseViz.get_payload for a chord (core legacy-viz/misc/chord.ts shapes `data`).
const chordAnswer = {
  cache_key: 'abc',
  cached_dttm: null,
  cache_timeout: 86400,
  data: {
    nodes: ['general', 'random'],
    matrix: [
      [0, 3],
      [5, 0],
    ],
  },
  error: null,
  errors: [],
  form_data: chordFormData,
  is_cached: false,
  query: 'SELECT channel_1, channel_2, SUM(cnt) ...',
  status: 'success',
  stacktrace: null,
  rowcount: 2,
};

describe('the legacy chart data path', () => {
  it('names the saved chart, the dashboard and a forced refresh on the query string, as getExploreUrl does', () => {
    expect(legacyChartDataUrl(chordFormData, { dashboardId: 3, force: true })).toBe(
      `/superset/explore_json/?form_data=${encodeURIComponent('{"slice_id":12}')}&dashboard_id=3&force=true`,
    );
    expect(legacyChartDataUrl({ ...chordFormData, slice_id: undefined })).toBe('/superset/explore_json/');
  });

  it('posts the whole form data as form_data and hands the answer over as the one result', async () => {
    const calls = serve(200, chordAnswer);
    const results = await legacyChartDataRequest(chordFormData, {});
    const post = calls.find((call) => call.method === 'POST');
    expect(post).toEqual({
      url: `/superset/explore_json/?form_data=${encodeURIComponent('{"slice_id":12}')}`,
      method: 'POST',
      body: { form_data: chordFormData },
    });
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ rowcount: 2, query: chordAnswer.query, status: 'success' });
    expect(legacyData({ queriesData: results })).toEqual(chordAnswer.data);
  });

  it('with CLIENT_CACHE on, GETs the whole form data on the query string, so the browser may cache it', async () => {
    primeFeatureFlags({ CLIENT_CACHE: true });
    const calls = serve(200, chordAnswer);
    const results = await legacyChartDataRequest(chordFormData, { dashboardId: 3 });
    const chart = calls.filter((call) => call.url.startsWith('/superset/explore_json/'));
    expect(chart).toHaveLength(1);
    expect(chart[0]?.method).toBe('GET');
    const query = new URL(chart[0]?.url ?? '', 'http://host').searchParams;
    expect(JSON.parse(query.get('form_data') ?? '')).toEqual(chordFormData);
    expect(query.get('dashboard_id')).toBe('3');
    expect(results[0]).toMatchObject({ rowcount: 2 });
  });

  it('with CLIENT_CACHE on, still POSTs form data too long for an address', async () => {
    primeFeatureFlags({ CLIENT_CACHE: true });
    const calls = serve(200, chordAnswer);
    const long = { ...chordFormData, where: 'x'.repeat(MAX_GET_URL_LENGTH) };
    await legacyChartDataRequest(long);
    expect(
      calls.filter((call) => call.url.startsWith('/superset/explore_json/')).map((c) => c.method),
    ).toEqual(['POST']);
  });

  it("reports the server's refusal (a viz error is a 400) as an error with its message", async () => {
    serve(400, { errors: [{ message: 'Choose a source and a target', error_type: 'VIZ_GET_DF_ERROR' }] });
    await expect(legacyChartDataRequest(chordFormData)).rejects.toThrow(/Choose a source and a target/);
  });
});

describe('fetchChartData', () => {
  const component = () => null;
  const base = {
    controlPanel: { controlPanelSections: [] },
    loadTransformProps: async () => () => ({}),
    component,
  };
  const meta = { name: 'x', category: 'x', description: '', tags: [] };
  const buildQuery = vi.fn((formData: QueryFormData) => ({
    datasource: { id: 4, type: 'table' as const },
    queries: [{ columns: [formData.viz_type] }],
  }));
  const registry = new ChartRegistry();
  const legacy: ChartPlugin = { ...base, id: 'chord', metadata: { ...meta, useLegacyApi: true }, buildQuery };
  const modern: ChartPlugin = { ...base, id: 'pie', metadata: meta, buildQuery };
  registry.register(legacy);
  registry.register(modern);

  it('sends a legacy chart to explore_json without building a query', async () => {
    const calls = serve(200, chordAnswer);
    buildQuery.mockClear();
    const results = await fetchChartData(
      chordFormData,
      { force: true },
      new AbortController().signal,
      registry,
    );
    expect(buildQuery).not.toHaveBeenCalled();
    expect(calls.at(-1)?.url).toMatch(/^\/superset\/explore_json\/\?.*force=true$/);
    expect(results[0]?.rowcount).toBe(2);
  });

  it("posts any other chart's query context to /api/v1/chart/data and returns its results", async () => {
    const calls = serve(200, { result: [{ data: [{ a: 1 }], rowcount: 1, colnames: ['a'], coltypes: [0] }] });
    const results = await fetchChartData(
      { datasource: '4__table', viz_type: 'pie' },
      {},
      new AbortController().signal,
      registry,
    );
    expect(calls.at(-1)).toMatchObject({ url: '/api/v1/chart/data', method: 'POST' });
    expect(calls.at(-1)?.body).toMatchObject({ queries: [{ columns: ['pie'] }] });
    expect(results).toHaveLength(1);
  });

  it('names the saved chart and dashboard on the query string and forces a refresh in the body too', async () => {
    const calls = serve(200, { result: [{ data: [], rowcount: 0, colnames: [], coltypes: [] }] });
    await fetchChartData(
      { datasource: '4__table', viz_type: 'pie', slice_id: 31 },
      { force: true, dashboardId: 5 },
      new AbortController().signal,
      registry,
    );
    // On a dashboard the call travels inside the batch, with its own address and body.
    expect(calls.at(-1)?.url).toBe(BATCH_URL);
    const batched = (calls.at(-1)?.body as { requests?: { url: string; body: unknown }[] } | undefined)
      ?.requests?.[0];
    const url = new URL(batched?.url ?? '', 'http://x');
    expect(url.pathname).toBe('/api/v1/chart/data');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      form_data: '{"slice_id":31}',
      dashboard_id: '5',
      force: 'true',
    });
    expect(batched?.body).toMatchObject({ force: true });
  });
});

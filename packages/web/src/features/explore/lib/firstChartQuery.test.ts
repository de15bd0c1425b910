import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchChartData, fetchChartPreview } from '../../../charts/useChartQuery';
import type { ChartDetail, DatasetDetail } from '../api/exploreApi';
import { prefetchFirstChartQuery } from './firstChartQuery';
import { formDataFromChart, withTemporalLookup } from './formData';

const dataset: DatasetDetail = {
  id: 3,
  table_name: 'orders',
  main_dttm_col: 'order_date',
  columns: [
    { column_name: 'order_date', is_dttm: true, type_generic: 2 },
    { column_name: 'country', type_generic: 1, groupby: true },
  ],
  metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
};

const chart = (id: number, params: Record<string, unknown>): ChartDetail => ({
  id,
  slice_name: 'Orders',
  viz_type: String(params.viz_type),
  params: JSON.stringify({ datasource: '3__table', ...params }),
});

/** Every chart-data POST the page sends (the CSRF call answered aside). */
function servePosts(): string[] {
  const bodies: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      if (input === '/api/v1/security/csrf_token/')
        return new Response('{"result":"t"}', { headers: { 'content-type': 'application/json' } });
      bodies.push(`${input} ${String(init?.body)}`);
      return new Response('{"result":[{"data":[],"colnames":[],"rowcount":0}]}', {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return bodies;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Explore's first run of a saved chart, as ExplorePage hydrates it and useChartQuery sends it. */
async function exploreRuns(saved: ChartDetail) {
  const formData = withTemporalLookup(formDataFromChart(saved), dataset);
  const signal = new AbortController().signal;
  await Promise.all([
    fetchChartPreview(formData, {}, signal) ?? Promise.resolve(),
    fetchChartData(formData, {}, signal),
  ]);
}

afterEach(() => vi.unstubAllGlobals());

describe("Explore's first chart query, sent early", () => {
  it('is the query Explore sends first, so Explore does not send it again (a big table: its first rows)', async () => {
    const posts = servePosts();
    const saved = chart(41, {
      viz_type: 'table',
      query_mode: 'raw',
      all_columns: ['country'],
      row_limit: 100_000,
    });
    prefetchFirstChartQuery(saved, dataset);
    await settle();
    // The first rows only; the whole answer is Explore's own call.
    expect(posts).toHaveLength(1);
    expect(posts[0]).toContain('"row_limit":100,');
    expect(posts[0]).toMatch(/^\/api\/v1\/chart\/data\?form_data=%7B%22slice_id%22%3A41%7D /);
    await exploreRuns(saved);
    expect(posts).toHaveLength(2);
    expect(posts[1]).toContain('"row_limit":100000');
  });

  it('sends nothing for a chart Explore would not run at once, and one query for a small chart', async () => {
    const posts = servePosts();
    // A line chart without its x-axis metric waits for the user.
    prefetchFirstChartQuery(chart(42, { viz_type: 'echarts_timeseries_line', metrics: [] }), dataset);
    prefetchFirstChartQuery({ ...chart(43, { viz_type: 'table' }), params: '{not json' }, dataset);
    await settle();
    expect(posts).toEqual([]);
    const pie = chart(44, { viz_type: 'pie', groupby: ['country'], metric: 'count' });
    prefetchFirstChartQuery(pie, dataset);
    await settle();
    await exploreRuns(pie);
    expect(posts).toHaveLength(1);
  });
});

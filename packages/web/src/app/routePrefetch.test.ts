import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from './http';
import { type CodeWarmers, prefetchFor as prefetchWith } from './prefetchFor';

function serve(answers: Record<string, unknown>) {
  const fetch = vi.fn(async (url: string) => {
    const body = answers[url] ?? { message: 'Not found' };
    return new Response(JSON.stringify(body), {
      status: url in answers ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** What the page's code downloads would have been: pages and chart types, in order. */
let warmed: string[] = [];
const warmers: CodeWarmers = {
  page: (page) => warmed.push(`page:${page}`),
  chartTypes: (vizTypes) => warmed.push(`charts:${vizTypes.join(',')}`),
};
const prefetchFor = (pathname: string, search: string) => prefetchWith(pathname, search, warmers);

const paths = (fetch: ReturnType<typeof serve>) => fetch.mock.calls.map(([url]) => url);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
  warmed = [];
});

describe('prefetchFor', () => {
  it('asks for a dashboard, its charts and datasets at once; the page then takes each answer once', async () => {
    const fetch = serve({
      '/api/v1/dashboard/sales%20board': { result: { id: 3 } },
      '/api/v1/dashboard/sales%20board/charts': {
        result: [{ form_data: { viz_type: 'pie' } }, { form_data: { viz_type: 'table' } }, {}],
      },
      '/api/v1/dashboard/sales%20board/datasets': { result: [] },
    });
    prefetchFor('/superset/dashboard/sales%20board/', '');
    expect(paths(fetch)).toEqual([
      '/api/v1/dashboard/sales%20board',
      '/api/v1/dashboard/sales%20board/charts',
      '/api/v1/dashboard/sales%20board/datasets',
    ]);
    await expect(request('/api/v1/dashboard/sales%20board')).resolves.toEqual({ result: { id: 3 } });
    expect(fetch).toHaveBeenCalledTimes(3);
    // Handed out once: a later reload of the page asks the server again.
    await request('/api/v1/dashboard/sales%20board');
    expect(fetch).toHaveBeenCalledTimes(4);
    // The page's code downloads at once, each chart type's as soon as the chart list is in.
    expect(warmed).toEqual(['page:dashboard', 'charts:pie,table']);
  });

  it("asks for a saved chart, then its dataset, before Explore's code has loaded", async () => {
    const fetch = serve({
      '/api/v1/chart/12': {
        result: { id: 12, datasource_id: 7, datasource_type: 'table', viz_type: 'pivot_table_v2' },
      },
      '/api/v1/dataset/7': { result: { id: 7 } },
    });
    prefetchFor('/explore/', '?slice_id=12');
    await settle();
    await settle();
    expect(paths(fetch)).toEqual(['/api/v1/chart/12', '/api/v1/dataset/7']);
    // The page's sixty-odd code files start after the dataset call, which would wait behind them.
    expect(warmed).toEqual(['charts:pivot_table_v2', 'page:explore']);
    await expect(request('/api/v1/dataset/7')).resolves.toEqual({ result: { id: 7 } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("hands the saved chart and its dataset to the first page's chart-query warmer", async () => {
    serve({
      '/api/v1/chart/13': {
        result: { id: 13, datasource_id: 8, datasource_type: 'table', viz_type: 'table' },
      },
      '/api/v1/dataset/8': { result: { id: 8, table_name: 'orders' } },
    });
    const firstQueries: unknown[] = [];
    prefetchWith('/explore/', '?slice_id=13', {
      ...warmers,
      firstChartQuery: (chart, dataset) => void dataset.then((answer) => firstQueries.push([chart, answer])),
    });
    for (let turn = 0; turn < 6; turn += 1) await settle();
    expect(firstQueries).toEqual([
      [
        { id: 13, datasource_id: 8, datasource_type: 'table', viz_type: 'table' },
        { result: { id: 8, table_name: 'orders' } },
      ],
    ]);
  });

  it('leaves other pages and stored Explore state to the page', async () => {
    const fetch = serve({});
    prefetchFor('/chart/list/', '');
    prefetchFor('/explore/', '?form_data_key=abc&slice_id=3');
    prefetchFor('/superset/dashboard/p/xyz/', '');
    expect(fetch).not.toHaveBeenCalled();
    expect(warmed).toEqual(['page:explore']);
  });

  it('hands a failed prefetch to the page as the failure it is', async () => {
    serve({});
    prefetchFor('/explore/', '?dataset_id=99');
    await expect(request('/api/v1/dataset/99')).rejects.toMatchObject({ status: 404 });
  });
});

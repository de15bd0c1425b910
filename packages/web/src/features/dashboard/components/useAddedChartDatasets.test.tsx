import '../../../test/dom';
import type { Position } from '@tessera/core';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import type { DashboardChart, DashboardDataset } from '../api/dashboardApi';
import { missingDatasetKeys, useAddedChartDatasets } from './useAddedChartDatasets';

const chart = (id: number, datasource: string): DashboardChart => ({
  id,
  slice_name: `Chart ${id}`,
  viz_type: 'table',
  form_data: { datasource, viz_type: 'table' },
});

/** A grid of charts, by id. */
function layout(...chartIds: number[]): Position {
  const position: Record<string, unknown> = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: chartIds.map((id) => `CHART-${id}`) },
  };
  for (const id of chartIds)
    position[`CHART-${id}`] = { id: `CHART-${id}`, type: 'CHART', children: [], meta: { chartId: id } };
  return position as Position;
}

const ORDERS: DashboardDataset = {
  datasource: { verboseMap: {}, columnFormats: {}, temporalColumns: [] },
  columns: ['region'],
};
const CHARTS = new Map([
  [1, chart(1, '3__table')],
  [2, chart(2, '8__table')],
]);

function stubFetch() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const body = url.includes('datasourceKey=8__table')
        ? {
            id: 8,
            table_name: 'customers',
            columns: [{ column_name: 'signup_date', verbose_name: 'Signed up', is_dttm: true }],
            metrics: [{ metric_name: 'count', verbose_name: 'Customers', d3format: ',d' }],
          }
        : { message: 'Not found' };
      return new Response(JSON.stringify(body), {
        status: url.includes('datasourceKey=8__table') ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return urls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('missingDatasetKeys', () => {
  it('lists the layout charts’ datasets the dashboard has not loaded, each once', () => {
    const charts = new Map([...CHARTS, [3, chart(3, '8__table')]]);
    expect(missingDatasetKeys(layout(1, 2, 3), charts, { '3__table': ORDERS })).toEqual(['8__table']);
    expect(missingDatasetKeys(layout(1), charts, { '3__table': ORDERS })).toEqual([]);
    expect(missingDatasetKeys(null, charts, {})).toEqual([]);
  });
});

describe('useAddedChartDatasets', { timeout: 30_000 }, () => {
  function renderWith(store = makeStore()) {
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    return renderHook(
      ({ position, known }: { position: Position; known?: Record<string, DashboardDataset> }) =>
        useAddedChartDatasets(position, CHARTS, known),
      {
        wrapper,
        initialProps: {
          position: layout(1),
          known: { '3__table': ORDERS } as Record<string, DashboardDataset> | undefined,
        },
      },
    );
  }

  it('fetches nothing while every chart’s dataset is the dashboard’s own', async () => {
    const urls = stubFetch();
    const { result } = renderWith();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(urls).toEqual([]);
    expect(result.current).toEqual({ '3__table': ORDERS });
  });

  it('fetches the metadata of a chart dragged in on another dataset, once, and merges it', async () => {
    const urls = stubFetch();
    const store = makeStore();
    const { result, rerender } = renderWith(store);
    rerender({ position: layout(1, 2), known: { '3__table': ORDERS } });
    await waitFor(() => expect(result.current?.['8__table']).toBeDefined());
    expect(urls).toEqual(['/superset/fetch_datasource_metadata?datasourceKey=8__table']);
    expect(result.current?.['3__table']).toBe(ORDERS);
    expect(result.current?.['8__table']).toEqual({
      datasource: {
        verboseMap: { signup_date: 'Signed up', count: 'Customers' },
        columnFormats: { count: ',d' },
        temporalColumns: ['signup_date'],
      },
      columns: ['signup_date'],
    });
    // Moved around the layout: no new call.
    rerender({ position: layout(2, 1), known: { '3__table': ORDERS } });
    expect(urls).toHaveLength(1);

    // Another visit with the same store (the chart dragged in again): the cached answer serves.
    cleanup();
    const again = renderWith(store);
    again.rerender({ position: layout(1, 2), known: { '3__table': ORDERS } });
    await waitFor(() => expect(again.result.current?.['8__table']).toBeDefined());
    expect(urls).toHaveLength(1);
  });

  it('waits for the dashboard’s datasets before fetching any', async () => {
    const urls = stubFetch();
    const { result, rerender } = renderWith();
    rerender({ position: layout(1, 2), known: undefined });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(urls).toEqual([]);
    expect(result.current).toBeUndefined();
  });
});

// The pivot table scenario of `bench:web` (issue 7): a pivot of 20,000 answer rows — revenue by
// country and day (rows) and sales channel (columns) over the generated orders — saved through
// the API so the page entry in pages.ts can open it in Explore. Figures only, never asserted.
import type { Page } from 'playwright-core';
import { sessionApi } from '../support/sessionApi';

/** Answer rows the pivot asks for (its cell limit); the orders hold far more combinations. */
export const PIVOT_BENCH_ROWS = 20_000;

const call = sessionApi;

/** The examples' tessera_orders dataset (1M generated orders). */
export async function ordersDatasetId(page: Page, baseUrl: string): Promise<number> {
  const filter = '(filters:!((col:table_name,opr:eq,value:tessera_orders)),page_size:1)';
  const datasets = await call<{ result: { id: number }[] }>(page, baseUrl, `/api/v1/dataset/?q=${filter}`);
  const dataset = datasets.result[0]?.id;
  if (dataset === undefined)
    throw new Error('The server has no tessera_orders dataset: were the examples loaded?');
  return dataset;
}

/** Saves the pivot chart on the examples' tessera_orders dataset; its Explore path. */
export async function createPivotBenchChart(page: Page, baseUrl: string): Promise<string> {
  const dataset = await ordersDatasetId(page, baseUrl);
  const params = {
    datasource: `${dataset}__table`,
    viz_type: 'pivot_table_v2',
    groupbyRows: ['country', 'order_date'],
    groupbyColumns: ['channel'],
    time_grain_sqla: 'P1D',
    temporal_columns_lookup: { order_date: true },
    metrics: ['sum__revenue'],
    metricsLayout: 'COLUMNS',
    aggregateFunction: 'Sum',
    rowTotals: true,
    colTotals: true,
    row_limit: PIVOT_BENCH_ROWS,
    adhoc_filters: [
      {
        expressionType: 'SIMPLE',
        clause: 'WHERE',
        subject: 'order_date',
        operator: 'TEMPORAL_RANGE',
        comparator: 'No filter',
      },
    ],
  };
  const chart = await call<{ id: number }>(page, baseUrl, '/api/v1/chart/', {
    slice_name: `Bench: pivot of ${PIVOT_BENCH_ROWS.toLocaleString('en-US')} rows`,
    viz_type: 'pivot_table_v2',
    datasource_id: dataset,
    datasource_type: 'table',
    params: JSON.stringify(params),
  });
  return `/explore/?slice_id=${chart.id}`;
}

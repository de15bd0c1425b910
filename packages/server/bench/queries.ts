/**
 * The chart-like queries of the benchmark, as the query contexts Superset's frontend posts to
 * `/api/v1/chart/data`. None has a filter value, so the SQL the API shows (`result_type: query`,
 * bound values written in) is byte-identical to the statement it executes.
 */

export interface BenchQuery {
  /** Short name, for `--only` and the table. */
  readonly name: string;
  readonly description: string;
  /** The query object (one entry of `queries[]`). */
  readonly query: Readonly<Record<string, unknown>>;
  /** Compared against the target (false: shown for information only). */
  readonly targeted: boolean;
}

const sumAmount = {
  expressionType: 'SIMPLE',
  aggregate: 'SUM',
  column: { column_name: 'amount' },
  label: 'SUM(amount)',
};

const dailyAxis = {
  columnType: 'BASE_AXIS',
  sqlExpression: 'event_time',
  label: 'event_time',
  expressionType: 'SQL',
  timeGrain: 'P1D',
};

const timeSeriesQuery = {
  columns: [dailyAxis, 'country'],
  metrics: [sumAmount],
  series_columns: ['country'],
  series_limit: 10,
  series_limit_metric: sumAmount,
  orderby: [[sumAmount, false]],
  filters: [{ col: 'event_time', op: 'TEMPORAL_RANGE', val: 'No filter' }],
  row_limit: 10_000,
  extras: { having: '', where: '' },
};

export const BENCH_QUERIES: readonly BenchQuery[] = [
  {
    name: 'groupby_low',
    description: 'group-by region (8 groups), COUNT(*) and SUM',
    query: {
      columns: ['region'],
      metrics: ['count', 'sum__amount'],
      orderby: [['sum__amount', false]],
      row_limit: 10_000,
    },
    targeted: true,
  },
  {
    name: 'groupby_high',
    description: 'group-by customer (~100k groups), SUM, row_limit 100,000',
    query: {
      columns: ['customer'],
      metrics: [sumAmount],
      orderby: [[sumAmount, false]],
      row_limit: 100_000,
    },
    targeted: true,
  },
  {
    name: 'timeseries',
    description: 'P1D x country, top 10 series by SUM(amount)',
    query: timeSeriesQuery,
    targeted: true,
  },
  {
    name: 'count_distinct',
    description: 'COUNT_DISTINCT(user_id) (a big number)',
    query: {
      columns: [],
      metrics: [
        {
          expressionType: 'SIMPLE',
          aggregate: 'COUNT_DISTINCT',
          column: { column_name: 'user_id' },
          label: 'COUNT_DISTINCT(user_id)',
        },
      ],
      orderby: [],
      row_limit: 10_000,
    },
    targeted: true,
  },
  {
    name: 'filter_values',
    description: 'distinct product (2,000), row_limit 1,000 (a select filter)',
    query: { columns: ['product'], metrics: [], orderby: [], row_limit: 1_000 },
    targeted: true,
  },
  {
    name: 'raw_10k',
    description: '10,000 raw rows, 9 columns (metrics null)',
    query: {
      columns: [
        'event_time',
        'region',
        'country',
        'customer',
        'product',
        'user_id',
        'amount',
        'price',
        'quantity',
      ],
      metrics: null,
      orderby: [],
      row_limit: 10_000,
    },
    targeted: true,
  },
  {
    name: 'timeseries_pivot',
    description: 'the time series + pivot/flatten as ECharts sends (info: SQL same as timeseries)',
    query: {
      ...timeSeriesQuery,
      post_processing: [
        {
          operation: 'pivot',
          options: {
            index: ['event_time'],
            columns: ['country'],
            aggregates: { 'SUM(amount)': { operator: 'mean' } },
            drop_missing_columns: false,
          },
        },
        { operation: 'flatten' },
      ],
    },
    targeted: false,
  },
];

/** The request body for one query; `force` true skips the cache (and still refills it). */
export function contextFor(
  datasetId: number,
  query: Readonly<Record<string, unknown>>,
  options: { force: boolean; resultType?: string },
): Record<string, unknown> {
  return {
    datasource: { id: datasetId, type: 'table' },
    force: options.force,
    queries: [query],
    result_format: 'json',
    result_type: options.resultType ?? 'full',
  };
}

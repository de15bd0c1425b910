import { describe, expect, test } from 'vitest';
import { queryContextErrors } from '../../query/validate';
import type { QueryFormData } from '../../wire';
import { savedSupersetCharts } from '../test-support';
import { buildTableQuery, tableQueryMode, tableTimeOffsets } from './buildQuery';
import { rawTableFormData, tableFormData } from './fixtures';

// Superset's saved tables, read at test time from the shared example bundles.
const saved = savedSupersetCharts((chart) => chart.viz_type === 'table');

describe('table buildQuery', () => {
  test('an aggregate table groups by its dimensions and sorts by the chosen metric', () => {
    expect(buildTableQuery(tableFormData)).toEqual({
      datasource: { id: 7, type: 'table' },
      force: false,
      form_data: tableFormData,
      result_format: 'json',
      result_type: 'full',
      queries: [
        {
          filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
          extras: { where: '', having: '' },
          row_limit: 10,
          series_limit: 0,
          order_desc: true,
          annotation_layers: [],
          applied_time_extras: {},
          url_params: {},
          post_processing: [],
          columns: ['country', 'region'],
          metrics: ['sum__revenue', 'count'],
          orderby: [['sum__revenue', false]],
        },
      ],
    });
  });

  test('without a sort-by metric the first metric sorts descending, whatever order_desc says', () => {
    const query = buildTableQuery({ ...tableFormData, timeseries_limit_metric: null, order_desc: false })
      .queries[0]!;
    expect(query.orderby).toEqual([['sum__revenue', false]]);
    const ascending = buildTableQuery({ ...tableFormData, order_desc: false }).queries[0]!;
    expect(ascending.orderby).toEqual([['sum__revenue', true]]);
  });

  test('a raw table sends no metrics key, so the server does not group, and orders by order_by_cols', () => {
    expect(tableQueryMode(rawTableFormData)).toBe('raw');
    const query = buildTableQuery({ ...rawTableFormData, order_by_cols: ['["country", false]'] }).queries[0]!;
    expect(query.columns).toEqual(['order_id', 'country']);
    expect('metrics' in query).toBe(false);
    expect(query.orderby).toEqual([['country', false]]);
  });

  test('percent metrics join the metrics and get their % share by contribution', () => {
    const query = buildTableQuery({ ...tableFormData, percent_metrics: ['count', 'sum__cost'] }).queries[0]!;
    expect(query.metrics).toEqual(['sum__revenue', 'count', 'sum__cost']);
    expect(query.post_processing).toEqual([
      {
        operation: 'contribution',
        options: { columns: ['count', 'sum__cost'], rename_columns: ['%count', '%sum__cost'] },
      },
    ]);
  });

  test('show_totals adds an ungrouped query with every row; all_records percents add another', () => {
    const { queries } = buildTableQuery({
      ...tableFormData,
      show_totals: true,
      percent_metrics: ['count'],
      percent_metric_calculation: 'all_records',
    });
    expect(queries).toHaveLength(3);
    expect(queries[1]).toMatchObject({ columns: [], metrics: ['count'], row_limit: 0, post_processing: [] });
    expect(queries[2]).toMatchObject({ columns: [], row_limit: 0, row_offset: 0 });
    expect(queries[2]).not.toHaveProperty('orderby');
    expect(queries[2]?.post_processing).toEqual([queries[0]?.post_processing?.[0]]);
  });

  test('a temporal dimension with a grain becomes the bucketed BASE_AXIS column, first', () => {
    const query = buildTableQuery({
      ...tableFormData,
      groupby: ['country', 'order_date'],
      time_grain_sqla: 'P1M',
      temporal_columns_lookup: { order_date: true },
    }).queries[0]!;
    expect(query.columns).toEqual([
      {
        timeGrain: 'P1M',
        columnType: 'BASE_AXIS',
        sqlExpression: 'order_date',
        label: 'order_date',
        expressionType: 'SQL',
      },
      'country',
    ]);
  });

  test('time comparison: values keep the shifted metrics, other types compare them', () => {
    const values = buildTableQuery({
      ...tableFormData,
      time_compare: ['1 year ago'],
      comparison_type: 'values',
    }).queries[0]!;
    expect(values.time_offsets).toEqual(['1 year ago']);
    expect(values.post_processing).toEqual([]);
    const difference = buildTableQuery({
      ...tableFormData,
      time_compare: ['1 year ago'],
      comparison_type: 'difference',
    }).queries[0]!;
    expect(difference.post_processing).toEqual([
      {
        operation: 'compare',
        options: {
          source_columns: ['sum__revenue', 'count'],
          compare_columns: ['sum__revenue__1 year ago', 'count__1 year ago'],
          compare_type: 'difference',
          drop_original_columns: true,
        },
      },
    ]);
    expect(
      tableTimeOffsets({ ...tableFormData, time_compare: ['custom'], start_date_offset: '2020-01-01' }),
    ).toEqual(['2020-01-01']);
    // Raw tables never compare.
    expect(
      buildTableQuery({ ...rawTableFormData, time_compare: ['1 year ago'] }).queries[0],
    ).not.toHaveProperty('time_offsets');
  });

  test('server pagination: the page from the own state, then the is_rowcount query', () => {
    const formData: QueryFormData = {
      ...tableFormData,
      server_pagination: true,
      server_page_length: 20,
      row_limit: 50,
    };
    const first = buildTableQuery(formData).queries;
    expect(first).toHaveLength(2);
    expect(first[0]).toMatchObject({ row_limit: 20, row_offset: 0 });
    expect(first[1]).toMatchObject({ is_rowcount: true, row_limit: 50, row_offset: 0, post_processing: [] });

    const third = buildTableQuery(formData, {
      ownState: {
        currentPage: 2,
        pageSize: 20,
        sortBy: [{ key: 'country', desc: false }],
        searchText: 'Fr',
        searchColumn: 'country',
      },
    }).queries;
    // Page 3 of a 50-row limit holds the last 10 rows.
    expect(third[0]).toMatchObject({ row_limit: 10, row_offset: 40, orderby: [['country', true]] });
    expect(third[0]?.filters).toContainEqual({ col: 'country', op: 'ILIKE', val: 'Fr%' });
    expect(third[1]?.filters).toContainEqual({ col: 'country', op: 'ILIKE', val: 'Fr%' });
    // A page past the limit is clamped to the last one.
    const past = buildTableQuery(formData, { ownState: { currentPage: 9, pageSize: 20 } }).queries[0]!;
    expect(past).toMatchObject({ row_offset: 40, row_limit: 10 });
    expect(queryContextErrors(buildTableQuery(formData, { ownState: { currentPage: 1 } }))).toBeNull();
  });

  test("a dashboard's filters are appended and its time range replaces the chart's", () => {
    const query = buildTableQuery({
      ...tableFormData,
      extra_form_data: {
        filters: [{ col: 'country', op: 'IN', val: ['France'] }],
        time_range: 'Last year',
      },
    }).queries[0]!;
    expect(query.filters).toEqual([
      { col: 'order_date', op: 'TEMPORAL_RANGE', val: 'Last year' },
      { col: 'country', op: 'IN', val: ['France'], isExtra: true },
    ]);
  });

  test('without a metric or a dimension it says what to add', () => {
    expect(() => buildTableQuery({ ...tableFormData, metrics: [], groupby: [] })).toThrow(
      'Add a metric or a dimension.',
    );
  });

  test.skipIf(saved.length === 0)("Superset's saved tables build query contexts the server accepts", () => {
    for (const [path, chart] of saved) {
      const formData = { datasource: '1__table', ...(chart.params as object) } as QueryFormData;
      for (const variant of [formData, { ...formData, server_pagination: true, show_totals: true }]) {
        const context = buildTableQuery(variant);
        expect(queryContextErrors(context), path).toBeNull();
      }
    }
  });
});

import { describe, expect, test } from 'vitest';
import { queryContextErrors } from '../../query/validate';
import type { QueryFormData } from '../../wire';
import { savedSupersetCharts } from '../test-support';
import { buildPivotTableQuery } from './buildQuery';
import { pivotTableFormData } from './fixtures';

// Superset's saved pivot tables (USA_Births_Names, Featured_Charts), read from the example bundles.
const saved = savedSupersetCharts((chart) => chart.viz_type === 'pivot_table_v2');

const SALES = (pivotTableFormData.metrics as unknown[])[0];

describe('pivot table buildQuery', () => {
  test('column groupings then row groupings, the metrics, ordered by the first metric descending', () => {
    expect(buildPivotTableQuery(pivotTableFormData).queries).toEqual([
      {
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        extras: { where: '', having: '' },
        row_limit: 10000,
        series_limit: 0,
        order_desc: true,
        annotation_layers: [],
        applied_time_extras: {},
        url_params: {},
        post_processing: [],
        columns: ['product_line', 'country', 'city'],
        metrics: [SALES],
        orderby: [[SALES, false]],
      },
    ]);
  });

  test('a temporal grouping is bucketed by the time grain; a column on both axes is queried once', () => {
    const [query] = buildPivotTableQuery({
      ...pivotTableFormData,
      groupbyColumns: ['order_date', 'country'],
      groupbyRows: ['country'],
      time_grain_sqla: 'P1M',
    }).queries;
    expect(query?.columns).toEqual([
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

  test("a dashboard's time grain replaces the chart's", () => {
    const [query] = buildPivotTableQuery({
      ...pivotTableFormData,
      groupbyRows: ['order_date'],
      extra_form_data: { time_grain_sqla: 'P1Y' },
    }).queries;
    expect(query?.columns).toContainEqual(
      expect.objectContaining({ sqlExpression: 'order_date', timeGrain: 'P1Y' }),
    );
  });

  test('the sort-by metric orders the cells, ascending when order_desc is off; series and cell limits travel', () => {
    const [query] = buildPivotTableQuery({
      ...pivotTableFormData,
      series_limit_metric: 'count',
      order_desc: false,
      series_limit: 25,
      row_limit: 500,
    }).queries;
    expect(query).toMatchObject({
      orderby: [['count', true]],
      order_desc: false,
      series_limit: 25,
      series_limit_metric: 'count',
      row_limit: 500,
    });
  });

  test('a cross-filter from the dashboard reaches the query', () => {
    const [query] = buildPivotTableQuery({
      ...pivotTableFormData,
      extra_form_data: { filters: [{ col: 'country', op: 'IN', val: ['France'] }] },
    }).queries;
    expect(query?.filters).toContainEqual({ col: 'country', op: 'IN', val: ['France'], isExtra: true });
  });

  test('without a metric it says what to add', () => {
    expect(() => buildPivotTableQuery({ ...pivotTableFormData, metrics: [] })).toThrow(
      'Add at least one metric.',
    );
  });

  test("a legacy chart's granularity_sqla, time_range and limit become the time filter and series limit", () => {
    const [query] = buildPivotTableQuery({
      datasource: '2__table',
      viz_type: 'pivot_table_v2',
      granularity_sqla: 'ds',
      time_range: '100 years ago : now',
      groupbyColumns: ['state'],
      groupbyRows: ['name'],
      limit: '25',
      metrics: ['sum__num'],
    }).queries;
    expect(query).toMatchObject({
      granularity: 'ds',
      time_range: '100 years ago : now',
      columns: ['state', 'name'],
      series_limit: 25,
      orderby: [['sum__num', false]],
    });
  });

  test.skipIf(saved.length === 0)(
    "Superset's saved pivot tables build query contexts the server accepts",
    () => {
      expect(saved.length).toBeGreaterThanOrEqual(2);
      for (const [path, chart] of saved) {
        const params = chart.params as QueryFormData;
        const context = buildPivotTableQuery({ ...params, datasource: params.datasource ?? '1__table' });
        expect(queryContextErrors(context), path).toBeNull();
        const labels = context.queries[0]?.columns?.map((c) => (typeof c === 'string' ? c : c.label));
        expect(labels, path).toEqual([
          ...(params.groupbyColumns as string[]),
          ...(params.groupbyRows as string[]),
        ]);
      }
    },
  );
});

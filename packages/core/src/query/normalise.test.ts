import { describe, expect, test } from 'vitest';
import { normaliseQueryContext, parseDatasourceRef } from './context';
import { QueryObjectError } from './errors';
import { getColumnLabel, getMetricLabel, isAdhocColumn, isAdhocMetric } from './labels';
import { normaliseQueryObject } from './normalise';

describe('normaliseQueryObject', () => {
  test('renames deprecated keys and fills the defaults of §1.3', () => {
    const q = normaliseQueryObject({
      groupby: ['country'],
      granularity_sqla: 'ds',
      timeseries_limit: 5,
      timeseries_limit_metric: 'count',
      metrics: ['count'],
      unknown_key: 1,
    });
    expect(q).toEqual({
      columns: ['country'],
      metrics: ['count'],
      filters: [],
      extras: {},
      granularity: 'ds',
      is_timeseries: false,
      orderby: [],
      order_desc: true,
      row_limit: null,
      row_offset: 0,
      series_columns: [],
      series_limit: 5,
      series_limit_metric: 'count',
      annotation_layers: [],
      applied_time_extras: {},
      post_processing: [],
      time_offsets: [],
      url_params: {},
    });
  });

  test('a current key wins over its deprecated name', () => {
    expect(normaliseQueryObject({ groupby: ['a'], columns: ['b'] }).columns).toEqual(['b']);
  });

  test('moves top-level where/having into extras, ANDed with what is there', () => {
    const q = normaliseQueryObject({ where: 'a = 1', having: 'COUNT(*) > 1', extras: { where: 'b = 2' } });
    expect(q.extras).toEqual({ where: '(b = 2) AND (a = 1)', having: 'COUNT(*) > 1' });
  });

  test('__timestamp in columns makes a legacy time series and is removed from columns', () => {
    const q = normaliseQueryObject({ columns: ['__timestamp', 'country'], metrics: ['count'] });
    expect(q.is_timeseries).toBe(true);
    expect(q.columns).toEqual(['country']);
    expect(q.series_columns).toEqual(['country']);
  });

  test('series_columns default excludes the BASE_AXIS column', () => {
    const axis = { columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', timeGrain: 'P1D' };
    const q = normaliseQueryObject({ columns: [axis, 'country'], metrics: ['count'], is_timeseries: true });
    expect(q.series_columns).toEqual(['country']);
  });

  test('metrics: null means raw rows, legacy {label} means a saved metric, aggregates are upper-cased', () => {
    expect(normaliseQueryObject({ columns: ['a'] }).metrics).toBeNull();
    expect(normaliseQueryObject({ metrics: [{ label: 'count' }] }).metrics).toEqual(['count']);
    expect(
      normaliseQueryObject({
        metrics: [{ expressionType: 'SIMPLE', aggregate: 'sum', column: { column_name: 'x' } }],
      }).metrics,
    ).toEqual([{ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'x' } }]);
  });

  test('operators match case-insensitively', () => {
    const q = normaliseQueryObject({
      filters: [
        { col: 'a', op: 'not in', val: [1] },
        { col: 'b', op: 'temporal_range', val: 'Last week' },
        { col: 'c', op: 'is not null' },
      ],
    });
    expect(q.filters.map((f) => f.op)).toEqual(['NOT IN', 'TEMPORAL_RANGE', 'IS NOT NULL']);
  });

  test('orderby entries: metric objects stay metrics, adhoc columns get a label', () => {
    const q = normaliseQueryObject({
      orderby: [
        [{ expressionType: 'SIMPLE', aggregate: 'MAX', column: { column_name: 'x' } }, false],
        [{ sqlExpression: 'LOWER(a)', columnType: 'SERIES' }, true],
        ['count', true],
      ],
    });
    expect(getMetricLabel(q.orderby[0]![0] as never)).toBe('MAX(x)');
    expect(q.orderby[1]).toEqual([
      { sqlExpression: 'LOWER(a)', columnType: 'SERIES', label: 'LOWER(a)' },
      true,
    ]);
  });

  test.each([
    [{ columns: 'a' }, 'Invalid query object: columns must be a list'],
    [{ row_limit: -1 }, 'Invalid query object: row_limit must be an integer ≥ 0, got -1'],
    [{ filters: [{ col: 'a', op: 'BETWEEN', val: 1 }] }, 'Invalid filter: unknown operator "BETWEEN"'],
    [
      { filters: [{ col: 'a', op: '==', val: { x: 1 } }] },
      'Invalid filter: filters[0].val must be a scalar or a list of scalars',
    ],
    [
      { metrics: [{ expressionType: 'SIMPLE', aggregate: 'MEDIAN', column: { column_name: 'x' } }] },
      'Invalid metric: metrics[0]: aggregate must be one of',
    ],
    [
      { metrics: [{ expressionType: 'SIMPLE', aggregate: 'SUM' }] },
      'Invalid metric: metrics[0]: SUM needs a column',
    ],
    [
      { metrics: [{ expressionType: 'SQL', sqlExpression: ' ' }] },
      'Invalid metric: metrics[0]: a SQL metric needs a sqlExpression',
    ],
    [{ columns: [42] }, 'Invalid column: columns[0]: expected a column name or an adhoc column'],
    [{ orderby: [['a']] }, 'Invalid orderby: orderby[0] must be [column_or_metric, ascending]'],
    ['nope', 'Invalid query object: a query object must be a JSON object'],
  ])('refuses %j', (raw, message) => {
    expect(() => normaliseQueryObject(raw)).toThrow(QueryObjectError);
    expect(() => normaliseQueryObject(raw)).toThrow(message);
  });
});

describe('labels', () => {
  test('getMetricLabel and getColumnLabel', () => {
    expect(getMetricLabel('count')).toBe('count');
    expect(
      getMetricLabel({ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'sales' } }),
    ).toBe('SUM(sales)');
    expect(getMetricLabel({ expressionType: 'SIMPLE', aggregate: 'COUNT' })).toBe('COUNT(*)');
    expect(getMetricLabel({ expressionType: 'SQL', sqlExpression: 'SUM(a)/2' })).toBe('SUM(a)/2');
    expect(getMetricLabel({ expressionType: 'SQL', sqlExpression: 'SUM(a)', label: 'Total' })).toBe('Total');
    expect(getColumnLabel('a')).toBe('a');
    expect(getColumnLabel({ sqlExpression: 'LOWER(a)' })).toBe('LOWER(a)');
    expect(getColumnLabel({ sqlExpression: 'LOWER(a)', label: 'lower a' })).toBe('lower a');
  });

  test('isAdhocColumn and isAdhocMetric follow the frontend tests', () => {
    expect(isAdhocColumn({ sqlExpression: 'a', label: 'a' })).toBe(true);
    expect(isAdhocColumn({ sqlExpression: 'a', label: 'a', expressionType: 'SQL' })).toBe(true);
    expect(isAdhocColumn({ sqlExpression: 'a' })).toBe(false);
    expect(isAdhocColumn('a')).toBe(false);
    expect(isAdhocMetric({ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'a' } })).toBe(
      true,
    );
    expect(isAdhocMetric({ expressionType: 'SQL', sqlExpression: 'x' })).toBe(true);
    expect(isAdhocMetric('count')).toBe(false);
  });
});

describe('normaliseQueryContext', () => {
  test('fills defaults and normalises every query', () => {
    const ctx = normaliseQueryContext({
      datasource: { id: 22, type: 'table' },
      queries: [{ groupby: ['a'], metrics: ['count'] }],
    });
    expect(ctx.force).toBe(false);
    expect(ctx.result_type).toBe('full');
    expect(ctx.result_format).toBe('json');
    expect(ctx.queries[0]!.columns).toEqual(['a']);
  });

  test('parses "<id>__<type>" datasource strings', () => {
    expect(parseDatasourceRef('22__table')).toEqual({ id: 22, type: 'table' });
    expect(parseDatasourceRef('ab-12__dataset')).toEqual({ id: 'ab-12', type: 'dataset' });
  });

  test.each([
    [{ datasource: { id: 1, type: 'table' } }, '{"queries":["Missing data for required field."]}'],
    [{ datasource: { id: 1, type: 'cube' }, queries: [] }, '{"datasource":{"type":["Must be one of: table,'],
    [
      { datasource: { id: 1, type: 'table' }, queries: [], result_type: 'all' },
      '{"result_type":["Must be one of',
    ],
    [
      { datasource: { id: 1, type: 'table' }, queries: [], result_format: 'arrow' },
      '{"result_format":["Must be one of: json, csv, xlsx."]}',
    ],
  ])('refuses %j', (raw, message) => {
    expect(() => normaliseQueryContext(raw)).toThrow(message);
  });
});

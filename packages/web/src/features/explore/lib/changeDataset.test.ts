import type { QueryFormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { getTimeRange } from '../../../charts';
import type { DatasetDetail } from '../api/exploreApi';
import { droppedNotice, retargetFormData } from './changeDataset';

const LINE = 'echarts_timeseries_line';

const target: DatasetDetail = {
  id: 9,
  table_name: 'sales',
  main_dttm_col: 'sold_at',
  columns: [
    { column_name: 'sold_at', is_dttm: true, type_generic: 2 },
    { column_name: 'country', type_generic: 1, groupby: true },
    { column_name: 'price', type_generic: 0 },
  ],
  metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
};

const formData: QueryFormData = {
  datasource: '3__table',
  viz_type: LINE,
  x_axis: 'order_date',
  metrics: [
    'count',
    'revenue',
    { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'price' }, label: 'SUM(price)' },
    {
      expressionType: 'SIMPLE',
      aggregate: 'MAX',
      column: { column_name: 'discount' },
      label: 'MAX(discount)',
    },
    { expressionType: 'SQL', sqlExpression: 'SUM(price * 2)', label: 'double' },
  ],
  groupby: [
    'country',
    'city',
    { sqlExpression: 'UPPER(country)', label: 'C', expressionType: 'SQL' },
    { sqlExpression: 'city', label: 'Town', expressionType: 'SQL', isColumnReference: true },
  ],
  adhoc_filters: [
    {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'order_date',
      operator: 'TEMPORAL_RANGE',
      comparator: 'Last week',
    },
    { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'country', operator: '==', comparator: 'FR' },
    { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'city', operator: '==', comparator: 'Paris' },
    { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'price > 0' },
  ],
  row_limit: 500,
};

describe('changing the dataset keeps what still makes sense', () => {
  const { formData: next, dropped } = retargetFormData(formData, target);

  it('points at the new dataset, with its temporal columns', () => {
    expect(next.datasource).toBe('9__table');
    expect(next.temporal_columns_lookup).toEqual({ sold_at: true });
    expect(next.row_limit).toBe(500);
  });

  it('keeps saved metrics that exist by name, simple metrics whose column exists, and custom SQL', () => {
    expect(next.metrics).toEqual([
      'count',
      { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'price' }, label: 'SUM(price)' },
      { expressionType: 'SQL', sqlExpression: 'SUM(price * 2)', label: 'double' },
    ]);
  });

  it('keeps columns that exist and custom SQL columns; a missing x-axis takes the new default', () => {
    expect(next.groupby).toEqual([
      'country',
      { sqlExpression: 'UPPER(country)', label: 'C', expressionType: 'SQL' },
    ]);
    expect(next.x_axis).toBe('sold_at');
  });

  it('keeps filters on existing columns and SQL filters; the time range moves to the new time column', () => {
    const filters = next.adhoc_filters ?? [];
    expect(filters.map((f) => f.subject ?? f.sqlExpression)).toEqual(
      expect.arrayContaining(['country', 'price > 0', 'sold_at']),
    );
    expect(filters.some((f) => f.subject === 'city')).toBe(false);
    expect(getTimeRange(next)).toBe('Last week');
  });

  it('names what went, once each', () => {
    expect(dropped).toEqual([
      'metric revenue',
      'metric MAX(discount)',
      'column city',
      'column Town',
      'column order_date',
      'filter on city',
    ]);
    expect(droppedNotice(dropped)).toBe(
      'Not in the new dataset, so removed: metric revenue, metric MAX(discount), column city, column Town, column order_date, filter on city.',
    );
    expect(droppedNotice([])).toBeNull();
  });
});

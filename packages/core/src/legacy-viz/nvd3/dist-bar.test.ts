import { describe, expect, it } from 'vitest';
import { dataOf, queryOf } from '../test-support';
import type { LegacyFormData, LegacyRow } from '../types';
import { distBarViz } from './dist-bar';

const sales = (label: string, column: string) => ({
  aggregate: 'SUM',
  column: { column_name: column, type: 'DOUBLE PRECISION' },
  expressionType: 'SIMPLE',
  hasCustomLabel: true,
  label,
});
const NA = sales('North America', 'na_sales');
const EU = sales('Europe', 'eu_sales');

// "Total Sales per Market (Grouped by Genre)" of the Video Game Sales example.
const FORM: LegacyFormData = {
  datasource: '21__table',
  viz_type: 'dist_bar',
  adhoc_filters: [],
  bar_stacked: true,
  columns: [],
  contribution: false,
  granularity_sqla: 'year',
  groupby: ['genre'],
  metrics: [NA, EU],
  row_limit: null,
  time_range: 'No filter',
};

const query = (formData: LegacyFormData) => queryOf(distBarViz, formData);
const data = (formData: LegacyFormData, rows: LegacyRow[]) =>
  dataOf(distBarViz, formData, rows, { colnames: [] });

describe('dist_bar: query object', () => {
  it('groups by series and breakdowns, sorted by the first metric (descending by default)', () => {
    expect(query(FORM)).toMatchObject({
      columns: ['genre'],
      metrics: [NA, EU],
      orderby: [[NA, false]],
      is_timeseries: false,
    });
  });

  it('sorts by the series-limit metric, added to the metrics', () => {
    const formData = { ...FORM, timeseries_limit_metric: 'count', order_desc: false };
    expect(query(formData)).toMatchObject({ metrics: [NA, EU, 'count'], orderby: [['count', true]] });
  });

  it('rejects charts without metrics or series, and overlapping breakdowns', () => {
    expect(() => query({ ...FORM, metrics: [] })).toThrow('Pick at least one metric');
    expect(() => query({ ...FORM, groupby: [] })).toThrow('Pick at least one field for [Series]');
    expect(() => query({ ...FORM, columns: ['genre'] })).toThrow(
      "Can't have overlap between Series and Breakdowns",
    );
  });
});

describe('dist_bar: data', () => {
  const rows = [
    { genre: 'Action', 'North America': 10, Europe: 5 },
    { genre: 'Sports', 'North America': 30, Europe: 1 },
    { genre: null, 'North America': 20, Europe: 2 },
  ];

  it('one series per metric in metric order; bars ascending without order_desc, null as <NULL>', () => {
    expect(data(FORM, rows)).toEqual([
      {
        key: 'North America',
        values: [
          { x: 'Action', y: 10 },
          { x: '<NULL>', y: 20 },
          { x: 'Sports', y: 30 },
        ],
      },
      {
        key: 'Europe',
        values: [
          { x: 'Action', y: 5 },
          { x: '<NULL>', y: 2 },
          { x: 'Sports', y: 1 },
        ],
      },
    ]);
  });

  it('order_desc puts the largest bar first', () => {
    const series = data({ ...FORM, order_desc: true }, rows) as { values: { x: string }[] }[];
    expect(series[0]!.values.map((v) => v.x)).toEqual(['Sports', '<NULL>', 'Action']);
  });

  const byPlatform = [
    { genre: 'Action', platform: 'PS', 'North America': 4 },
    { genre: 'Action', platform: 'Wii', 'North America': 6 },
    { genre: 'Sports', platform: 'PS', 'North America': 12 },
  ];
  const broken = { ...FORM, metrics: [NA], columns: ['platform'], order_desc: true };

  it('breakdowns: one series per breakdown value, the metric left out of the key', () => {
    expect(data(broken, byPlatform)).toEqual([
      {
        key: 'PS',
        values: [
          { x: 'Sports', y: 12 },
          { x: 'Action', y: 4 },
        ],
      },
      {
        key: 'Wii',
        values: [
          { x: 'Sports', y: null },
          { x: 'Action', y: 6 },
        ],
      },
    ]);
  });

  it('contribution: shares of each bar; several series columns joined in x', () => {
    const shares = data({ ...broken, contribution: true }, byPlatform) as { values: { y: unknown }[] }[];
    expect(shares.map((s) => s.values.map((v) => v.y))).toEqual([
      [1, 0.4],
      [null, 0.6],
    ]);
    const twoLevels = { ...FORM, metrics: [NA], groupby: ['genre', 'platform'], order_desc: true };
    const series = data(twoLevels, byPlatform) as { key: string; values: { x: string }[] }[];
    expect(series[0]!.key).toBe('North America');
    expect(series[0]!.values.map((v) => v.x)).toEqual(['Sports, PS', 'Action, Wii', 'Action, PS']);
  });
});

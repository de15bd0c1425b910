import { describe, expect, it } from 'vitest';
import { dataOf, queryOf } from '../test-support';
import type { LegacyFormData } from '../types';
import { boxPlotViz } from './box-plot';
import { histogramViz } from './histogram';
import { wordCloudViz } from './word-cloud';

describe('box_plot', () => {
  const formData: LegacyFormData = {
    viz_type: 'box_plot',
    granularity_sqla: 'ds',
    time_grain_sqla: 'P1D',
    groupby: ['region'],
    metrics: ['m'],
    whisker_options: 'Tukey',
    time_range: 'No filter',
  };
  const rows = [
    ...[1, 2, 3, 4, 100].map((m, i) => ({ __timestamp: i, region: 'A', m })),
    ...[7, 5].map((m, i) => ({ __timestamp: i, region: 'B', m })),
  ];

  it('queries the metrics per group and time bucket', () => {
    const q = queryOf(boxPlotViz, formData);
    expect(q.is_timeseries).toBe(true);
    expect(q.columns).toEqual(['region']);
    expect(q.metrics).toEqual(['m']);
  });

  it('computes Tukey boxes per group', () => {
    expect(dataOf(boxPlotViz, formData, rows)).toEqual([
      { label: 'A', values: { Q1: 2, Q2: 3, Q3: 4, whisker_high: 4, whisker_low: 1, outliers: [100] } },
      { label: 'B', values: { Q1: 5.5, Q2: 6, Q3: 6.5, whisker_high: 7, whisker_low: 5, outliers: [] } },
    ]);
  });

  it('supports min/max and percentile whiskers', () => {
    const a = rows.filter((r) => r.region === 'A');
    const minMax = dataOf(boxPlotViz, { ...formData, whisker_options: 'Min/max (no outliers)' }, a) as {
      values: Record<string, unknown>;
    }[];
    expect(minMax[0]?.values).toMatchObject({ whisker_low: 1, whisker_high: 100, outliers: [] });
    const pct = dataOf(boxPlotViz, { ...formData, whisker_options: '10/90 percentiles' }, a) as {
      values: { whisker_low: number; whisker_high: number; outliers: number[] };
    }[];
    expect(pct[0]?.values.whisker_low).toBeCloseTo(1.4);
    expect(pct[0]?.values.whisker_high).toBeCloseTo(61.6);
    expect(pct[0]?.values.outliers).toEqual([100, 1]);
    expect(() => dataOf(boxPlotViz, { ...formData, whisker_options: 'fences' }, a)).toThrow(
      'Unknown whisker type: fences',
    );
  });

  it('labels each box with its metric when there are several', () => {
    const fd = { ...formData, metrics: ['m', 'n'] };
    const two = [{ __timestamp: 0, region: 'A', m: 1, n: 2 }];
    const data = dataOf(boxPlotViz, fd, two) as { label: string }[];
    expect(data.map((d) => d.label)).toEqual(['A - m', 'A - n']);
  });
});

describe('histogram', () => {
  const formData: LegacyFormData = {
    viz_type: 'histogram',
    all_columns_x: ['age'],
    groupby: ['city'],
    row_limit: 10000,
    time_range: 'No filter',
  };

  it('queries the raw values of the numeric columns and the group-by columns', () => {
    const q = queryOf(histogramViz, formData);
    expect(q.columns).toEqual(['age', 'city']);
    expect(q.metrics).toBeNull();
    expect(() => queryOf(histogramViz, { ...formData, all_columns_x: undefined })).toThrow(
      'Must have at least one numeric column specified',
    );
  });

  it('lists the values per group, keyed by the cleaned group values', () => {
    const rows = [
      { age: 30, city: 'New York' },
      { age: 20, city: 'Boston' },
      { age: 40, city: 'New York' },
    ];
    expect(dataOf(histogramViz, formData, rows)).toEqual([
      { key: 'Boston', values: [20] },
      { key: 'New_York', values: [30, 40] },
    ]);
  });

  it('keys by column name without group-by or with several columns', () => {
    const rows = [{ age: 30, height: 180, city: 'Boston' }];
    expect(dataOf(histogramViz, { ...formData, groupby: [] }, rows)).toEqual([{ key: 'age', values: [30] }]);
    expect(dataOf(histogramViz, { ...formData, all_columns_x: ['age', 'height'] }, rows)).toEqual([
      { key: 'age__Boston', values: [30] },
      { key: 'height__Boston', values: [180] },
    ]);
  });
});

describe('word_cloud', () => {
  // Params of the example chart "Word Cloud".
  const formData: LegacyFormData = {
    viz_type: 'word_cloud',
    series: 'customer_name',
    metric: 'count',
    row_limit: 100,
    size_from: 10,
    size_to: 70,
    rotation: 'square',
  };

  it('groups by the series column with the metric', () => {
    const q = queryOf(wordCloudViz, formData);
    expect(q.columns).toEqual(['customer_name']);
    expect(q.metrics).toEqual(['count']);
    expect(q.row_limit).toBe(100);
  });

  it('returns text and size records', () => {
    const rows = [{ customer_name: 'Euro+ Shopping Channel', count: 259 }];
    expect(dataOf(wordCloudViz, formData, rows)).toEqual([{ text: 'Euro+ Shopping Channel', size: 259 }]);
  });
});

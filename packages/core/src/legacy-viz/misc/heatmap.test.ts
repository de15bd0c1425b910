import { describe, expect, it } from 'vitest';
import { dataOf, queryOf } from '../test-support';
import type { LegacyFormData } from '../types';
import { heatmapViz } from './heatmap';

// Params of the example chart "Vaccine Candidates per Approach & Stage".
const formData: LegacyFormData = {
  adhoc_filters: [],
  all_columns_x: 'clinical_stage',
  all_columns_y: 'product_category',
  datasource: '69__table',
  metric: 'count',
  normalize_across: 'heatmap',
  row_limit: 10000,
  sort_x_axis: 'alpha_asc',
  time_range: 'No filter',
  viz_type: 'heatmap',
  y_axis_bounds: [null, null],
};

const query = (fd: LegacyFormData) => queryOf(heatmapViz, fd);
const data = (fd: LegacyFormData, rows: Record<string, unknown>[]) => dataOf(heatmapViz, fd, rows);

describe('heatmap', () => {
  it('groups by the x and y columns with the one metric', () => {
    const q = query(formData);
    expect(q.columns).toEqual(['clinical_stage', 'product_category']);
    expect(q.metrics).toEqual(['count']);
    expect(q.row_limit).toBe(10000);
    expect(q.orderby).toBeUndefined();
  });

  it('orders by the metric with sort_by_metric and groups once when x == y', () => {
    const q = query({ ...formData, all_columns_y: 'clinical_stage', sort_by_metric: true });
    expect(q.columns).toEqual(['clinical_stage']);
    expect(q.orderby).toEqual([['count', false]]);
  });

  it('refuses a chart without a metric', () => {
    expect(() => query({ ...formData, metric: null })).toThrow('Pick a metric!');
  });

  const rows = [
    { clinical_stage: 'I', product_category: 'A', count: 2 },
    { clinical_stage: 'I', product_category: 'B', count: 4 },
    { clinical_stage: 'II', product_category: 'A', count: 6 },
    { clinical_stage: 'II', product_category: 'B', count: 10 },
  ];

  it('normalises over the whole heatmap', () => {
    expect(data(formData, rows)).toEqual({
      records: [
        { x: 'I', y: 'A', v: 2, perc: 0, rank: 0.25 },
        { x: 'I', y: 'B', v: 4, perc: 0.25, rank: 0.5 },
        { x: 'II', y: 'A', v: 6, perc: 0.5, rank: 0.75 },
        { x: 'II', y: 'B', v: 10, perc: 1, rank: 1 },
      ],
      extents: [2, 10],
    });
  });

  it('normalises within each x column', () => {
    const out = data({ ...formData, normalize_across: 'x' }, rows) as { records: unknown[] };
    expect(out.records).toEqual([
      { x: 'I', y: 'A', v: 2, perc: 0, rank: 0.5 },
      { x: 'I', y: 'B', v: 4, perc: 1, rank: 1 },
      { x: 'II', y: 'A', v: 6, perc: 0, rank: 0.5 },
      { x: 'II', y: 'B', v: 10, perc: 1, rank: 1 },
    ]);
  });

  it('averages tied ranks and writes 0/0 as null', () => {
    const ties = [
      { clinical_stage: 'I', product_category: 'A', count: 3 },
      { clinical_stage: 'I', product_category: 'B', count: 3 },
    ];
    expect(data(formData, ties)).toEqual({
      records: [
        { x: 'I', y: 'A', v: 3, perc: null, rank: 0.75 },
        { x: 'I', y: 'B', v: 3, perc: null, rank: 0.75 },
      ],
      extents: [3, 3],
    });
  });

  it('falls back to the whole heatmap when normalising across a single y', () => {
    const single = rows.filter((r) => r.product_category === 'A');
    const out = data({ ...formData, normalize_across: 'y' }, single) as { records: { perc: number }[] };
    expect(out.records.map((r) => r.perc)).toEqual([0, 1]);
  });
});

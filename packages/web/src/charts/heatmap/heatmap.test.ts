import type { QueryFormData, QueryResult } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { testChartProps } from '../shared/chartProps-testing';
import { rendered, XSS } from '../shared/html-testing';
import { heatmapOption, heatmapTooltip } from './option';
import { sortAxis, transformHeatmapProps } from './transformProps';

// Saved as Superset's Featured Charts heatmap saves it: one Y column as a string.
const formData: QueryFormData = {
  viz_type: 'heatmap_v2',
  datasource: '1__table',
  x_axis: 'product_line',
  groupby: 'deal_size',
  metric: 'count',
  sort_x_axis: 'alpha_asc',
  sort_y_axis: 'alpha_asc',
  normalize_across: 'heatmap',
  linear_color_scheme: 'superset_seq_1',
  y_axis_format: 'SMART_NUMBER',
  show_values: true,
};

const answer = (rows: Record<string, unknown>[]): QueryResult[] => [
  {
    colnames: ['product_line', 'deal_size', 'count', 'rank'],
    coltypes: [1, 1, 0, 0],
    rowcount: rows.length,
    data: rows,
  },
];

const rows = [
  { product_line: 'Trains', deal_size: 'Small', count: 10, rank: 0.25 },
  { product_line: 'Cars', deal_size: 'Small', count: 30, rank: 0.75 },
  { product_line: 'Cars', deal_size: 'Large', count: 40, rank: 1 },
  { product_line: 'Trains', deal_size: 'Large', count: 20, rank: 0.5 },
];

describe('heatmap transformProps', () => {
  it('indexes cells into sorted axes and keeps the totals for the shares', () => {
    const props = transformHeatmapProps(testChartProps(formData, answer(rows)));
    expect(props.xValues).toEqual(['Cars', 'Trains']);
    expect(props.yValues).toEqual(['Large', 'Small']);
    expect(props.cells).toEqual([
      [1, 1, 10],
      [0, 1, 30],
      [0, 0, 40],
      [1, 0, 20],
    ]);
    expect([props.min, props.max, props.total]).toEqual([10, 40, 100]);
    expect(props.xTotals).toEqual([70, 30]);
    expect(props.colors[0]).toBe('#F4FAD4');
  });

  it('sorts an axis by its metric total, and numbers numerically', () => {
    const totals = new Map<string | number, number>([
      ['a', 5],
      ['b', 9],
      ['c', 1],
    ]);
    expect(sortAxis(['a', 'b', 'c'], totals, 'value_desc')).toEqual(['b', 'a', 'c']);
    expect(sortAxis(['10', '9', '100'], new Map(), 'alpha_asc')).toEqual(['9', '10', '100']);
    expect(sortAxis(['b', 'a'], new Map(), undefined)).toEqual(['b', 'a']);
  });

  it('normalised, cells carry their rank and the colours span the ranks; bounds override', () => {
    const props = transformHeatmapProps(testChartProps({ ...formData, normalized: true }, answer(rows)));
    expect(props.cells[0]).toEqual([1, 1, 10, 0.25]);
    expect([props.min, props.max]).toEqual([0.25, 1]);
    expect(heatmapOption(props).visualMap.dimension).toBe(3);
    const bounded = transformHeatmapProps(
      testChartProps({ ...formData, value_bounds: [0, 100] }, answer(rows)),
    );
    expect([bounded.min, bounded.max]).toEqual([0, 100]);
  });

  it('the tooltip names the cell, its value and its share of the row, as text', () => {
    const props = transformHeatmapProps(testChartProps({ ...formData, normalize_across: 'y' }, answer(rows)));
    const tip = heatmapTooltip(props, { value: [0, 1, 30] });
    expect(rendered(tip).text).toBe('Cars (Small)count: 3075.00% (Small)');
    const hostile = transformHeatmapProps(
      testChartProps(formData, answer([{ product_line: XSS, deal_size: XSS, count: 1 }])),
    );
    const out = heatmapTooltip(hostile, { value: [0, 0, 1] });
    expect(out).not.toContain('<img');
    expect(rendered(out).tags).toEqual(['b', 'br', 'b', 'br']);
  });
});

describe('heatmap axis', () => {
  it('formats a temporal axis the category axis hands over as text', () => {
    const month = Date.UTC(2024, 8, 1);
    const props = transformHeatmapProps(
      testChartProps({ ...formData, time_grain_sqla: 'P1M' }, [
        {
          colnames: ['order_date', 'deal_size', 'count'],
          coltypes: [2, 1, 0],
          rowcount: 1,
          data: [{ order_date: month, deal_size: 'Small', count: 1 }],
        },
      ]),
    );
    expect(heatmapOption(props).xAxis.axisLabel.formatter(String(month))).toBe('Sep 2024');
    expect(rendered(heatmapTooltip(props, { value: [0, 0, 1] })).text).toContain('Sep 2024 (Small)');
  });
});

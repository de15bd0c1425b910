import type { QueryFormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { legacyTestAnswer } from '../legacy/testing';
import { horizonBars, horizonColor, transformHorizonProps } from './transformProps';

const DAY = 86_400_000;
const D1 = Date.UTC(2020, 0, 1);

const formData: QueryFormData = {
  datasource: '23__table',
  viz_type: 'horizon',
  granularity_sqla: 'order_date',
  time_range: 'No filter',
  groupby: ['product_line'],
  metrics: ['sum__sales'],
  series_height: '40',
  horizon_color_scale: 'series',
};
const rows = [
  { __timestamp: D1, product_line: 'Cars', sum__sales: 10 },
  { __timestamp: D1 + DAY, product_line: 'Cars', sum__sales: 40 },
  { __timestamp: D1, product_line: 'Ships', sum__sales: 5 },
  { __timestamp: D1 + DAY, product_line: 'Ships', sum__sales: 2 },
];

describe('horizon', () => {
  it('reads one row per series of the legacy answer, each on its own extent', () => {
    const props = transformHorizonProps({ formData, queriesData: legacyTestAnswer(formData, rows) });
    expect(props.seriesHeight).toBe(40);
    expect(props.rows).toEqual([
      { name: 'Cars', values: [10, 40], extent: 40 },
      { name: 'Ships', values: [5, 2], extent: 5 },
    ]);
  });

  it('puts every series on one extent (overall) or draws the change from the first value', () => {
    const overall = { ...formData, horizon_color_scale: 'overall' };
    expect(
      transformHorizonProps({ formData: overall, queriesData: legacyTestAnswer(overall, rows) }).rows.map(
        (r) => r.extent,
      ),
    ).toEqual([40, 40]);
    const change = { ...formData, horizon_color_scale: 'change' };
    expect(
      transformHorizonProps({ formData: change, queriesData: legacyTestAnswer(change, rows) }).rows,
    ).toEqual([
      { name: 'Cars', values: [0, 30], extent: 30 },
      { name: 'Ships', values: [0, -3], extent: 3 },
    ]);
  });

  it('folds a value into bands, darker the further from the axis', () => {
    expect(horizonBars(30, 40, 4)).toEqual([
      { band: 0, positive: true, fill: 1 },
      { band: 1, positive: true, fill: 1 },
      { band: 2, positive: true, fill: 1 },
    ]);
    expect(horizonBars(-5, 40, 4)).toEqual([{ band: 0, positive: false, fill: 0.5 }]);
    expect(horizonBars(null, 40, 4)).toEqual([]);
    expect(horizonColor({ band: 0, positive: true, fill: 1 }, 4)).toBe('#fee090');
    expect(horizonColor({ band: 3, positive: true, fill: 1 }, 4)).toBe('#d73027');
    expect(horizonColor({ band: 0, positive: false, fill: 1 }, 4)).toBe('#abd9e9');
  });

  it('draws nothing for an answer without data', () => {
    expect(transformHorizonProps({ formData, queriesData: legacyTestAnswer(formData, []) }).rows).toEqual([]);
  });
});

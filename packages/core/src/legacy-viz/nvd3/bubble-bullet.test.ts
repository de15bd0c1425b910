import { describe, expect, it } from 'vitest';
import { dataOf, queryOf } from '../test-support';
import type { LegacyFormData, LegacyRow, LegacyViz } from '../types';
import { bubbleViz, bulletViz } from './bubble-bullet';

const query = queryOf;
const data = (viz: LegacyViz, formData: LegacyFormData, rows: LegacyRow[]) =>
  dataOf(viz, formData, rows, { colnames: [] });

// "Life Expectancy VS Rural %" of the World Bank example, with short metric names.
const BUBBLE: LegacyFormData = {
  datasource: '2__table',
  viz_type: 'bubble',
  granularity_sqla: 'year',
  time_range: '2011-01-01 : 2011-01-02',
  entity: 'country_name',
  series: 'region',
  x: 'rural',
  y: 'life',
  size: 'pop',
  limit: 500,
  max_bubble_size: '50',
  adhoc_filters: [],
};

describe('bubble', () => {
  it('groups by entity and series, size x y as the metrics, limit as the row limit', () => {
    expect(query(bubbleViz, BUBBLE)).toMatchObject({
      columns: ['country_name', 'region'],
      metrics: ['pop', 'rural', 'life'],
      row_limit: 500,
      is_timeseries: false,
    });
    expect(query(bubbleViz, { ...BUBBLE, series: 'country_name' })!.columns).toEqual(['country_name']);
  });

  it('needs three different metrics and an entity', () => {
    expect(() => query(bubbleViz, { ...BUBBLE, y: 'rural' })).toThrow('Please use 3 different metric labels');
    expect(() => query(bubbleViz, { ...BUBBLE, entity: null })).toThrow('Pick a metric for x, y and size');
  });

  it('one series per series value, in order of appearance, points carrying x y size shape group', () => {
    const rows = [
      { country_name: 'China', region: 'Asia', pop: 100, rural: 50, life: 70 },
      { country_name: 'France', region: 'Europe', pop: 10, rural: 20, life: 80 },
      { country_name: 'India', region: 'Asia', pop: 90, rural: 60, life: 65 },
    ];
    const point = (row: (typeof rows)[number]) => ({
      ...row,
      x: row.rural,
      y: row.life,
      size: row.pop,
      shape: 'circle',
      group: row.region,
    });
    expect(data(bubbleViz, BUBBLE, rows)).toEqual([
      { key: 'Asia', values: [point(rows[0]!), point(rows[2]!)] },
      { key: 'Europe', values: [point(rows[1]!)] },
    ]);
  });
});

describe('bullet', () => {
  const BULLET = { datasource: '3__table', viz_type: 'bullet', metric: 'sum__num', ranges: '', markers: '' };

  it('queries the metric and answers its values as measures', () => {
    expect(query(bulletViz, BULLET)).toMatchObject({ metrics: ['sum__num'] });
    expect(() => query(bulletViz, { ...BULLET, metric: '' })).toThrow('Pick a metric to display');
    expect(data(bulletViz, BULLET, [{ sum__num: 3 }, { sum__num: 4.5 }])).toEqual({ measures: [3, 4.5] });
  });
});

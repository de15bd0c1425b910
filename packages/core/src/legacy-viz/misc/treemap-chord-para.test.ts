import { describe, expect, it } from 'vitest';
import { dataOf, queryOf } from '../test-support';
import type { LegacyFormData } from '../types';
import { chordViz } from './chord';
import { paraViz } from './para';
import { treemapViz } from './treemap';

describe('treemap', () => {
  const formData: LegacyFormData = {
    viz_type: 'treemap',
    groupby: ['region', 'country'],
    metrics: ['sum__pop'],
    timeseries_limit_metric: 'count',
    order_desc: true,
    time_range: 'No filter',
  };

  it('adds the sort metric and orders by it when order_desc is set', () => {
    const q = queryOf(treemapViz, formData);
    expect(q.columns).toEqual(['region', 'country']);
    expect(q.metrics).toEqual(['sum__pop', 'count']);
    expect(q.orderby).toEqual([['count', false]]);
    const asc = { ...formData, order_desc: false };
    expect(queryOf(treemapViz, asc).orderby).toBeUndefined();
  });

  it('nests the rows per metric: sorted upper levels, leaves in query order', () => {
    const rows = [
      { region: 'Europe', country: 'France', sum__pop: 67 },
      { region: 'Asia', country: 'Japan', sum__pop: 125 },
      { region: 'Europe', country: 'Italy', sum__pop: 59 },
    ];
    const data = dataOf(treemapViz, formData, rows, { colnames: ['region', 'country', 'sum__pop'] });
    expect(data).toEqual([
      {
        name: 'sum__pop',
        children: [
          { name: 'Asia', children: [{ name: 'Japan', value: 125 }] },
          {
            name: 'Europe',
            children: [
              { name: 'France', value: 67 },
              { name: 'Italy', value: 59 },
            ],
          },
        ],
      },
    ]);
  });
});

describe('chord', () => {
  // Params of the example chart "Cross Channel Relationship" (groupby and columns as strings).
  const formData: LegacyFormData = {
    viz_type: 'chord',
    groupby: 'channel_1',
    columns: 'channel_2',
    metric: { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'cnt' }, label: 'SUM(cnt)' },
    row_limit: 1000,
    time_range: 'No filter',
  };

  it('groups by source and target with the metric', () => {
    const q = queryOf(chordViz, formData);
    expect(q.columns).toEqual(['channel_1', 'channel_2']);
    expect(q.metrics).toEqual([formData.metric]);
    expect(q.row_limit).toBe(1000);
  });

  it('builds the square matrix, matrix[target][source]', () => {
    const rows = [
      { channel_1: 'general', channel_2: 'random', 'SUM(cnt)': 5 },
      { channel_1: 'random', channel_2: 'general', 'SUM(cnt)': 2 },
      { channel_1: 'general', channel_2: 'dev', 'SUM(cnt)': 7 },
    ];
    const data = dataOf(chordViz, formData, rows);
    // nodes sorted: dev, general, random
    expect(data).toEqual({
      nodes: ['dev', 'general', 'random'],
      matrix: [
        [0, 7, 0],
        [0, 0, 2],
        [0, 5, 0],
      ],
    });
  });
});

describe('para', () => {
  // Params of the example chart "Parallel Coordinates".
  const formData: LegacyFormData = {
    viz_type: 'para',
    granularity_sqla: 'year',
    groupby: [],
    limit: 100,
    metrics: ['sum__SP_POP_TOTL', 'sum__SP_RUR_TOTL_ZS', 'sum__SH_DYN_AIDS'],
    row_limit: 50000,
    secondary_metric: 'sum__SP_POP_TOTL',
    series: 'country_name',
    time_range: '2014-01-01 : 2014-01-02',
  };

  it('groups by the series column, limited to the top series', () => {
    const q = queryOf(paraViz, formData);
    expect(q.columns).toEqual(['country_name']);
    expect(q.metrics).toEqual(['sum__SP_POP_TOTL', 'sum__SP_RUR_TOTL_ZS', 'sum__SH_DYN_AIDS']);
    expect(q.series_limit).toBe(100);
    expect(q.is_timeseries).toBe(false);
    expect(q.time_range).toBe('2014-01-01 : 2014-01-02');
  });

  it('returns the records', () => {
    const rows = [
      { sum__SP_POP_TOTL: 10, country_name: 'Chad', sum__SP_RUR_TOTL_ZS: 77, sum__SH_DYN_AIDS: null },
    ];
    const colnames = ['country_name', 'sum__SP_POP_TOTL', 'sum__SP_RUR_TOTL_ZS', 'sum__SH_DYN_AIDS'];
    expect(dataOf(paraViz, formData, rows, { colnames })).toEqual([
      { country_name: 'Chad', sum__SP_POP_TOTL: 10, sum__SP_RUR_TOTL_ZS: 77, sum__SH_DYN_AIDS: null },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { dataOf, queryOf } from '../test-support';
import type { LegacyFormData } from '../types';
import { pairedTTestViz } from './paired-ttest';
import { directedForceViz, sankeyViz } from './sankey';
import { sunburstViz } from './sunburst';

describe('sankey', () => {
  const formData: LegacyFormData = {
    viz_type: 'sankey',
    groupby: ['source', 'target'],
    metric: 'sum__value',
    row_limit: 5000,
    time_range: 'No filter',
  };

  it('needs exactly two columns and takes the one metric', () => {
    const q = queryOf(sankeyViz, formData);
    expect(q.columns).toEqual(['source', 'target']);
    expect(q.metrics).toEqual(['sum__value']);
    expect(() => queryOf(sankeyViz, { ...formData, groupby: ['source'] })).toThrow(
      'Pick exactly 2 columns as [Source / Target]',
    );
    expect(queryOf(sankeyViz, { ...formData, sort_by_metric: true }).orderby).toEqual([
      ['sum__value', false],
    ]);
  });

  it('returns the links with both ends as text', () => {
    const rows = [
      { source: 'a', target: 1, sum__value: 3 },
      { source: 1, target: 'c', sum__value: 2 },
    ];
    expect(dataOf(sankeyViz, formData, rows)).toEqual([
      { source: 'a', target: '1', value: 3 },
      { source: '1', target: 'c', value: 2 },
    ]);
  });

  it('reports a loop with its first link found', () => {
    const rows = [
      { source: 'a', target: 'b', sum__value: 1 },
      { source: 'b', target: 'c', sum__value: 1 },
      { source: 'c', target: 'a', sum__value: 1 },
    ];
    expect(() => dataOf(sankeyViz, formData, rows)).toThrow(
      "There's a loop in your Sankey, please provide a tree. Here's a faulty link: ('a', 'b')",
    );
  });
});

describe('directed_force', () => {
  const formData: LegacyFormData = { viz_type: 'directed_force', groupby: ['src', 'dst'], metric: 'count' };

  it('needs two group-by columns', () => {
    expect(queryOf(directedForceViz, formData).metrics).toEqual(['count']);
    expect(() => queryOf(directedForceViz, { ...formData, groupby: ['src'] })).toThrow(
      "Pick exactly 2 columns to 'Group By'",
    );
  });

  it('returns the links as they come, loops allowed', () => {
    const rows = [
      { src: 'x', dst: 'y', count: 4 },
      { src: 'y', dst: 'x', count: 1 },
    ];
    expect(dataOf(directedForceViz, formData, rows)).toEqual([
      { source: 'x', target: 'y', value: 4 },
      { source: 'y', target: 'x', value: 1 },
    ]);
  });
});

describe('sunburst', () => {
  const formData: LegacyFormData = {
    viz_type: 'sunburst',
    groupby: ['region', 'country'],
    metric: 'sum__pop',
    secondary_metric: 'sum__gdp',
    time_range: 'No filter',
  };

  it('queries the metric and a distinct secondary metric', () => {
    expect(queryOf(sunburstViz, formData).metrics).toEqual(['sum__pop', 'sum__gdp']);
    expect(queryOf(sunburstViz, { ...formData, secondary_metric: 'sum__pop' }).metrics).toEqual(['sum__pop']);
    expect(() => queryOf(sunburstViz, { ...formData, metric: null })).toThrow('Pick a metric!');
  });

  it('returns one array per leaf path with m1 and m2', () => {
    const rows = [{ region: 'Asia', country: 'Japan', sum__pop: 125, sum__gdp: 4.2 }];
    expect(dataOf(sunburstViz, formData, rows)).toEqual([['Asia', 'Japan', 125, 4.2]]);
    const single = { ...formData, secondary_metric: null };
    const rows1 = [{ region: 'Asia', country: 'Japan', sum__pop: 125 }];
    expect(dataOf(sunburstViz, single, rows1)).toEqual([['Asia', 'Japan', 125, 125]]);
  });
});

describe('paired_ttest', () => {
  const formData: LegacyFormData = {
    viz_type: 'paired_ttest',
    granularity_sqla: 'ds',
    time_grain_sqla: 'P1Y',
    groupby: ['gender'],
    metrics: ['sum__num'],
    time_range: '100 years ago : now',
  };

  it('is a time series grouped by the group-by columns', () => {
    const q = queryOf(pairedTTestViz, formData);
    expect(q.is_timeseries).toBe(true);
    expect(q.columns).toEqual(['gender']);
    expect(q.granularity).toBe('ds');
  });

  it('pivots each metric into one series per group, sorted, holes as null', () => {
    const rows = [
      { __timestamp: 2000, gender: 'girl', sum__num: 20 },
      { __timestamp: 1000, gender: 'boy', sum__num: 10 },
      { __timestamp: 2000, gender: 'boy', sum__num: 30 },
    ];
    expect(dataOf(pairedTTestViz, formData, rows)).toEqual({
      sum__num: [
        {
          group: ['boy'],
          values: [
            { x: 1000, y: 10 },
            { x: 2000, y: 30 },
          ],
        },
        {
          group: ['girl'],
          values: [
            { x: 1000, y: null },
            { x: 2000, y: 20 },
          ],
        },
      ],
    });
  });

  it('names the only series "All" without group-by', () => {
    const fd = { ...formData, groupby: [] };
    const rows = [{ __timestamp: 1000, sum__num: 10 }];
    expect(dataOf(pairedTTestViz, fd, rows)).toEqual({
      sum__num: [{ group: 'All', values: [{ x: 1000, y: 10 }] }],
    });
  });
});

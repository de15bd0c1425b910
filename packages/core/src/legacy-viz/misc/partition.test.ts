import { describe, expect, it } from 'vitest';
import { dataOf, queryOf } from '../test-support';
import type { LegacyFormData } from '../types';
import { partitionViz } from './partition';

const formData: LegacyFormData = {
  viz_type: 'partition',
  granularity_sqla: 'ds',
  groupby: ['region', 'country'],
  metrics: ['sum__pop'],
  time_range: 'No filter',
  time_series_option: 'not_time',
};

describe('partition query', () => {
  it('is a time series only with a time option, ordered ascending unless order_desc', () => {
    const q = queryOf(partitionViz, formData);
    expect(q.is_timeseries).toBe(false);
    expect(q.columns).toEqual(['region', 'country']);
    expect(q.orderby).toEqual([['sum__pop', true]]);
    const timed = queryOf(partitionViz, { ...formData, time_series_option: 'agg_sum', order_desc: true });
    expect(timed.is_timeseries).toBe(true);
    expect(timed.orderby).toEqual([['sum__pop', false]]);
  });
});

describe('partition data', () => {
  it('nests sums level by level; deeper nodes are named by their key tuple', () => {
    const rows = [
      { region: 'Europe', country: 'France', sum__pop: 5 },
      { region: 'Asia', country: 'Japan', sum__pop: 10 },
      { region: 'Europe', country: 'Italy', sum__pop: 3 },
    ];
    expect(dataOf(partitionViz, formData, rows)).toEqual([
      {
        name: 'sum__pop',
        val: 18,
        children: [
          { name: 'Asia', val: 10, children: [{ name: ['Asia', 'Japan'], val: 10, children: [] }] },
          {
            name: 'Europe',
            val: 8,
            children: [
              { name: ['Europe', 'France'], val: 5, children: [] },
              { name: ['Europe', 'Italy'], val: 3, children: [] },
            ],
          },
        ],
      },
    ]);
  });

  const timed = [
    { __timestamp: 1000, region: 'Asia', m: 10 },
    { __timestamp: 1000, region: 'Europe', m: 5 },
    { __timestamp: 2000, region: 'Asia', m: 12 },
    { __timestamp: 2000, region: 'Europe', m: 5 },
    { __timestamp: 2000, region: 'Africa', m: 1 },
  ];
  const timedForm = { ...formData, groupby: ['region'], metrics: ['m'] };

  it('compares the last time with the first (factor), a missing group counting 0', () => {
    const data = dataOf(partitionViz, { ...timedForm, time_series_option: 'point_factor' }, timed);
    expect(data).toEqual([
      {
        name: 'm',
        val: 1.2,
        children: [
          { name: 'Africa', val: null, children: [] },
          { name: 'Asia', val: 1.2, children: [] },
          { name: 'Europe', val: 1, children: [] },
        ],
      },
    ]);
  });

  it('averages over time with agg_mean', () => {
    const data = dataOf(partitionViz, { ...timedForm, time_series_option: 'agg_mean' }, timed) as {
      val: number;
      children: { name: string; val: number }[];
    }[];
    expect(data[0]?.val).toBe(33 / 5);
    expect(data[0]?.children.map((c) => [c.name, c.val])).toEqual([
      ['Africa', 1],
      ['Asia', 11],
      ['Europe', 5],
    ]);
  });

  it('gives each time its own tree with adv_anal', () => {
    const data = dataOf(partitionViz, { ...timedForm, time_series_option: 'adv_anal' }, timed);
    expect(data).toEqual([
      {
        name: 'm',
        children: [
          {
            name: 1000,
            val: 15,
            children: [
              { name: 'Africa', val: 0, children: [] },
              { name: 'Asia', val: 10, children: [] },
              { name: 'Europe', val: 5, children: [] },
            ],
          },
          {
            name: 2000,
            val: 18,
            children: [
              { name: 'Africa', val: 1, children: [] },
              { name: 'Asia', val: 12, children: [] },
              { name: 'Europe', val: 5, children: [] },
            ],
          },
        ],
      },
    ]);
  });

  const vals = (data: unknown) =>
    (
      data as { children: { name: unknown; val: number; children: { name: unknown; val: number }[] }[] }[]
    )[0]?.children.map((t) => [t.name, t.val, t.children.map((c) => [c.name, c.val])]);

  it('runs the rolling window over each level with adv_anal', () => {
    const fd = { ...timedForm, time_series_option: 'adv_anal', rolling_type: 'cumsum' };
    expect(vals(dataOf(partitionViz, fd, timed))).toEqual([
      [
        1000,
        15,
        [
          ['Africa', 0],
          ['Asia', 10],
          ['Europe', 5],
        ],
      ],
      [
        2000,
        33,
        [
          ['Africa', 1],
          ['Asia', 22],
          ['Europe', 10],
        ],
      ],
    ]);
    const tooShort = { ...fd, rolling_type: 'mean', rolling_periods: 2, min_periods: 2 };
    expect(() => dataOf(partitionViz, tooShort, timed)).toThrow(
      'Applied rolling window did not return any data.',
    );
  });

  it('divides by the time total with contribution', () => {
    const fd = { ...timedForm, time_series_option: 'adv_anal', contribution: true };
    expect(vals(dataOf(partitionViz, fd, timed))).toEqual([
      [
        1000,
        1,
        [
          ['Africa', 0],
          ['Asia', 10 / 15],
          ['Europe', 5 / 15],
        ],
      ],
      [
        2000,
        1,
        [
          ['Africa', 1 / 18],
          ['Asia', 12 / 18],
          ['Europe', 5 / 18],
        ],
      ],
    ]);
  });

  it('needs a group-by', () => {
    expect(() => dataOf(partitionViz, { ...formData, groupby: [] }, [{ sum__pop: 1 }])).toThrow(
      'Please choose at least one groupby',
    );
  });
});

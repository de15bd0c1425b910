import { describe, expect, it } from 'vitest';
import { legacyMetrics, legacyQueryObject } from '../base-query';
import { LegacyVizError } from '../errors';
import type { LegacyFormData, LegacyRow } from '../types';
import { areaViz, barViz, lineViz, NO_TIME_COLUMN } from './timeseries';

const DAY = 86_400_000;
const D1 = Date.UTC(2020, 0, 1);
const D2 = D1 + DAY;
const D3 = D2 + DAY;
const D4 = D3 + DAY;

// A legacy line chart as Superset saves it (birth_names example, trimmed).
const LINE: LegacyFormData = {
  datasource: '3__table',
  viz_type: 'line',
  granularity_sqla: 'ds',
  time_grain_sqla: 'P1D',
  time_range: '2020-01-01 : 2020-01-05',
  metrics: ['sum__num'],
  groupby: ['gender'],
  limit: 25,
  order_desc: true,
  contribution: false,
  rolling_type: 'None',
  comparison_type: 'values',
  time_compare: [],
  row_limit: 50000,
  adhoc_filters: [],
  show_legend: true,
};

function run(viz: typeof lineViz, formData: LegacyFormData, rows: LegacyRow[]) {
  const base = legacyQueryObject(formData, viz.isTimeseries);
  const query = viz.queryObject!(base, formData)!;
  return viz.getData({
    rows,
    colnames: Object.keys(rows[0] ?? {}),
    formData,
    query,
    metricLabels: legacyMetrics(formData).labels,
    extra: [],
  });
}

const BY_GENDER: LegacyRow[] = [
  { __timestamp: D1, gender: 'boy', sum__num: 10 },
  { __timestamp: D1, gender: 'girl', sum__num: 20 },
  { __timestamp: D2, gender: 'boy', sum__num: 30 },
  { __timestamp: D3, gender: 'girl', sum__num: 40 },
];

describe('line: query object', () => {
  it('orders by the first metric, descending when order_desc is set', () => {
    const query = lineViz.queryObject!(legacyQueryObject(LINE, true), LINE)!;
    expect(query).toMatchObject({
      columns: ['gender'],
      metrics: ['sum__num'],
      orderby: [['sum__num', false]],
      granularity: 'ds',
      is_timeseries: true,
      series_limit: 25,
      row_limit: 50000,
    });
    expect(query.time_offsets).toBeUndefined();
  });

  it('adds the series-limit metric and sorts ascending without order_desc', () => {
    const sortMetric = { expressionType: 'SQL', sqlExpression: 'MAX(num)', label: 'max_num' };
    const formData = { ...LINE, order_desc: undefined, timeseries_limit_metric: sortMetric };
    const query = lineViz.queryObject!(legacyQueryObject(formData, true), formData)!;
    expect(query.metrics).toEqual(['sum__num', sortMetric]);
    expect(query.orderby).toEqual([[sortMetric, true]]);
  });

  it('asks the engine for the time comparison as time_offsets', () => {
    const formData = { ...LINE, time_compare: ['1 week ago', '1 year ago'] };
    expect(lineViz.queryObject!(legacyQueryObject(formData, true), formData)!.time_offsets).toEqual([
      '1 week ago',
      '1 year ago',
    ]);
  });

  it('needs a time column', () => {
    const formData = { ...LINE, granularity_sqla: undefined };
    expect(() => lineViz.queryObject!(legacyQueryObject(formData, true), formData)).toThrow(
      new LegacyVizError(NO_TIME_COLUMN),
    );
  });
});

describe('line: data', () => {
  it('keys series by group value when there is one metric, sorted by key, gaps null', () => {
    expect(run(lineViz, LINE, BY_GENDER)).toEqual([
      {
        key: ['boy'],
        values: [
          { x: D1, y: 10 },
          { x: D2, y: 30 },
          { x: D3, y: null },
        ],
      },
      {
        key: ['girl'],
        values: [
          { x: D1, y: 20 },
          { x: D2, y: null },
          { x: D3, y: 40 },
        ],
      },
    ]);
  });

  it('keys series by metric name without groupby, metric and group with several metrics', () => {
    const rows = [
      { __timestamp: D1, sum__num: 10, avg__num: 1 },
      { __timestamp: D2, sum__num: 20, avg__num: 2 },
    ];
    const formData = { ...LINE, groupby: [], metrics: ['sum__num', 'avg__num'] };
    expect(run(lineViz, formData, rows)).toEqual([
      {
        key: 'avg__num',
        values: [
          { x: D1, y: 1 },
          { x: D2, y: 2 },
        ],
      },
      {
        key: 'sum__num',
        values: [
          { x: D1, y: 10 },
          { x: D2, y: 20 },
        ],
      },
    ]);
    const grouped = [{ __timestamp: D1, gender: 'boy', sum__num: 10, avg__num: 1 }];
    const keys = (run(lineViz, { ...formData, groupby: ['gender'] }, grouped) as { key: unknown }[]).map(
      (s) => s.key,
    );
    expect(keys).toEqual([
      ['avg__num', 'boy'],
      ['sum__num', 'boy'],
    ]);
  });

  it('leaves out series without any value and rows with a null group', () => {
    const rows = [
      { __timestamp: D1, gender: 'boy', sum__num: 1 },
      { __timestamp: D1, gender: 'girl', sum__num: null },
      { __timestamp: D2, gender: null, sum__num: 5 },
    ];
    expect(run(lineViz, LINE, rows)).toEqual([{ key: ['boy'], values: [{ x: D1, y: 1 }] }]);
  });

  it('bar orders series by total, largest first', () => {
    const keys = (run(barViz, { ...LINE, viz_type: 'bar' }, BY_GENDER) as { key: unknown }[]).map(
      (s) => s.key,
    );
    expect(keys).toEqual([['girl'], ['boy']]);
  });

  it('area fills gaps with 0 and orders by total', () => {
    expect(run(areaViz, { ...LINE, viz_type: 'area' }, BY_GENDER)).toEqual([
      {
        key: ['girl'],
        values: [
          { x: D1, y: 20 },
          { x: D2, y: 0 },
          { x: D3, y: 40 },
        ],
      },
      {
        key: ['boy'],
        values: [
          { x: D1, y: 10 },
          { x: D2, y: 30 },
          { x: D3, y: 0 },
        ],
      },
    ]);
  });

  it('contribution divides each value by its row total', () => {
    const rows = [
      { __timestamp: D1, gender: 'boy', sum__num: 10 },
      { __timestamp: D1, gender: 'girl', sum__num: 30 },
      { __timestamp: D2, gender: 'boy', sum__num: 30 },
    ];
    expect(run(lineViz, { ...LINE, contribution: true }, rows)).toEqual([
      {
        key: ['boy'],
        values: [
          { x: D1, y: 0.25 },
          { x: D2, y: 1 },
        ],
      },
      {
        key: ['girl'],
        values: [
          { x: D1, y: 0.75 },
          { x: D2, y: null },
        ],
      },
    ]);
  });
});

describe('line: rolling and resampling', () => {
  const SERIES = [10, 20, 30, 40].map((v, i) => ({ __timestamp: D1 + i * DAY, sum__num: v }));
  const single = { ...LINE, groupby: [] };
  const ys = (formData: LegacyFormData, rows: LegacyRow[] = SERIES) =>
    (run(lineViz, formData, rows) as { values: { x: number; y: number | null }[] }[])[0]!.values;

  it('rolling sum over 2 periods, the first min_periods rows dropped', () => {
    expect(ys({ ...single, rolling_type: 'sum', rolling_periods: 2, min_periods: 1 })).toEqual([
      { x: D2, y: 30 },
      { x: D3, y: 50 },
      { x: D4, y: 70 },
    ]);
  });

  it('rolling mean with partial windows when min_periods is 0', () => {
    expect(ys({ ...single, rolling_type: 'mean', rolling_periods: 2 }).map((p) => p.y)).toEqual([
      10, 15, 25, 35,
    ]);
  });

  it('rolling std (ddof 1) and cumsum', () => {
    expect(ys({ ...single, rolling_type: 'std', rolling_periods: 2 }).map((p) => p.y)).toEqual([
      null,
      Math.SQRT2 * 5,
      Math.SQRT2 * 5,
      Math.SQRT2 * 5,
    ]);
    expect(ys({ ...single, rolling_type: 'cumsum' }).map((p) => p.y)).toEqual([10, 30, 60, 100]);
  });

  it('a rolling window that leaves no rows is an error', () => {
    expect(() => ys({ ...single, rolling_type: 'sum', rolling_periods: 2, min_periods: 4 })).toThrow(
      /Applied rolling window did not return any data/,
    );
  });

  it('resamples to the rule with the method', () => {
    const rows = [
      { __timestamp: D1, sum__num: 10 },
      { __timestamp: D3, sum__num: 30 },
    ];
    const asfreq = { ...single, resample_rule: '1D', resample_method: 'asfreq' };
    expect(ys(asfreq, rows)).toEqual([
      { x: D1, y: 10 },
      { x: D2, y: null },
      { x: D3, y: 30 },
    ]);
    expect(ys({ ...asfreq, resample_method: 'ffill' }, rows).map((p) => p.y)).toEqual([10, 10, 30]);
  });

  it('refuses the Druid "all" granularity', () => {
    expect(() => ys({ ...single, granularity: 'all' })).toThrow(
      'Pick a time granularity for your time series',
    );
  });
});

describe('line: time comparison', () => {
  const single = { ...LINE, groupby: [], time_compare: ['1 week ago'] };
  const SHIFT = 'sum__num__1 week ago';
  const KEY = ['sum__num', '1 week ago offset'];

  it('values: the shifted series follow, keyed with the offset and classed', () => {
    const rows = [
      { __timestamp: D1, sum__num: 10, [SHIFT]: 5 },
      { __timestamp: D2, sum__num: 20, [SHIFT]: null },
      { __timestamp: D3, sum__num: 30, [SHIFT]: 15 },
    ];
    expect(run(lineViz, single, rows)).toEqual([
      {
        key: 'sum__num',
        values: [
          { x: D1, y: 10 },
          { x: D2, y: 20 },
          { x: D3, y: 30 },
        ],
      },
      {
        key: KEY,
        classed: 'time-shift-0',
        // The shifted frame has no row at D2 (pivot_table drops rows without any value).
        values: [
          { x: D1, y: 5 },
          { x: D3, y: 15 },
        ],
      },
    ]);
  });

  it('absolute, percentage and ratio: only the differences, gaps interpolated in time', () => {
    // D1, D2, D4: the shifted gap at D2 is a third of the way from 5 to 20.
    const rows = [
      { __timestamp: D1, sum__num: 10, [SHIFT]: 5 },
      { __timestamp: D2, sum__num: 20, [SHIFT]: null },
      { __timestamp: D4, sum__num: 40, [SHIFT]: 20 },
    ];
    const values = (type: string) =>
      (run(lineViz, { ...single, comparison_type: type }, rows) as { key: unknown; values: unknown }[]).map(
        (s) => [s.key, s.values],
      );
    expect(values('absolute')).toEqual([
      [
        KEY,
        [
          { x: D1, y: 5 },
          { x: D2, y: 10 },
          { x: D4, y: 20 },
        ],
      ],
    ]);
    expect(values('percentage')).toEqual([
      [
        KEY,
        [
          { x: D1, y: 1 },
          { x: D2, y: 1 },
          { x: D4, y: 1 },
        ],
      ],
    ]);
    expect(values('ratio')).toEqual([
      [
        KEY,
        [
          { x: D1, y: 2 },
          { x: D2, y: 2 },
          { x: D4, y: 2 },
        ],
      ],
    ]);
  });

  it('trims leading rows without a difference and rejects unknown comparison types', () => {
    const rows = [
      { __timestamp: D1, sum__num: 10, [SHIFT]: null },
      { __timestamp: D2, sum__num: 20, [SHIFT]: 8 },
    ];
    expect(run(lineViz, { ...single, comparison_type: 'absolute' }, rows)).toEqual([
      { key: KEY, classed: 'time-shift-0', values: [{ x: D2, y: 12 }] },
    ]);
    expect(() => run(lineViz, { ...single, comparison_type: 'diff' }, rows)).toThrow(
      'Invalid `comparison_type`: diff',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { dataOf, queryOf } from '../test-support';
import type { LegacyFormData, LegacyRow, LegacyViz } from '../types';
import { eventFlowViz } from './event-flow';
import { roseViz } from './rose';
import { compareViz, horizonViz, lineViz } from './timeseries';

const DAY = 86_400_000;
const D1 = Date.UTC(2020, 0, 1);
const D2 = D1 + DAY;
const D3 = D2 + DAY;

const query = queryOf;
const data = (viz: LegacyViz, formData: LegacyFormData, rows: LegacyRow[]) =>
  dataOf(viz, formData, rows, { colnames: [] });

const FORM: LegacyFormData = {
  datasource: '3__table',
  viz_type: 'rose',
  granularity_sqla: 'ds',
  time_grain_sqla: 'P1D',
  time_range: 'Last year',
  metrics: ['sum__num'],
  groupby: ['gender'],
  number_format: 'SMART_NUMBER',
  date_time_format: 'smart_date',
  rich_tooltip: true,
  rose_area_proportion: false,
};
const ROWS = [
  { __timestamp: D1, gender: 'boy', sum__num: 10 },
  { __timestamp: D1, gender: 'girl', sum__num: 20 },
  { __timestamp: D2, gender: 'boy', sum__num: 30 },
  { __timestamp: D3, gender: 'girl', sum__num: 40 },
];

describe('rose', () => {
  it("regroups the line chart's series by timestamp in nanoseconds, gaps as 0", () => {
    expect(query(roseViz, FORM)).toMatchObject({ metrics: ['sum__num'], orderby: [['sum__num', true]] });
    const petal = (gender: string, value: number, time: number) => ({
      key: [gender],
      value,
      name: [gender],
      time,
    });
    const result = data(roseViz, FORM, ROWS) as Record<string, unknown>;
    expect(result).toEqual({
      '1577836800000000000': [petal('boy', 10, D1), petal('girl', 20, D1)],
      '1577923200000000000': [petal('boy', 30, D2), petal('girl', 0, D2)],
      '1578009600000000000': [petal('boy', 0, D3), petal('girl', 40, D3)],
    });
    expect(Object.keys(result)).toEqual([
      '1577836800000000000',
      '1577923200000000000',
      '1578009600000000000',
    ]);
  });
});

describe('compare and horizon', () => {
  it('answer the line chart data', () => {
    const expected = data(lineViz, FORM, ROWS);
    expect(data(compareViz, FORM, ROWS)).toEqual(expected);
    expect(data(horizonViz, FORM, ROWS)).toEqual(expected);
    expect(compareViz.isTimeseries && horizonViz.isTimeseries).toBe(true);
  });
});

describe('event_flow', () => {
  const EVENTS: LegacyFormData = {
    datasource: '9__table',
    viz_type: 'event_flow',
    granularity_sqla: 'ts',
    time_range: 'No filter',
    all_columns_x: 'event_name',
    entity: 'user_id',
    all_columns: ['event_name', 'device', 'user_id'],
    order_by_entity: true,
    row_limit: 5000,
    min_leaf_node_event_count: 1,
    adhoc_filters: [],
  };

  it('queries the raw event, entity and meta columns, ordered by entity', () => {
    expect(query(eventFlowViz, EVENTS)).toMatchObject({
      columns: ['event_name', 'user_id', 'device'],
      metrics: null,
      orderby: [['user_id', true]],
      row_limit: 5000,
      is_timeseries: true,
    });
    expect(query(eventFlowViz, { ...EVENTS, order_by_entity: false })!.orderby).toBeUndefined();
    expect(() => query(eventFlowViz, { ...EVENTS, entity: undefined })).toThrow(
      'Pick the columns of event names and entity ids',
    );
  });

  it('answers the records, [] when there are none', () => {
    const rows = [{ __timestamp: D1, event_name: 'login', user_id: 7, device: 'ios' }];
    expect(data(eventFlowViz, EVENTS, rows)).toEqual(rows);
    expect(eventFlowViz.dataWhenEmpty).toBe(true);
  });
});

import type { QueryFormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { legacyTestAnswer } from '../legacy/testing';
import { EMPTY_DATASOURCE } from '../types';
import { calendarDomains, colorStep, floorTo } from './calendar';
import { stepColors, transformCalHeatmapProps } from './transformProps';

const DAY = 86_400_000;
const formData: QueryFormData = {
  datasource: '3__table',
  viz_type: 'cal_heatmap',
  granularity_sqla: 'ds',
  time_range: '2020-01-01 : 2020-03-01',
  domain_granularity: 'month',
  subdomain_granularity: 'day',
  metrics: ['sum__num'],
  steps: 5,
};
const rows = [
  { __timestamp: Date.UTC(2020, 0, 1), sum__num: 1 },
  { __timestamp: Date.UTC(2020, 0, 2), sum__num: 9 },
  { __timestamp: Date.UTC(2020, 1, 10), sum__num: 5 },
];

describe('calendar heatmap', () => {
  const props = transformCalHeatmapProps({
    formData,
    queriesData: legacyTestAnswer(formData, rows),
    datasource: EMPTY_DATASOURCE,
  });

  it("reads the viz's values per day and its domains from the time range", () => {
    expect(props.domain).toBe('month');
    expect(props.subdomain).toBe('day');
    // January to March 2020: the range counts the end month, as Superset's.
    expect(props.domains.map((d) => new Date(d.start).toISOString().slice(0, 10))).toEqual([
      '2020-01-01',
      '2020-02-01',
      '2020-03-01',
    ]);
    const [calendar] = props.calendars;
    expect(calendar!.values.get(Date.UTC(2020, 0, 2))).toBe(9);
    expect([calendar!.min, calendar!.max]).toEqual([1, 9]);
    expect(props.colors).toHaveLength(5);
  });

  it('lays days out by weekday (Monday first) and week of the month', () => {
    const [january] = calendarDomains(Date.UTC(2020, 0, 15), 'month', 'day', 1);
    expect(january!.cells).toHaveLength(31);
    // 1 January 2020 was a Wednesday; the 6th the next Monday.
    expect(january!.cells[0]).toMatchObject({ row: 2, column: 0 });
    expect(january!.cells[5]).toMatchObject({ row: 0, column: 1 });
    expect(january!.rows).toBe(7);
    expect(january!.columns).toBe(5);
    const [day] = calendarDomains(Date.UTC(2020, 0, 1, 5), 'day', 'hour', 1);
    expect(day!.cells).toHaveLength(24);
    expect(day!.columns).toBe(4);
  });

  it('buckets values into colour steps and floors times to weeks on Monday', () => {
    expect(colorStep(1, 1, 9, 5)).toBe(0);
    expect(colorStep(9, 1, 9, 5)).toBe(4);
    expect(colorStep(5, 1, 9, 5)).toBe(2);
    expect(floorTo(Date.UTC(2020, 0, 1) + 3 * DAY, 'week')).toBe(Date.UTC(2019, 11, 30));
    expect(stepColors(['a', 'b', 'c'], 2)).toEqual(['a', 'c']);
  });
});

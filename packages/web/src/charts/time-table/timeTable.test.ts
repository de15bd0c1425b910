import type { QueryFormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { legacyTestAnswer } from '../legacy/testing';
import { EMPTY_DATASOURCE } from '../types';
import { sparkPoints, transformTimeTableProps } from './transformProps';

const DAY = 86_400_000;
const D1 = Date.UTC(2020, 0, 1);
const formData: QueryFormData = {
  datasource: '3__table',
  viz_type: 'time_table',
  granularity_sqla: 'ds',
  time_grain_sqla: 'P1D',
  time_range: 'No filter',
  metrics: ['sum__num', 'count'],
  column_collection: [
    { key: 'a', label: 'Trend', colType: 'spark', width: '100', height: '20' },
    {
      key: 'b',
      label: 'Previous',
      colType: 'time',
      timeLag: '1',
      comparisonType: 'perc_change',
      bounds: [0, null],
    },
    { key: 'c', label: 'Share', colType: 'contrib' },
    { key: 'd', label: 'Avg 2', colType: 'avg', timeLag: 2, d3format: '.1f' },
  ],
};
const rows = [
  { __timestamp: D1, sum__num: 10, count: 1 },
  { __timestamp: D1 + DAY, sum__num: 20, count: 2 },
  { __timestamp: D1 + 2 * DAY, sum__num: 15, count: 5 },
];

describe('time table', () => {
  it("computes Superset's column types per metric row, newest entry first", () => {
    const props = transformTimeTableProps({
      formData,
      queriesData: legacyTestAnswer(formData, rows),
      datasource: EMPTY_DATASOURCE,
    });
    expect(props.rowHeader).toBe('Metric');
    expect(props.columns.map((c) => c.label)).toEqual(['Trend', 'Previous', 'Share', 'Avg 2']);
    const [sum, count] = props.rows;
    expect(sum!.label).toBe('sum__num');
    expect(sum!.cells[0]).toEqual({ kind: 'spark', values: [10, 20, 15] });
    expect(sum!.cells[1]).toEqual({ kind: 'value', value: -0.25, text: '-25.0%', color: '#c62828' });
    expect(sum!.cells[2]).toMatchObject({ kind: 'value', value: 0.75, text: '75.0%' });
    expect(sum!.cells[3]).toMatchObject({ kind: 'value', value: 17.5, text: '17.5' });
    expect(count!.cells[1]).toMatchObject({ value: 1.5, text: '150.0%' });
  });

  it('shows a trend and the latest value when no columns were configured', () => {
    const plain = { ...formData, column_collection: [] };
    const props = transformTimeTableProps({
      formData: plain,
      queriesData: legacyTestAnswer(plain, rows),
      datasource: EMPTY_DATASOURCE,
    });
    expect(props.columns.map((c) => c.label)).toEqual(['Trend', 'Latest']);
    expect(props.rows[0]!.cells[1]).toMatchObject({ value: 15, text: '15' });
  });

  it('draws a sparkline within its box, skipping gaps', () => {
    expect(sparkPoints([0, null, 10], 100, 20)).toBe('0.0,18.0 100.0,2.0');
    expect(sparkPoints([null], 100, 20)).toBe('');
  });
});

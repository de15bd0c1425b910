import type { QueryFormData, QueryResult } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { testChartProps } from '../shared/chartProps-testing';
import { rendered, XSS } from '../shared/html-testing';
import { waterfallOption, waterfallTooltip } from './option';
import { EMPTY, transformWaterfallProps } from './transformProps';

const formData: QueryFormData = {
  viz_type: 'waterfall',
  datasource: '1__table',
  x_axis: 'quarter',
  groupby: [],
  metric: 'delta',
  show_value: true,
  y_axis_format: 'SMART_NUMBER',
};

const answer = (rows: Record<string, unknown>[], columns = ['quarter', 'delta']): QueryResult[] => [
  {
    colnames: columns,
    coltypes: columns.map((c) => (c === 'delta' ? 0 : 1)),
    rowcount: rows.length,
    data: rows,
  },
];

const values = (bars: readonly { value: unknown }[]) => bars.map((b) => b.value);

describe('waterfall', () => {
  it('stacks each step on the running total and ends with the total', () => {
    const props = transformWaterfallProps(
      testChartProps(
        formData,
        answer([
          { quarter: 'Q1', delta: 10 },
          { quarter: 'Q2', delta: -4 },
          { quarter: 'Q3', delta: 5 },
        ]),
      ),
    );
    expect(props.categories).toEqual(['Q1', 'Q2', 'Q3', 'Total']);
    expect(values(props.increase)).toEqual([10, EMPTY, 5, EMPTY]);
    expect(values(props.decrease)).toEqual([EMPTY, 4, EMPTY, EMPTY]);
    expect(values(props.assist)).toEqual([0, 6, 6, EMPTY]);
    expect(values(props.total)).toEqual([EMPTY, EMPTY, EMPTY, 11]);
  });

  it('a step crossing zero draws its part below zero on the base, in its colour', () => {
    const props = transformWaterfallProps(
      testChartProps(
        formData,
        answer([
          { quarter: 'Q1', delta: 3 },
          { quarter: 'Q2', delta: -5 },
        ]),
      ),
    );
    expect(values(props.decrease)).toEqual([EMPTY, -2, EMPTY]);
    expect(props.assist[1]).toEqual({ value: 3, color: 'rgba(224, 67, 85, 1)' });
    expect(values(props.total)).toEqual([EMPTY, EMPTY, -2]);
  });

  it('with a breakdown each period ends with its own total', () => {
    const props = transformWaterfallProps(
      testChartProps(
        { ...formData, groupby: ['region'] },
        answer(
          [
            { quarter: 'Q1', region: 'EMEA', delta: 2 },
            { quarter: 'Q1', region: 'APAC', delta: 3 },
          ],
          ['quarter', 'region', 'delta'],
        ),
      ),
    );
    expect(props.categories).toEqual(['EMEA', 'APAC', 'Q1']);
    expect(values(props.total)).toEqual([EMPTY, EMPTY, 5]);
  });

  it('the tooltip shows the step and the running total as text; hidden totals are honoured', () => {
    const props = transformWaterfallProps(testChartProps(formData, answer([{ quarter: XSS, delta: 7 }])));
    const tip = waterfallTooltip(props, [
      { seriesName: 'assist', dataIndex: 0, data: props.assist[0]! },
      { seriesName: 'Increase', dataIndex: 0, marker: '<span></span>', data: props.increase[0]! },
    ]);
    expect(tip).not.toContain('<img');
    expect(rendered(tip).text).toBe(`${XSS}Increase: 7Total: 7`);
    const noTotal = transformWaterfallProps(
      testChartProps({ ...formData, show_total: false }, answer([{ quarter: 'Q1', delta: 7 }])),
    );
    expect(noTotal.categories).toEqual(['Q1']);
    expect(waterfallOption(noTotal).series).toHaveLength(4);
  });
});

describe('waterfall axis', () => {
  it('formats temporal categories the axis hands over as text', () => {
    const props = transformWaterfallProps(
      testChartProps({ ...formData, time_grain_sqla: 'P3M' }, [
        {
          colnames: ['quarter', 'delta'],
          coltypes: [2, 0],
          rowcount: 1,
          data: [{ quarter: Date.UTC(2024, 9, 1), delta: 1 }],
        },
      ]),
    );
    const format = waterfallOption(props).xAxis.axisLabel.formatter;
    expect(format(String(Date.UTC(2024, 9, 1)), 0)).toBe('2024 Q4');
    expect(format('Total', 1)).toBe('Total');
  });
});

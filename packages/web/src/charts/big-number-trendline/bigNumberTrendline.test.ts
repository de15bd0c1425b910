import type { QueryFormData, QueryResult } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { testChartProps } from '../shared/chartProps-testing';
import { rendered, XSS } from '../shared/html-testing';
import { trendlineOption, trendTooltip } from './option';
import { transformBigNumberTrendlineProps } from './transformProps';

const formData: QueryFormData = {
  viz_type: 'big_number',
  datasource: '1__table',
  x_axis: 'order_date',
  time_grain_sqla: 'P1M',
  metric: 'count',
  compare_lag: 1,
  compare_suffix: 'MoM',
  y_axis_format: 'SMART_NUMBER',
  time_format: 'smart_date',
  color_picker: { r: 0, g: 122, b: 135, a: 1 },
};

const JAN = Date.UTC(2024, 0, 1);
const FEB = Date.UTC(2024, 1, 1);
const MAR = Date.UTC(2024, 2, 1);

function answer(data: Record<string, unknown>[]): QueryResult[] {
  return [{ colnames: ['order_date', 'count'], coltypes: [2, 0], rowcount: data.length, data }];
}

describe('big_number transformProps', () => {
  it('shows the latest value, its change against the period before, and the line oldest first', () => {
    const props = transformBigNumberTrendlineProps(
      testChartProps(
        formData,
        answer([
          { order_date: FEB, count: 1000 },
          { order_date: MAR, count: 1250 },
          { order_date: JAN, count: 800 },
        ]),
      ),
    );
    expect(props.bigNumber).toBe(1250);
    expect(props.timestamp).toBe(MAR);
    expect(props.subheader).toBe('+25.0% MoM');
    expect(props.trend).toBe('positive');
    expect(props.trendLine).toEqual([
      [JAN, 800],
      [FEB, 1000],
      [MAR, 1250],
    ]);
    expect(props.mainColor).toBe('rgb(0, 122, 135)');
    expect(props.formatValue(1250)).toBe('1.25k');
    expect(props.formatTime(MAR)).toBe('Mar 2024');
  });

  it('falls back to the latest non-null value and keeps the subheader without a comparison', () => {
    const props = transformBigNumberTrendlineProps(
      testChartProps(
        { ...formData, compare_lag: undefined, subheader: 'orders', show_trend_line: false },
        answer([
          { order_date: FEB, count: 1000 },
          { order_date: MAR, count: null },
        ]),
      ),
    );
    expect(props.bigNumber).toBe(1000);
    expect(props.timestamp).toBe(FEB);
    expect(props.subheader).toBe('orders');
    expect(props.trend).toBe('');
    expect(props.trendLine).toBeNull();
  });

  it('a fall is negative, and a d3 format or the metric’s own format is used', () => {
    const props = transformBigNumberTrendlineProps(
      testChartProps(
        { ...formData, y_axis_format: ',.2f' },
        answer([
          { order_date: FEB, count: 1000 },
          { order_date: MAR, count: 900 },
        ]),
        { datasource: { verboseMap: {}, columnFormats: { count: '$,.0f' }, temporalColumns: [] } },
      ),
    );
    expect(props.subheader).toBe('\u221210.0% MoM');
    expect(props.trend).toBe('negative');
    expect(props.formatValue(1234.5)).toBe('$1,235');
  });

  it('the trendline tooltip shows a hostile metric name as text', () => {
    const props = transformBigNumberTrendlineProps(
      testChartProps(
        { ...formData, metric: { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: XSS } },
        [
          {
            colnames: ['order_date', XSS],
            coltypes: [2, 0],
            rowcount: 1,
            data: [{ order_date: JAN, [XSS]: 5 }],
          },
        ],
      ),
    );
    expect(props.bigNumber).toBe(5);
    const tooltip = trendTooltip(props, [JAN, 5], '<span class="m"></span>');
    expect(rendered(tooltip).text).toContain(XSS);
    expect(rendered(tooltip).tags).toEqual(['br', 'span', 'b']);
    expect(trendlineOption(props).series[0]!.data).toEqual([[JAN, 5]]);
  });
});

import type { QueryFormData, QueryResult } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { testChartProps } from '../shared/chartProps-testing';
import { rendered, XSS } from '../shared/html-testing';
import { gaugeDetail, gaugeOption, gaugeTooltip } from './option';
import { transformGaugeProps } from './transformProps';

const formData: QueryFormData = {
  viz_type: 'gauge_chart',
  datasource: '1__table',
  groupby: ['deal_size'],
  metric: 'count',
  number_format: 'SMART_NUMBER',
  value_formatter: '{value}',
};

const answer = (data: Record<string, unknown>[]): QueryResult[] => [
  { colnames: ['deal_size', 'count'], coltypes: [1, 0], rowcount: data.length, data },
];

describe('gauge_chart transformProps and option', () => {
  it('one pointer per group; the range runs to twice the largest value when no max is set', () => {
    const props = transformGaugeProps(
      testChartProps(
        formData,
        answer([
          { deal_size: 'Medium', count: 1384 },
          { deal_size: 'Small', count: 1282 },
          { deal_size: null, count: 157 },
        ]),
      ),
    );
    expect(props.data.map((d) => d.name)).toEqual(['Medium', 'Small', '<NULL>']);
    expect([props.min, props.max]).toEqual([0, 2768]);
    expect([props.startAngle, props.endAngle, props.fontSize]).toEqual([225, -45, 15]);
    const series = gaugeOption(props).series[0]!;
    expect(series.data).toHaveLength(3);
    expect(series.data[0]!.itemStyle.color).not.toBe(series.data[1]!.itemStyle.color);
    expect(gaugeDetail(props, 1384)).toBe('1.38k');
  });

  it('min, max, the value template and colour intervals come from the form data', () => {
    const props = transformGaugeProps(
      testChartProps(
        {
          ...formData,
          groupby: [],
          min_val: 0,
          max_val: 2000,
          value_formatter: '{value} orders',
          intervals: '500,2000',
          interval_color_indices: '6,3',
        },
        answer([{ count: 1500 }]),
      ),
    );
    expect(props.grouped).toBe(false);
    expect(props.data).toEqual([{ name: 'count', value: 1500 }]);
    expect([props.min, props.max]).toEqual([0, 2000]);
    expect(props.intervals).toEqual([
      [0.25, 5],
      [1, 2],
    ]);
    expect(gaugeDetail(props, 1500)).toBe('1.5k orders');
  });

  it('the tooltip shows a hostile group name as text', () => {
    const props = transformGaugeProps(testChartProps(formData, answer([{ deal_size: XSS, count: 3 }])));
    const tooltip = gaugeTooltip(props, { name: XSS, value: 3, marker: '<span></span>' });
    expect(rendered(tooltip).text).toContain(XSS);
    expect(rendered(tooltip).tags).toEqual(['span', 'b']);
  });
});

import type { QueryFormData, QueryResult } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { testChartProps } from '../shared/chartProps-testing';
import { rendered, XSS } from '../shared/html-testing';
import { funnelLabel, funnelOption, funnelTooltip } from './option';
import { FunnelLabelType, stepShares, transformFunnelProps } from './transformProps';

const formData: QueryFormData = {
  viz_type: 'funnel',
  datasource: '1__table',
  groupby: ['status'],
  metric: 'count',
  percent_calculation_type: 'first_step',
  tooltip_label_type: 5,
  number_format: 'SMART_NUMBER',
};

const answer = (data: Record<string, unknown>[]): QueryResult[] => [
  { colnames: ['status', 'count'], coltypes: [1, 0], rowcount: data.length, data },
];

describe('funnel transformProps and option', () => {
  it('steps named by their status, shares of the first step by default', () => {
    const props = transformFunnelProps(
      testChartProps(
        formData,
        answer([
          { status: 'Visited', count: 2000 },
          { status: 'Ordered', count: 500 },
          { status: null, count: 100 },
        ]),
      ),
    );
    expect(props.steps).toEqual([
      { name: 'Visited', value: 2000, share: 1 },
      { name: 'Ordered', value: 500, share: 0.25 },
      { name: '<NULL>', value: 100, share: 0.05 },
    ]);
    expect(props.labelType).toBe(FunnelLabelType.Key);
    expect(funnelLabel(props.tooltipLabelType, props.steps[1]!, props.formatValue)).toBe(
      'Ordered: 500 (25.00%)',
    );
    expect(funnelOption(props).series[0]!.data).toHaveLength(3);
  });

  it('shares of the previous step or of the total, as chosen', () => {
    expect(stepShares([200, 100, 50], 'previous_step')).toEqual([1, 0.5, 0.5]);
    expect(stepShares([200, 100, 100], 'total')).toEqual([0.5, 0.25, 0.25]);
    expect(stepShares([0, 10], 'first_step')).toEqual([0, 0]);
  });

  it('label types as Superset numbers them', () => {
    const step = { name: 'Shipped', value: 1500, share: 0.5 };
    const format = (v: unknown) => String(v);
    expect(funnelLabel(FunnelLabelType.Value, step, format)).toBe('1500');
    expect(funnelLabel(FunnelLabelType.Percent, step, format)).toBe('50.00%');
    expect(funnelLabel(FunnelLabelType.KeyPercent, step, format)).toBe('Shipped: 50.00%');
    const props = transformFunnelProps(testChartProps({ ...formData, label_type: '3' }, answer([])));
    expect(props.labelType).toBe(FunnelLabelType.KeyValue);
  });

  it('the tooltip shows a hostile step name as text', () => {
    const props = transformFunnelProps(testChartProps(formData, answer([{ status: XSS, count: 3 }])));
    const tooltip = funnelTooltip(props, props.steps[0]!, '<span></span>');
    expect(rendered(tooltip).text).toContain(XSS);
    expect(rendered(tooltip).tags).toEqual(['span']);
  });
});

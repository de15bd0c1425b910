import type { QueryFormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { testChartProps } from '../shared/chartProps-testing';
import { rendered, XSS } from '../shared/html-testing';
import { valueFormatter } from '../shared/valueFormat';
import { bubbleOption, bubbleTooltip } from './option';
import { MINIMUM_BUBBLE_SIZE, transformBubbleProps } from './transformProps';

const formData: QueryFormData = {
  datasource: '1__table',
  viz_type: 'bubble_v2',
  entity: 'deal_size',
  series: 'product_line',
  x: 'revenue',
  y: 'cost',
  size: 'count',
  max_bubble_size: '25',
};

const answer = (rows: Record<string, unknown>[]) => [
  { colnames: Object.keys(rows[0] ?? {}), coltypes: [], rowcount: rows.length, data: rows },
];

describe('bubble phases', () => {
  it('groups bubbles by series and scales sizes from the smallest to twice the max bubble size', () => {
    const props = transformBubbleProps(
      testChartProps(
        formData,
        answer([
          { deal_size: 'Small', product_line: 'Ships', revenue: 10, cost: 4, count: 1 },
          { deal_size: 'Large', product_line: 'Ships', revenue: 30, cost: 9, count: 11 },
          { deal_size: 'Small', product_line: null, revenue: 5, cost: 2, count: 6 },
        ]),
      ),
    );
    expect(props.series.map((s) => [s.name, s.points.map((p) => p.symbolSize)])).toEqual([
      ['Ships', [MINIMUM_BUBBLE_SIZE, 50 + MINIMUM_BUBBLE_SIZE]],
      ['<NULL>', [25 + MINIMUM_BUBBLE_SIZE]],
    ]);
    const option = bubbleOption(props);
    expect(option.series[0]?.data[1]).toMatchObject({ value: [30, 9], symbolSize: 55 });
    expect(option.xAxis).toMatchObject({ type: 'value', scale: true });
  });

  it('without a series each entity is its own legend entry; log axes when asked', () => {
    const props = transformBubbleProps(
      testChartProps(
        { ...formData, series: null, logXAxis: true },
        answer([{ deal_size: 'Small', revenue: 10, cost: 4, count: 1 }]),
      ),
    );
    expect(props.series.map((s) => s.name)).toEqual(['Small']);
    expect(props.series[0]?.points[0]?.symbolSize).toBe(MINIMUM_BUBBLE_SIZE);
    expect(bubbleOption(props).xAxis.type).toBe('log');
  });

  it('the tooltip names the bubble and shows its three metrics, all as text', () => {
    const format = valueFormatter('SMART_NUMBER');
    const out = bubbleTooltip(
      { x: 1200, y: 3, size: 7, entity: XSS, series: 'Ships', symbolSize: 5 },
      { xLabel: 'revenue', yLabel: 'cost', sizeLabel: XSS },
      { x: format, y: format, size: format },
    );
    expect(out).not.toContain('<img');
    expect(rendered(out).text).toBe(`Ships (${XSS})revenue: 1.2kcost: 3${XSS}: 7`);
  });
});

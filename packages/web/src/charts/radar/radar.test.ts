import type { QueryFormData, QueryResult } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { testChartProps } from '../shared/chartProps-testing';
import { rendered, XSS } from '../shared/html-testing';
import { radarOption, radarTooltip } from './option';
import { transformRadarProps } from './transformProps';

const formData: QueryFormData = {
  viz_type: 'radar',
  datasource: '1__table',
  groupby: ['product_line'],
  metrics: ['count', 'avg_price'],
  number_format: 'SMART_NUMBER',
  is_circle: true,
};

const answer = (data: Record<string, unknown>[]): QueryResult[] => [
  { colnames: ['product_line', 'count', 'avg_price'], coltypes: [1, 0, 0], rowcount: data.length, data },
];

describe('radar transformProps and option', () => {
  it('one shape per row, one axis per metric running to its largest value', () => {
    const props = transformRadarProps(
      testChartProps(
        formData,
        answer([
          { product_line: 'Cars', count: 1200, avg_price: 80 },
          { product_line: 'Trains', count: 300, avg_price: 95 },
        ]),
      ),
    );
    expect(props.indicators).toEqual([
      { name: 'count', min: 0, max: 1200 },
      { name: 'avg_price', min: 0, max: 95 },
    ]);
    expect(props.series).toEqual([
      { name: 'Cars', values: [1200, 80] },
      { name: 'Trains', values: [300, 95] },
    ]);
    const option = radarOption(props);
    expect(option.radar.shape).toBe('circle');
    expect(option.series[0]!.data).toHaveLength(2);
  });

  it("column_config's radarMetricMaxValue sets an axis's max", () => {
    const props = transformRadarProps(
      testChartProps(
        { ...formData, column_config: { avg_price: { radarMetricMaxValue: 200 } } },
        answer([{ product_line: 'Cars', count: 5, avg_price: null }]),
      ),
    );
    expect(props.indicators[1]).toEqual({ name: 'avg_price', min: 0, max: 200 });
    expect(props.series[0]!.values).toEqual([5, null]);
  });

  it('the tooltip lists each metric and shows a hostile group name as text', () => {
    const props = transformRadarProps(
      testChartProps(formData, answer([{ product_line: XSS, count: 1500, avg_price: 2 }])),
    );
    const tooltip = radarTooltip(props, XSS, [1500, 2], '<span></span>');
    expect(rendered(tooltip).text).toBe(`${XSS}count: 1.5kavg_price: 2`);
    expect(rendered(tooltip).tags).toEqual(['span', 'br', 'b', 'br', 'b']);
  });

  it('axes take verbose names; SMART_NUMBER keeps two decimals under a thousand', () => {
    const props = transformRadarProps(
      testChartProps(formData, answer([{ product_line: 'Cars', count: 1200, avg_price: 508.9429 }]), {
        datasource: { verboseMap: { avg_price: 'Average price' }, columnFormats: {}, temporalColumns: [] },
      }),
    );
    expect(props.indicators.map((i) => i.name)).toEqual(['count', 'Average price']);
    expect(props.formatValue(508.9429)).toBe('508.94');
    expect(props.formatValue(0.01234)).toBe('0.0123');
  });
});

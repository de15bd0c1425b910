import type { QueryResult } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { transformBigNumberProps } from '../big-number/transformProps';
import { transformGaugeProps } from '../gauge/transformProps';
import { chartRegistry } from '../plugins';
import { testChartProps } from '../shared/chartProps-testing';
import { panelControls } from './panel';

/** Charts whose drawing reads `color_scheme` (through chartColors or categoricalColors). */
const CATEGORICAL = [
  'pie',
  'echarts_timeseries_line',
  'graph_chart',
  'gantt_chart',
  'gauge_chart',
  'sankey_v2',
  'sunburst_v2',
  'partition',
  'treemap_v2',
  'world_map',
];

const names = (vizType: string) => {
  return panelControls(chartRegistry.get(vizType).controlPanel).map((control) => control.name);
};

describe('colour and currency controls on chart panels', () => {
  it.each(CATEGORICAL)('%s offers the colour scheme', (vizType) => {
    expect(names(vizType)).toContain('color_scheme');
  });

  it.each(['big_number_total', 'big_number', 'gauge_chart'])('%s offers a currency', (vizType) => {
    expect(names(vizType)).toContain('currency_format');
  });

  it('the gauge and big number format with the chosen currency', () => {
    const answer: QueryResult[] = [
      { colnames: ['count'], coltypes: [0], rowcount: 1, data: [{ count: 1500 }] },
    ];
    const currency = { symbol: 'USD', symbolPosition: 'prefix' };
    const gauge = transformGaugeProps(
      testChartProps(
        { viz_type: 'gauge_chart', datasource: '1__table', metric: 'count', currency_format: currency },
        answer,
      ),
    );
    expect(gauge.formatValue(1500)).toContain('$');
    const big = transformBigNumberProps(
      testChartProps(
        { viz_type: 'big_number_total', datasource: '1__table', metric: 'count', currency_format: currency },
        answer,
      ),
    );
    expect(big.currency).toEqual(currency);
  });
});

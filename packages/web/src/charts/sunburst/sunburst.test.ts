import type { QueryFormData, QueryResult } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { testChartProps } from '../shared/chartProps-testing';
import { rendered, XSS } from '../shared/html-testing';
import { isDark, sunburstOption, sunburstTooltip } from './option';
import { transformSunburstProps } from './transformProps';

const formData: QueryFormData = {
  viz_type: 'sunburst_v2',
  datasource: '1__table',
  columns: ['region', 'product_line'],
  metric: 'count',
  label_type: 'key',
  number_format: 'SMART_NUMBER',
  show_labels_threshold: 5,
};

const answer = (rows: Record<string, unknown>[], extra: string[] = []): QueryResult[] => [
  {
    colnames: ['region', 'product_line', 'count', ...extra],
    coltypes: [1, 1, 0, ...extra.map(() => 0)],
    rowcount: rows.length,
    data: rows,
  },
];

const rows = [
  { region: 'EMEA', product_line: 'Cars', count: 3, sum__revenue: 30 },
  { region: 'EMEA', product_line: 'Trains', count: 1, sum__revenue: 5 },
  { region: 'APAC', product_line: 'Cars', count: 4, sum__revenue: 80 },
];

describe('sunburst', () => {
  it('rings follow the hierarchy; the label threshold becomes an angle', () => {
    const props = transformSunburstProps(testChartProps(formData, answer(rows)));
    expect(props.total).toBe(8);
    expect(props.tree.map((n) => [n.name, n.value])).toEqual([
      ['EMEA', 4],
      ['APAC', 4],
    ]);
    const series = sunburstOption(props, 400, 400).series[0]!;
    expect(series.label.minAngle).toBe(18);
    expect(series.data[0]).toMatchObject({ name: 'EMEA', children: [{ name: 'Cars', value: 3 }, {}] });
  });

  it('a secondary metric colours arcs by ratio on the linear scheme and shows in the tooltip', () => {
    const props = transformSunburstProps(
      testChartProps(
        { ...formData, secondary_metric: 'sum__revenue', linear_color_scheme: 'schemeBlues' },
        answer(rows, ['sum__revenue']),
      ),
    );
    expect(props.secondaryLabel).toBe('sum__revenue');
    const [emea, apac] = sunburstOption(props, 400, 400).series[0]!.data as {
      itemStyle: { color: string };
    }[];
    expect(emea!.itemStyle.color).not.toBe(apac!.itemStyle.color);
    expect(props.linearColors).toContain(apac!.itemStyle.color);
  });

  it('the tooltip gives shares of the total and of the parent, as text', () => {
    const props = transformSunburstProps(
      testChartProps(formData, answer([{ region: XSS, product_line: 'Cars', count: 2 }])),
    );
    const tip = sunburstTooltip(props, {
      name: 'Cars',
      value: 1,
      treePathInfo: [
        { name: '', value: 2 },
        { name: XSS, value: 2 },
        { name: 'Cars', value: 1 },
      ],
    });
    expect(tip).not.toContain('<img');
    expect(rendered(tip).text).toBe(`${XSS} ▸ Cars50.00% of total50.00% of parentcount: 1`);
  });
});

describe('sunburst colours', () => {
  it('labels on dark arcs are white', () => {
    expect(isDark('#050415')).toBe(true);
    expect(isDark('#F4FAD4')).toBe(false);
  });
});

import type { QueryFormData, QueryResult } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { testChartProps } from '../shared/chartProps-testing';
import { rendered, XSS } from '../shared/html-testing';
import { treemapLabel, treemapOption, treemapTooltip } from './option';
import { transformTreemapProps } from './transformProps';

const formData: QueryFormData = {
  viz_type: 'treemap_v2',
  datasource: '1__table',
  groupby: ['region', 'product_line'],
  metric: 'count',
  label_type: 'key_value',
  number_format: 'SMART_NUMBER',
};

const answer = (rows: Record<string, unknown>[]): QueryResult[] => [
  { colnames: ['region', 'product_line', 'count'], coltypes: [1, 1, 0], rowcount: rows.length, data: rows },
];

describe('treemap', () => {
  it('builds the hierarchy with parents summing their children', () => {
    const props = transformTreemapProps(
      testChartProps(
        formData,
        answer([
          { region: 'EMEA', product_line: 'Cars', count: 3 },
          { region: 'EMEA', product_line: 'Trains', count: 1 },
          { region: null, product_line: 'Cars', count: 2 },
        ]),
      ),
    );
    expect(props.total).toBe(6);
    expect(props.tree.map((n) => [n.name, n.value, n.children.length])).toEqual([
      ['EMEA', 4, 2],
      ['<NULL>', 2, 1],
    ]);
    const root = treemapOption(props).series[0]!.data[0]!;
    expect(root).toMatchObject({ name: 'count', value: 6 });
    expect(root.children[0]).toMatchObject({
      name: 'EMEA',
      value: 4,
      children: [{ name: 'Cars', value: 3 }, {}],
    });
  });

  it('labels by label type; Superset saves the key type as "Key"', () => {
    expect(
      transformTreemapProps(testChartProps({ ...formData, label_type: 'Key' }, answer([]))).labelType,
    ).toBe('key');
    expect(treemapLabel('key_value', 'EMEA', '4')).toBe('EMEA: 4');
    expect(treemapLabel('value', 'EMEA', '4')).toBe('4');
  });

  it('the tooltip shows the path, the value and its share of the parent, as text', () => {
    const props = transformTreemapProps(
      testChartProps(formData, answer([{ region: XSS, product_line: 'Cars', count: 1 }])),
    );
    const tip = treemapTooltip(props, {
      name: 'Cars',
      value: 1,
      treePathInfo: [
        { name: 'count', value: 4 },
        { name: XSS, value: 4 },
        { name: 'Cars', value: 1 },
      ],
    });
    expect(tip).not.toContain('<img');
    expect(rendered(tip)).toEqual({ tags: ['div', 'b'], text: `${XSS} ▸ Carscount: 1 (25.00%)` });
  });
});

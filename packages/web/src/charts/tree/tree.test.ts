import type { QueryFormData, QueryResult } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { rendered, XSS } from '../shared/html-testing';
import { type ChartProps, EMPTY_DATASOURCE, NO_HOOKS } from '../types';
import { treeOption, treeTooltip } from './option';
import { transformTreeProps } from './transformProps';

// Superset's Featured Charts tree: hierarchical_dataset, radial, rooted at id "1".
const formData: QueryFormData = {
  viz_type: 'tree_chart',
  datasource: '1__table',
  id: 'id',
  parent: 'parent',
  name: 'name',
  root_node_id: '1',
  metric: 'count',
  layout: 'radial',
  node_label_position: 'top',
  child_label_position: 'top',
  symbol: 'emptyCircle',
  symbolSize: 7,
  roam: false,
};

const rows = [
  { id: 1, parent: null, name: 'USA', count: 1 },
  { id: 2, parent: 1, name: 'CA', count: 10 },
  { id: 3, parent: 1, name: 'NY', count: 15 },
  { id: 6, parent: 2, name: 'Los Angeles', count: 5 },
  { id: 7, parent: 2, name: 'San Francisco', count: 8 },
  { id: 8, parent: 3, name: 'New York City', count: 18 },
  { id: 99, parent: 42, name: 'Orphan', count: 1 },
];

function props(form: Partial<QueryFormData> = {}, data: Record<string, unknown>[] = rows): ChartProps {
  const answer: QueryResult = { colnames: [], coltypes: [], rowcount: data.length, data };
  return {
    formData: { ...formData, ...form },
    queriesData: [answer],
    datasource: EMPTY_DATASOURCE,
    width: 600,
    height: 400,
    filterState: {},
    hooks: NO_HOOKS,
    emitCrossFilters: false,
  };
}

describe('tree_chart transformProps', () => {
  it('hangs each row under its parent from the root id; rows outside the tree are left out', () => {
    const { root } = transformTreeProps(props());
    expect(root).toEqual({
      name: 'USA',
      children: [
        {
          name: 'CA',
          value: 10,
          children: [
            { name: 'Los Angeles', value: 5, children: [] },
            { name: 'San Francisco', value: 8, children: [] },
          ],
        },
        { name: 'NY', value: 15, children: [{ name: 'New York City', value: 18, children: [] }] },
      ],
    });
  });

  it('without a root id, the largest tree under a row that is its parent’s only child', () => {
    const { root } = transformTreeProps(props({ root_node_id: '' }));
    expect(root?.name).toBe('USA');
    expect(root?.children.map((c) => c.name)).toEqual(['CA', 'NY']);
  });

  it('names nodes by id without a name column', () => {
    const { root } = transformTreeProps(props({ name: null, root_node_id: '2' }));
    expect(root?.name).toBe('2');
    expect(root?.children.map((c) => c.name)).toEqual(['6', '7']);
  });

  it('says so when the root id matches no row', () => {
    expect(() => transformTreeProps(props({ root_node_id: '404' }))).toThrow(
      'No row has the id "404" given as the root node id.',
    );
    expect(transformTreeProps(props({}, [])).root).toBeNull();
  });

  it('passes Superset’s saved options to the series', () => {
    const [series] = treeOption(transformTreeProps(props())).series;
    expect(series).toMatchObject({
      layout: 'radial',
      symbol: 'emptyCircle',
      symbolSize: 7,
      roam: false,
      label: { position: 'top' },
      leaves: { label: { position: 'top' } },
      emphasis: { focus: 'descendant' },
    });
    const orthogonal = transformTreeProps(props({ layout: undefined, orient: 'TB', roam: 'move' }));
    expect(treeOption(orthogonal).series[0]).toMatchObject({
      layout: 'orthogonal',
      orient: 'TB',
      roam: 'move',
    });
  });

  it('the tooltip shows the path and value, hostile names as text', () => {
    const tree = transformTreeProps(props());
    const tip = rendered(
      treeTooltip(tree, { value: 5, treeAncestors: [{ name: '' }, { name: 'USA' }, { name: XSS }] }),
    );
    expect(tip.text).toContain(`USA ▸ ${XSS}`);
    expect(tip.text).toContain('count5');
    expect(tip.tags).not.toContain('img');
  });
});

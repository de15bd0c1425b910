import type { QueryFormData, QueryResult } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { rendered, XSS } from '../shared/html-testing';
import { type ChartProps, EMPTY_DATASOURCE, NO_HOOKS } from '../types';
import { sankeyOption, sankeyTooltip } from './option';
import { findCycle, sankeyContextFilters, transformSankeyProps } from './transformProps';

const formData: QueryFormData = {
  viz_type: 'sankey_v2',
  datasource: '1__table',
  source: 'from',
  target: 'to',
  metric: 'count',
};

function props(data: Record<string, unknown>[]): ChartProps {
  const answer: QueryResult = {
    colnames: ['from', 'to', 'count'],
    coltypes: [],
    rowcount: data.length,
    data,
  };
  return {
    formData,
    queriesData: [answer],
    datasource: EMPTY_DATASOURCE,
    width: 600,
    height: 400,
    filterState: {},
    hooks: NO_HOOKS,
    emitCrossFilters: false,
  };
}

const flows = [
  { from: 'Yes', to: 'Female', count: 30 },
  { from: 'Yes', to: 'Male', count: 10 },
  { from: 'No', to: 'Male', count: 60 },
];

describe('sankey_v2 transformProps', () => {
  it('nodes in the order met, each its own colour; links sized by the metric', () => {
    const sankey = transformSankeyProps(props(flows));
    expect(sankey.nodes).toEqual([
      { name: 'Yes', color: '#1FA8C9' },
      { name: 'Female', color: '#454E7C' },
      { name: 'Male', color: '#5AC189' },
      { name: 'No', color: '#FF7F44' },
    ]);
    expect(sankey.links[2]).toEqual({ source: 'No', target: 'Male', value: 60 });
    expect(sankey.nodeValues.get('Male')).toBe(70);
    expect(sankey.nodeValues.get('Yes')).toBe(40);
  });

  it('refuses a loop with Superset’s message naming the faulty link', () => {
    expect(findCycle(flows.map((f) => ({ source: f.from, target: f.to, value: f.count })))).toBeNull();
    expect(() =>
      transformSankeyProps(
        props([
          { from: 'a', to: 'b', count: 1 },
          { from: 'b', to: "c'", count: 1 },
          { from: "c'", to: 'a', count: 1 },
        ]),
      ),
    ).toThrow(`There's a loop in your Sankey, please provide a tree. Here's a faulty link: ("c'", 'a')`);
    expect(findCycle([{ source: 'x', target: 'x', value: 1 }])).toEqual(['x', 'x']);
  });

  it('the last column’s labels sit left of their nodes', () => {
    const data = sankeyOption(transformSankeyProps(props(flows))).series[0]!.data;
    expect(data.map((d) => [d.name, 'label' in d ? d.label?.position : 'right'])).toEqual([
      ['Yes', 'right'],
      ['Female', 'left'],
      ['Male', 'left'],
      ['No', 'right'],
    ]);
  });

  it('a link’s tooltip: its flow and its share of either end, hostile names as text', () => {
    const sankey = transformSankeyProps(props([...flows, { from: XSS, to: 'Male', count: 30 }]));
    const tip = rendered(
      sankeyTooltip(sankey, { value: 30, data: { source: XSS, target: 'Male', value: 30 } }),
    );
    expect(tip.tags).not.toContain('img');
    expect(tip.text).toContain(`${XSS} > Male`);
    expect(tip.text).toContain('count30.00');
    expect(tip.text).toContain(`% (${XSS})100.00%`);
    expect(tip.text).toContain('% (Male)30.00%');
    expect(rendered(sankeyTooltip(sankey, { name: 'No', value: 60 })).text).toBe('Nocount60.00');
  });

  it('a right click drills into a link, or a node of one column', () => {
    const sankey = transformSankeyProps(props(flows));
    expect(sankeyContextFilters(sankey, { source: 'No', target: 'Male' })).toEqual([
      { col: 'from', op: '==', val: 'No' },
      { col: 'to', op: '==', val: 'Male' },
    ]);
    expect(sankeyContextFilters(sankey, { name: 'Female' })).toEqual([
      { col: 'to', op: '==', val: 'Female' },
    ]);
  });
});

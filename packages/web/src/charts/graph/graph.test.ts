import type { DataMask, ExtraFilter, QueryFormData, QueryResult } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { rendered, XSS } from '../shared/html-testing';
import { type ChartProps, EMPTY_DATASOURCE, NO_HOOKS } from '../types';
import { circularMargin, graphOption, graphTooltip } from './option';
import { graphContextFilters, graphNodeDataMask, transformGraphProps } from './transformProps';

const formData: QueryFormData = {
  viz_type: 'graph_chart',
  datasource: '1__table',
  source: 'deal_size',
  target: 'product_line',
  metric: 'count',
  layout: 'circular',
  roam: true,
  selectedMode: 'single',
  baseNodeSize: 20,
  baseEdgeWidth: 3,
};

const rows = [
  { deal_size: 'Small', product_line: 'Cars', count: 10 },
  { deal_size: 'Small', product_line: 'Ships', count: 30 },
  { deal_size: 'Large', product_line: 'Cars', count: 50 },
  { deal_size: 'Large', product_line: 'Trains', count: 0 },
];

function props(
  over: Partial<ChartProps> = {},
  form: QueryFormData = formData,
  data: Record<string, unknown>[] = rows,
): ChartProps {
  const answer: QueryResult = {
    colnames: Object.keys(data[0] ?? {}),
    coltypes: [],
    rowcount: data.length,
    data,
  };
  return {
    formData: form,
    queriesData: [answer],
    datasource: EMPTY_DATASOURCE,
    width: 600,
    height: 400,
    filterState: {},
    hooks: NO_HOOKS,
    emitCrossFilters: false,
    ...over,
  };
}

describe('graph_chart transformProps', () => {
  it('a node per value, valued by all that flows through it; zero-weight rows draw nothing', () => {
    const graph = transformGraphProps(props());
    expect(graph.nodes.map((n) => [n.name, n.col, n.value])).toEqual([
      ['Small', 'deal_size', 40],
      ['Cars', 'product_line', 60],
      ['Ships', 'product_line', 30],
      ['Large', 'deal_size', 50],
    ]);
    expect(graph.edges.map((e) => [e.source, e.target, e.value])).toEqual([
      ['0', '1', 10],
      ['0', '2', 30],
      ['3', '1', 50],
    ]);
  });

  it('sizes nodes from half to two and a half times the base, edges up to twice the base width', () => {
    const graph = transformGraphProps(props());
    const size = Object.fromEntries(graph.nodes.map((n) => [n.name, n.symbolSize]));
    expect(size.Ships).toBe(10); // the smallest: half the base
    expect(size.Cars).toBe(50); // the largest: 0.5 + 2 times the base
    expect(size.Small).toBeCloseTo(10 + (10 / 30) * 40);
    // Superset's edge width: the thinnest at half the base width, the thickest at twice it.
    expect(graph.edges.map((e) => e.width)).toEqual([1.5, 3, 6]);
    expect(graph.edgeSymbolSize).toBe(6);
  });

  it('colours by category in the order met, with a legend entry each; labels above the threshold', () => {
    const graph = transformGraphProps(
      props(
        {},
        { ...formData, source_category: 'deal_size', target_category: 'is_new', showSymbolThreshold: 45 },
        [
          { deal_size: 'Small', product_line: 'Cars', is_new: true, count: 10 },
          { deal_size: 'Large', product_line: 'Ships', is_new: null, count: 50 },
        ],
      ),
    );
    expect(graph.categories).toEqual([
      { name: 'Small', color: '#1FA8C9' },
      { name: 'is_new: true', color: '#454E7C' },
      { name: 'Large', color: '#5AC189' },
      { name: 'N/A', color: '#FF7F44' },
    ]);
    expect(graph.nodes.map((n) => [n.name, n.category, n.showLabel])).toEqual([
      ['Small', 'Small', false],
      ['Cars', 'is_new: true', false],
      ['Large', 'Large', true],
      ['Ships', 'N/A', true],
    ]);
    const option = graphOption(graph);
    expect(option.legend.data).toEqual(['Small', 'is_new: true', 'Large', 'N/A']);
    expect(option.series[0]?.categories).toHaveLength(4);
  });

  it('reads Superset saved options: layout, roam, select mode and edge symbols', () => {
    const graph = transformGraphProps(
      props(
        {},
        { ...formData, layout: 'force', roam: 'scale', selectedMode: false, edgeSymbol: 'circle,bogus' },
      ),
    );
    const [series] = graphOption(graph).series;
    expect(series).toMatchObject({
      layout: 'force',
      roam: 'scale',
      selectedMode: false,
      edgeSymbol: ['circle', 'none'],
      force: { edgeLength: 400, gravity: 0.3, repulsion: 1000, friction: 0.2 },
    });
  });

  it('a circle leaves room for its longest label, at most 30% of the chart; force keeps Superset’s 70% zoom', () => {
    const graph = transformGraphProps(props());
    // "Large"/"Ships"/"Small": 5 characters at 12px, plus a gap.
    expect(circularMargin(graph, 8)).toBe(52);
    expect(graphOption(graph).series[0]).toMatchObject({ zoom: 1, left: 52, top: 60, label: { width: 40 } });
    const long = transformGraphProps(
      props({ width: 300, height: 200 }, formData, [
        { deal_size: 'x'.repeat(80), product_line: 'y', count: 1 },
      ]),
    );
    expect(circularMargin(long, 8)).toBe(58); // 30% of the 192px left under the top
    const force = transformGraphProps(props({}, { ...formData, layout: 'force' }));
    expect(graphOption(force).series[0]).toMatchObject({ zoom: 0.7, left: 8, label: { width: 160 } });
  });

  it('the tooltip shows hostile node names as text', () => {
    const graph = transformGraphProps(
      props({}, formData, [{ deal_size: XSS, product_line: 'Cars', count: 3 }]),
    );
    const edge = rendered(graphTooltip(graph, { dataType: 'edge', data: { source: '0', target: '1' } }));
    expect(edge.text).toContain(`${XSS} > Cars`);
    expect(edge.tags).not.toContain('img');
    const node = rendered(graphTooltip(graph, { dataType: 'node', data: { id: '0' } }));
    expect(node.text).toContain(XSS);
    expect(node.tags).not.toContain('img');
  });
});

describe('graph_chart interactions', () => {
  it('a node click filters by its value on its column; a second click clears', () => {
    const graph = transformGraphProps(props({ emitCrossFilters: true }));
    const small = graph.nodes[0]!;
    const first: DataMask = graphNodeDataMask(small, null);
    expect(first).toEqual({
      extraFormData: { filters: [{ col: 'deal_size', op: 'IN', val: ['Small'] }] },
      filterState: { value: ['Small'], selectedValues: ['Small'] },
    });
    expect(graphNodeDataMask(small, ['Small'])).toEqual({
      extraFormData: {},
      filterState: { value: null, selectedValues: null },
    });
    expect(graphNodeDataMask(graph.nodes[1]!, ['Small']).filterState?.value).toEqual(['Cars']);
  });

  it('dims the nodes the cross-filter did not select', () => {
    const graph = transformGraphProps(props({ filterState: { value: ['Cars'], selectedValues: ['Cars'] } }));
    const opacity = graphOption(graph).series[0]?.data.map((d) => [d.name, d.itemStyle.opacity]);
    expect(opacity).toEqual([
      ['Small', 0.3],
      ['Cars', 1],
      ['Ships', 0.3],
      ['Large', 0.3],
    ]);
  });

  it('a right click names the node, or the edge by source and target', () => {
    const graph = transformGraphProps(props());
    const node: ExtraFilter[] = graphContextFilters(graph, { id: '1' });
    expect(node).toEqual([{ col: 'product_line', op: '==', val: 'Cars' }]);
    expect(graphContextFilters(graph, { source: '3', target: '1' })).toEqual([
      { col: 'deal_size', op: '==', val: 'Large' },
      { col: 'product_line', op: '==', val: 'Cars' },
    ]);
  });
});

import {
  categoricalColors,
  type DataMask,
  type ExtraFilter,
  formColumn,
  formColumnLabel,
} from '@tessera/core';
import { chartColors } from '../shared/colors';
import { getMetricLabel } from '../shared/metrics';
import { singleMetric } from '../shared/singleMetric';
import { valueFormatter } from '../shared/valueFormat';
import type { ChartProps } from '../types';

export type EdgeSymbol = 'none' | 'circle' | 'arrow';
export type Roam = boolean | 'scale' | 'move';

export interface GraphNode {
  /** The node's index as text, ECharts' node id. */
  readonly id: string;
  readonly name: string;
  /** The column the node was first seen in (source or target), which a cross-filter filters on. */
  readonly col: string;
  readonly category: string | undefined;
  readonly color: string;
  /** Everything flowing through the node (the sum of its edges). */
  readonly value: number;
  readonly symbolSize: number;
  readonly showLabel: boolean;
}

export interface GraphEdge {
  readonly source: string;
  readonly target: string;
  readonly value: number;
  readonly color: string;
  readonly width: number;
}

export interface GraphProps {
  readonly nodes: readonly GraphNode[];
  readonly edges: readonly GraphEdge[];
  /** Categories in the order they were met, with their colours. */
  readonly categories: readonly { readonly name: string; readonly color: string }[];
  readonly metricLabel: string;
  readonly formatValue: (value: unknown) => string;
  readonly layout: 'force' | 'circular';
  readonly roam: Roam;
  readonly draggable: boolean;
  readonly selectedMode: false | 'single' | 'multiple';
  readonly edgeSymbol: readonly [EdgeSymbol, EdgeSymbol];
  readonly edgeSymbolSize: number;
  readonly force: {
    readonly edgeLength: number;
    readonly gravity: number;
    readonly repulsion: number;
    readonly friction: number;
  };
  readonly showLegend: boolean;
  readonly width: number;
  readonly height: number;
  /** The node names this chart's cross-filter selects, or null. */
  readonly selectedValues: readonly string[] | null;
  readonly sourceColumn: string;
  readonly targetColumn: string;
  readonly emitCrossFilters: boolean;
  readonly hooks: ChartProps['hooks'];
}

const number = (value: unknown, fallback: number): number => {
  const n = typeof value === 'number' ? value : Number(value);
  return value !== null && value !== '' && Number.isFinite(n) ? n : fallback;
};

function edgeSymbols(value: unknown): [EdgeSymbol, EdgeSymbol] {
  const valid = (s: string | undefined): EdgeSymbol =>
    s === 'circle' || s === 'arrow' || s === 'none' ? s : 'none';
  const [start, end] = (typeof value === 'string' ? value : 'none,arrow').split(',');
  return [valid(start), valid(end)];
}

function roam(value: unknown): Roam {
  if (value === 'scale' || value === 'move') return value;
  if (value === false || value === 'false') return false;
  return true;
}

function selectedMode(value: unknown): GraphProps['selectedMode'] {
  if (value === 'multiple') return 'multiple';
  if (value === false || value === 'false') return false;
  return 'single';
}

/** Superset's name of a category value: booleans by their column, null as N/A. */
export function categoryName(column: string, value: unknown): string {
  if (value === true || value === false) return `${column}: ${value}`;
  if (value === null || value === undefined) return 'N/A';
  return String(value);
}

/** `value`'s place between `min` and `max`, or 0 when they are one. */
const spread = (value: number, min: number, max: number) => (max > min ? (value - min) / (max - min) : 0);

/**
 * Rows (source, target, categories, weight) → nodes and edges, as Superset's Graph: a node per
 * source or target value, sized by all that flows through it (half to two and a half times the
 * base size), edges from their source in the source's colour, as wide as their weight allows
 * (at most twice the base width). Rows whose weight is 0 or empty draw nothing.
 */
export function transformGraphProps(chartProps: ChartProps): GraphProps {
  const { formData, queriesData, filterState, hooks, emitCrossFilters } = chartProps;
  const metric = singleMetric(formData);
  const metricLabel = metric ? getMetricLabel(metric) : '';
  const label = (key: string) => {
    const column = formColumn(formData[key]);
    return column ? formColumnLabel(column) : '';
  };
  const [source, target, sourceCategory, targetCategory] = [
    label('source'),
    label('target'),
    label('source_category'),
    label('target_category'),
  ];
  const colour = chartColors(chartProps);
  // Nodes without a category take the scheme's first colour, as Superset's (it claims no slot).
  const firstColour = categoricalColors(formData.color_scheme)[0] ?? '#1FA8C9';
  const index = new Map<string, number>();
  const nodes: { -readonly [K in keyof GraphNode]: GraphNode[K] }[] = [];
  const categories = new Map<string, string>();
  const edges: Omit<GraphEdge, 'width'>[] = [];

  const node = (name: string, col: string, category: string | undefined) => {
    let at = index.get(name);
    if (at === undefined) {
      at = nodes.length;
      index.set(name, at);
      nodes.push({
        id: String(at),
        name,
        col,
        category: undefined,
        color: category ? colour(category) : firstColour,
        value: 0,
        symbolSize: 0,
        showLabel: true,
      });
    }
    const found = nodes[at]!;
    if (category) {
      if (!categories.has(category)) categories.set(category, colour(category));
      found.category ??= category;
    }
    return found;
  };

  for (const row of queriesData[0]?.data ?? []) {
    const value = Number(row[metricLabel]);
    if (!value || !Number.isFinite(value)) continue;
    const from = node(
      String(row[source]),
      source,
      sourceCategory ? categoryName(sourceCategory, row[sourceCategory]) : undefined,
    );
    const to = node(
      String(row[target]),
      target,
      targetCategory ? categoryName(targetCategory, row[targetCategory]) : undefined,
    );
    from.value += value;
    to.value += value;
    edges.push({ source: from.id, target: to.id, value, color: from.color });
  }

  const baseNodeSize = number(formData.baseNodeSize, 20);
  const baseEdgeWidth = number(formData.baseEdgeWidth, 3);
  const threshold = number(formData.showSymbolThreshold, 0);
  const nodeValues = nodes.map((n) => n.value);
  const [nodeMin, nodeMax] = [Math.min(...nodeValues), Math.max(...nodeValues)];
  for (const n of nodes) {
    n.symbolSize = spread(n.value, nodeMin, nodeMax) * baseNodeSize * 2 + baseNodeSize * 0.5;
    n.showLabel = threshold ? n.value > threshold : true;
  }
  const edgeValues = edges.map((e) => e.value);
  const [edgeMin, edgeMax] = [Math.min(...edgeValues), Math.max(...edgeValues)];
  const selected = (filterState as { selectedValues?: unknown }).selectedValues;
  const layout = formData.layout === 'circular' ? 'circular' : 'force';
  return {
    nodes,
    edges: edges.map((e) => ({
      ...e,
      width: spread(e.value, edgeMin, edgeMax) * baseEdgeWidth * 2 || baseEdgeWidth * 0.5,
    })),
    categories: [...categories].map(([name, color]) => ({ name, color })),
    metricLabel,
    formatValue: valueFormatter(undefined, chartProps.datasource.columnFormats[metricLabel]),
    layout,
    roam: roam(formData.roam),
    draggable: formData.draggable === true,
    selectedMode: selectedMode(formData.selectedMode),
    edgeSymbol: edgeSymbols(formData.edgeSymbol),
    edgeSymbolSize: baseEdgeWidth * 2,
    force: {
      edgeLength: number(formData.edgeLength, 400),
      gravity: number(formData.gravity, 0.3),
      repulsion: number(formData.repulsion, 1000),
      friction: number(formData.friction, 0.2),
    },
    showLegend: formData.show_legend !== false,
    width: chartProps.width,
    height: chartProps.height,
    selectedValues: Array.isArray(selected) && selected.length ? selected.map(String) : null,
    sourceColumn: source,
    targetColumn: target,
    emitCrossFilters,
    hooks,
  };
}

/**
 * The cross-filter of a click on a node, as Superset's: the node's value on its column; a click on
 * a selected node takes it out of the selection (clearing the filter when nothing is left).
 */
export function graphNodeDataMask(node: GraphNode, selectedValues: readonly string[] | null): DataMask {
  const selected = selectedValues ?? [];
  const values = selected.includes(node.name) ? selected.filter((v) => v !== node.name) : [node.name];
  return values.length
    ? {
        extraFormData: { filters: [{ col: node.col, op: 'IN', val: values }] },
        filterState: { value: values, selectedValues: values },
      }
    : { extraFormData: {}, filterState: { value: null, selectedValues: null } };
}

/** The drill-to-detail filters of a right click: the node's value, or an edge's source and target. */
export function graphContextFilters(
  props: GraphProps,
  item: { id?: string; source?: string; target?: string },
): ExtraFilter[] {
  const byId = (id: string | undefined) => props.nodes.find((n) => n.id === id);
  if (item.source !== undefined && item.target !== undefined) {
    const [from, to] = [byId(item.source), byId(item.target)];
    return from && to
      ? [
          { col: props.sourceColumn, op: '==', val: from.name },
          { col: props.targetColumn, op: '==', val: to.name },
        ]
      : [];
  }
  const node = byId(item.id);
  return node ? [{ col: node.col, op: '==', val: node.name }] : [];
}

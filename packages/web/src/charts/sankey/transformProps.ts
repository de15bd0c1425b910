import { type ExtraFilter, formColumn, formColumnLabel } from '@tessera/core';
import { format as d3Format } from 'd3-format';
import { chartColors } from '../shared/colors';
import { getMetricLabel } from '../shared/metrics';
import { singleMetric } from '../shared/singleMetric';
import type { ChartProps } from '../types';

export interface SankeyLink {
  readonly source: string;
  readonly target: string;
  readonly value: number;
}

export interface SankeyProps {
  readonly nodes: readonly { readonly name: string; readonly color: string }[];
  readonly links: readonly SankeyLink[];
  /** A node's size: the larger of what flows into it and out of it. */
  readonly nodeValues: ReadonlyMap<string, number>;
  readonly metricLabel: string;
  readonly sourceColumn: string;
  readonly targetColumn: string;
  readonly onContextMenu: ChartProps['hooks']['onContextMenu'];
}

/** Superset's FLOAT_2_POINT and PERCENT_2_POINT, the sankey tooltip's formats. */
export const formatFlow = d3Format(',.2f');
export const formatShare = d3Format('.2%');

/**
 * A link that closes a loop, as Superset's legacy sankey finds it (depth first from each source in
 * the order met), or null for a flow without loops. ECharts cannot lay out a sankey with a loop.
 */
export function findCycle(links: readonly SankeyLink[]): [string, string] | null {
  const next = new Map<string, string[]>();
  for (const { source, target } of links) next.set(source, [...(next.get(source) ?? []), target]);
  const done = new Set<string>();
  const path = new Set<string>();
  const visit = (vertex: string): [string, string] | null => {
    path.add(vertex);
    for (const neighbour of next.get(vertex) ?? []) {
      if (path.has(neighbour)) return [vertex, neighbour];
      if (!done.has(neighbour)) {
        const cycle = visit(neighbour);
        if (cycle) return cycle;
      }
    }
    path.delete(vertex);
    done.add(vertex);
    return null;
  };
  for (const vertex of next.keys()) {
    if (done.has(vertex)) continue;
    const cycle = visit(vertex);
    if (cycle) return cycle;
  }
  return null;
}

/** Python's repr of a string, as Superset's message prints the link. */
function pythonRepr(text: string): string {
  const escaped = text.replace(/\\/g, '\\\\');
  if (text.includes("'") && !text.includes('"')) return `"${escaped}"`;
  return `'${escaped.replace(/'/g, "\\'")}'`;
}

/** Rows (source, target, metric) → Superset's sankey nodes and links; a loop is refused with Superset's message. */
export function transformSankeyProps({
  formData,
  queriesData,
  hooks,
  colorNamespace,
}: ChartProps): SankeyProps {
  const label = (name: string) => {
    const column = formColumn(formData[name]);
    return column ? formColumnLabel(column) : '';
  };
  const [sourceColumn, targetColumn] = [label('source'), label('target')];
  const metric = singleMetric(formData);
  const metricLabel = metric ? getMetricLabel(metric) : '';
  const links = (queriesData[0]?.data ?? []).map((row) => ({
    source: String(row[sourceColumn]),
    target: String(row[targetColumn]),
    value: Number(row[metricLabel]),
  }));
  const cycle = findCycle(links);
  if (cycle)
    throw new Error(
      `There's a loop in your Sankey, please provide a tree. Here's a faulty link: (${cycle.map(pythonRepr).join(', ')})`,
    );
  const names = [...new Set(links.flatMap((link) => [link.source, link.target]))];
  const colour = chartColors({ formData, colorNamespace }, names);
  const incoming = new Map<string, number>();
  const outgoing = new Map<string, number>();
  for (const { source, target, value } of links) {
    outgoing.set(source, (outgoing.get(source) ?? 0) + value);
    incoming.set(target, (incoming.get(target) ?? 0) + value);
  }
  return {
    nodes: names.map((name) => ({ name, color: colour(name) })),
    links,
    nodeValues: new Map(
      names.map((name) => [name, Math.max(incoming.get(name) ?? 0, outgoing.get(name) ?? 0)]),
    ),
    metricLabel,
    sourceColumn,
    targetColumn,
    onContextMenu: hooks.onContextMenu,
  };
}

/**
 * The drill-to-detail filters of a right click: a link's source and target; a node's value on the
 * one column it comes from (a value met as both source and target names no single column).
 */
export function sankeyContextFilters(
  props: SankeyProps,
  item: { name?: string; source?: string; target?: string },
): ExtraFilter[] {
  if (item.source !== undefined && item.target !== undefined)
    return [
      { col: props.sourceColumn, op: '==', val: item.source },
      { col: props.targetColumn, op: '==', val: item.target },
    ];
  const name = item.name;
  if (name === undefined) return [];
  const isSource = props.links.some((l) => l.source === name);
  const isTarget = props.links.some((l) => l.target === name);
  if (isSource === isTarget) return [];
  return [{ col: isSource ? props.sourceColumn : props.targetColumn, op: '==', val: name }];
}

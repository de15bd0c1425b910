// SankeyViz and DirectedForceViz: links between the values of two group-by columns, as
// `{source, target, value}` records. A Sankey must be acyclic: a loop is reported with one of
// its links, worded as Superset words it.
import { legacyDimensions } from '../base-query';
import { LegacyVizError } from '../errors';
import type { LegacyRow, LegacyViz } from '../types';
import { columnName, columnNames, numeric, pyRepr, pyStr, requireMetric, withSortByMetric } from './helpers';

/** A link of a cycle of the directed graph (SankeyViz.find_cycle's depth-first search), or null. */
export function findCycle(graph: ReadonlyMap<string, readonly string[]>): [string, string] | null {
  const path = new Set<string>();
  const visit = (vertex: string): [string, string] | null => {
    path.add(vertex);
    for (const neighbour of graph.get(vertex) ?? []) {
      if (path.has(neighbour) || visit(neighbour)) return [vertex, neighbour];
    }
    path.delete(vertex);
    return null;
  };
  for (const vertex of graph.keys()) {
    const cycle = visit(vertex);
    if (cycle) return cycle;
  }
  return null;
}

/** The rows as links, named positionally the way viz.py renames the three result columns. */
function links(rows: readonly LegacyRow[], names: readonly string[]) {
  const [source = '', target = '', value = ''] = names;
  return rows.map((row) => ({
    source: row[source] ?? null,
    target: row[target] ?? null,
    value: numeric(row[value]),
  }));
}

export const sankeyViz: LegacyViz = {
  id: 'sankey',
  name: 'Sankey',
  queryObject(base, formData) {
    if (legacyDimensions(formData).length !== 2) {
      throw new LegacyVizError('Pick exactly 2 columns as [Source / Target]');
    }
    const metric = requireMetric(formData, 'metric', 'Pick a metric!');
    return withSortByMetric({ ...base, metrics: [metric] }, formData);
  },
  getData({ rows, formData, metricLabels }) {
    const names = [...legacyDimensions(formData).map(columnName), metricLabels[0] ?? ''];
    // Superset casts both ends to text (astype(str)).
    const records = links(rows, names).map((link) => ({
      ...link,
      source: pyStr(link.source),
      target: pyStr(link.target),
    }));
    const hierarchy = new Map<string, string[]>();
    for (const { source, target } of records) {
      const targets = hierarchy.get(source) ?? [];
      if (!targets.includes(target)) targets.push(target);
      hierarchy.set(source, targets);
    }
    const cycle = findCycle(hierarchy);
    if (cycle) {
      throw new LegacyVizError(
        `There's a loop in your Sankey, please provide a tree. Here's a faulty link: (${pyRepr(cycle[0])}, ${pyRepr(cycle[1])})`,
      );
    }
    return records;
  },
};

export const directedForceViz: LegacyViz = {
  id: 'directed_force',
  name: 'Directed Force Layout',
  queryObject(base, formData) {
    if (columnNames(formData.groupby).length !== 2)
      throw new LegacyVizError("Pick exactly 2 columns to 'Group By'");
    const metric = requireMetric(formData, 'metric', 'Pick a metric!');
    return { ...base, metrics: [metric] };
  },
  getData: ({ rows, formData, metricLabels }) =>
    links(rows, [...legacyDimensions(formData).map(columnName), metricLabels[0] ?? '']),
};

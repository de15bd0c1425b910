// TreemapViz: per metric, a tree of the group-by levels, `{name, children}` down to
// `{name, value}` leaves.
import { LegacyVizError } from '../errors';
import type { LegacyRow, LegacyViz } from '../types';
import { columnNames, comparePython, numeric, withSortMetric } from './helpers';

export interface TreemapNode {
  readonly name: unknown;
  readonly value?: number | null;
  readonly children?: readonly TreemapNode[];
}

/**
 * TreemapViz._nest: the last level lists the rows in query order; the levels above list their
 * distinct values in sorted order (pandas' MultiIndex levels). Superset iterates the unpruned
 * levels of a sliced MultiIndex, which fails from three levels on; we list the present values.
 */
function nest(rows: readonly LegacyRow[], levels: readonly string[], metric: string): TreemapNode[] {
  const [level, ...rest] = levels;
  if (level === undefined) return [];
  if (rest.length === 0)
    return rows.map((row) => ({ name: row[level] ?? null, value: numeric(row[metric]) }));
  const names = [...new Set(rows.map((row) => row[level]).filter((v) => v != null))].sort(comparePython);
  return names.map((name) => ({
    name,
    children: nest(
      rows.filter((row) => row[level] === name),
      rest,
      metric,
    ),
  }));
}

export const treemapViz: LegacyViz = {
  id: 'treemap',
  name: 'Treemap',
  queryObject: (base, formData) => withSortMetric(base, formData),
  getData({ rows, colnames, formData }) {
    const groupby = columnNames(formData.groupby);
    if (groupby.length === 0) throw new LegacyVizError('Pick at least one field for [Group By]');
    // Every column left once the group-by columns become the index is a metric of its own.
    const metrics = colnames.filter((name) => !groupby.includes(name));
    return metrics.map((metric) => ({ name: metric, children: nest(rows, groupby, metric) }));
  },
};

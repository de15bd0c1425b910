// HeatmapViz: one metric over two dimensions; each cell carries its value, its position between
// the extremes (`perc`) and its percentile rank (`rank`), over the whole heatmap or per x / y.
import { legacyMetricLabel } from '../base-query';
import type { LegacyQuery, LegacyRow, LegacyViz } from '../types';
import {
  columnName,
  finiteOrNull,
  groupRows,
  numeric,
  pctRank,
  requireMetric,
  singleColumn,
  withSortByMetric,
} from './helpers';

interface Cell {
  readonly x: unknown;
  readonly y: unknown;
  readonly v: number | null;
  perc: number | null;
  rank: number | null;
}

const present = (values: readonly (number | null)[]) => values.filter((v): v is number => v !== null);
const extent = (values: readonly (number | null)[]): [number | null, number | null] => {
  const numbers = present(values);
  return numbers.length ? [Math.min(...numbers), Math.max(...numbers)] : [null, null];
};

/** `perc` and `rank` of a set of cells, relative to each other. */
function normalise(cells: readonly Cell[]): void {
  const values = cells.map((c) => c.v);
  const [min, max] = extent(values);
  const ranks = pctRank(values);
  cells.forEach((cell, i) => {
    cell.perc =
      cell.v === null || min === null || max === null ? null : finiteOrNull((cell.v - min) / (max - min));
    cell.rank = ranks[i] ?? null;
  });
}

export const heatmapViz: LegacyViz = {
  id: 'heatmap',
  name: 'Heatmap',
  queryObject(base, formData): LegacyQuery {
    const metric = requireMetric(formData, 'metric', 'Pick a metric!');
    const x = singleColumn(formData.all_columns_x);
    const y = singleColumn(formData.all_columns_y);
    const columns = [x, y].filter((c) => c !== null);
    // x == y groups by the one column (SQL would select it twice); getData copies it to both axes.
    const distinct = columns.filter(
      (c, i) => columns.findIndex((o) => columnName(o) === columnName(c)) === i,
    );
    return withSortByMetric({ ...base, columns: distinct, metrics: [metric] }, formData);
  },
  getData({ rows, formData, metricLabels }) {
    const x = columnName(singleColumn(formData.all_columns_x));
    const y = columnName(singleColumn(formData.all_columns_y));
    const v = metricLabels[0] ?? legacyMetricLabel(formData.metric);
    const cells: Cell[] = rows.map((row: LegacyRow) => ({
      x: row[x] ?? null,
      y: row[y] ?? null,
      v: numeric(row[v]),
      perc: null,
      rank: null,
    }));
    const [min, max] = extent(cells.map((c) => c.v));
    const norm = formData.normalize_across;
    const groups = norm === 'x' || norm === 'y' ? groupRows(cells, [norm]) : [];
    if (groups.length <= 1) normalise(cells);
    // Rows whose group key is missing fall out of pandas' groupby and keep NaN (null) values.
    else for (const group of groups) normalise(group.rows);
    return { records: cells, extents: [min, max] };
  },
};

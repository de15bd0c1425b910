// Shared pieces of the NVD3 / time-series legacy viz types: pandas' pivot_table as viz.py uses
// it (mean of each cell, keys without nulls, rows and columns that are all NaN dropped, columns
// sorted), Python's ordering and str() of labels, and the column names of form-data controls.
import { isMissing } from '../../postprocessing/frame';
import { toNumber } from '../../postprocessing/stats';
import { DTTM_ALIAS } from '../../query/types';
import { legacyMetricLabel } from '../base-query';
import type { LegacyRow } from '../types';

export { columnName, columnNames, comparePython, compareTuples, finiteOrNull } from '../columns';

import { compareTuples } from '../columns';

export { DTTM_ALIAS };

/** One column of a pivoted table: its label path (metric first, then the column keys' values). */
export interface PivotColumn {
  readonly path: readonly unknown[];
  readonly values: (number | null)[];
}

/** A pivoted table: index tuples (one per row), numeric columns; null is pandas' NaN. */
export interface PivotTable {
  readonly index: unknown[][];
  readonly columns: PivotColumn[];
}

/** The metric of the query whose label is `label`, or the label itself (a saved metric). */
export function metricByLabel(metrics: readonly unknown[], label: string): unknown {
  return metrics.find((m) => legacyMetricLabel(m) === label) ?? label;
}

/** A metric cell as a number (df_metrics_to_num: text that is not a number is NaN). */
export const cellNumber = (value: unknown): number | null => {
  const n = toNumber(value);
  return n !== null && Number.isFinite(n) ? n : null;
};

export interface PivotOptions {
  readonly index: readonly string[];
  readonly columns: readonly string[];
  readonly values: readonly string[];
  /** pivot_table's fill_value: replaces every NaN cell (and keeps all-NaN columns). */
  readonly fill?: number | null;
  /** pivot_table's dropna (default true): all-NaN rows of the aggregate and all-NaN columns go. */
  readonly dropna?: boolean;
  /** The cell aggregate: mean (pivot_table's default) or min (BigNumberViz). */
  readonly aggregate?: 'mean' | 'min';
}

interface Cell {
  readonly index: unknown[];
  readonly columns: unknown[];
  readonly values: number[][];
}

function aggregateCells(rows: readonly LegacyRow[], options: PivotOptions): Cell[] {
  const cells = new Map<string, Cell>();
  for (const row of rows) {
    const index = options.index.map((key) => row[key]);
    const columns = options.columns.map((key) => row[key]);
    // pandas' groupby leaves out rows whose keys are null.
    if ([...index, ...columns].some(isMissing)) continue;
    const key = JSON.stringify([index, columns]);
    let cell = cells.get(key);
    if (!cell) {
      cell = { index, columns, values: options.values.map(() => []) };
      cells.set(key, cell);
    }
    options.values.forEach((metric, m) => {
      const n = cellNumber(row[metric]);
      if (n !== null) cell.values[m]!.push(n);
    });
  }
  return [...cells.values()];
}

const reduceCell = (values: readonly number[], aggregate: 'mean' | 'min'): number | null => {
  if (values.length === 0) return null;
  if (aggregate === 'min') return Math.min(...values);
  return values.reduce((a, b) => a + b, 0) / values.length;
};

/** pandas' DataFrame.pivot_table(index, columns, values) as viz.py calls it. */
export function pivotTable(rows: readonly LegacyRow[], options: PivotOptions): PivotTable {
  const dropna = options.dropna ?? true;
  const aggregate = options.aggregate ?? 'mean';
  const cells = aggregateCells(rows, options)
    .map((cell) => ({ ...cell, result: cell.values.map((v) => reduceCell(v, aggregate)) }))
    .filter((cell) => !dropna || cell.result.some((v) => v !== null));
  const indexByKey = new Map<string, unknown[]>();
  const columnsByKey = new Map<string, unknown[]>();
  for (const cell of cells) {
    indexByKey.set(JSON.stringify(cell.index), cell.index);
    options.values.forEach((metric) => {
      const path = [metric, ...cell.columns];
      columnsByKey.set(JSON.stringify(path), path);
    });
  }
  const index = [...indexByKey.values()].sort(compareTuples);
  const paths = [...columnsByKey.values()].sort(compareTuples);
  const rowOf = new Map(index.map((tuple, i) => [JSON.stringify(tuple), i]));
  const colOf = new Map(paths.map((path, i) => [JSON.stringify(path), i]));
  const fill = options.fill ?? null;
  const columns: PivotColumn[] = paths.map((path) => ({ path, values: index.map(() => fill) }));
  for (const cell of cells) {
    const r = rowOf.get(JSON.stringify(cell.index))!;
    options.values.forEach((metric, m) => {
      const c = colOf.get(JSON.stringify([metric, ...cell.columns]))!;
      columns[c]!.values[r] = cell.result[m] ?? fill;
    });
  }
  return {
    index,
    columns: dropna ? columns.filter((column) => column.values.some((v) => v !== null)) : columns,
  };
}

// pandas' pivot_table(margins=True): per metric an "All" column (each row re-aggregated over
// every column value) after that metric's columns, and an "All" row (each column re-aggregated
// over every row) at the bottom. Margins aggregate the raw rows, not the table.
import { InvalidOptionsError } from './errors';
import { type Frame, isMissing, labelText, type Row } from './frame';
import { tupleId } from './groups';
import type { PivotSettings } from './pivot';

export interface PivotColumn {
  readonly tuple: readonly unknown[];
  readonly values: readonly unknown[];
}

export interface PivotTable {
  readonly rows: readonly (readonly unknown[])[];
  readonly columns: readonly PivotColumn[];
  /** Column-key tuples in order of first appearance in the data. */
  readonly observedColumns?: readonly (readonly unknown[])[];
}

export function addMargins(source: Frame, settings: PivotSettings, table: PivotTable): PivotTable {
  const { index, columns, metrics, marginsName, dropMissing } = settings;
  for (const rowKeys of table.rows) {
    if (rowKeys.some((key) => !isMissing(key) && labelText(key) === marginsName)) {
      throw new InvalidOptionsError('pivot', `Conflicting name "${marginsName}" in margins`);
    }
  }
  const used = [...index, ...columns, ...metrics.keys()];
  // With dropna, pandas computes margins over the rows that have every key and value.
  const data = dropMissing
    ? source.rows.filter((row) => used.every((key) => !isMissing(row[key])))
    : source.rows;
  const reduce = (metric: string, rows: readonly Row[]) =>
    metrics.get(metric)!(rows.map((row) => row[metric])) ?? null;
  const byKeys = (keys: readonly string[]) => {
    const groups = new Map<string, Row[]>();
    for (const row of data) {
      const id = tupleId(keys.map((key) => row[key]));
      const group = groups.get(id);
      if (group) group.push(row);
      else groups.set(id, [row]);
    }
    return groups;
  };
  const grand = new Map([...metrics.keys()].map((metric) => [metric, reduce(metric, data)]));
  const padding = (count: number) => Array.from({ length: count }, () => '');

  let laidOut: PivotColumn[] = [...table.columns];
  const allColumns = new Set<PivotColumn>();
  if (columns.length > 0) {
    const byRow = byKeys(index);
    laidOut = [];
    const metricOrder = [...new Set(table.columns.map((column) => column.tuple[0]))];
    for (const metric of metricOrder) {
      laidOut.push(...table.columns.filter((column) => column.tuple[0] === metric));
      const all: PivotColumn = {
        tuple: [metric, marginsName, ...padding(columns.length - 1)],
        values: table.rows.map((rowKeys) => reduce(String(metric), byRow.get(tupleId(rowKeys)) ?? [])),
      };
      allColumns.add(all);
      laidOut.push(all);
    }
  }
  const byColumn = columns.length > 0 ? byKeys(columns) : new Map<string, Row[]>();
  const marginRow = laidOut.map((column) => {
    const metric = String(column.tuple[0]);
    if (columns.length === 0 || allColumns.has(column)) return grand.get(metric) ?? null;
    const rows = byColumn.get(tupleId(column.tuple.slice(1)));
    return rows ? reduce(metric, rows) : null;
  });
  return {
    ...table,
    rows: [...table.rows, [marginsName, ...padding(index.length - 1)]],
    columns: laidOut.map((column, c) => ({ tuple: column.tuple, values: [...column.values, marginRow[c]] })),
  };
}

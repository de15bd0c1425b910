/**
 * Totals and subtotals as Superset's pivot_df inserts them: for each level of the labels, one
 * line per distinct prefix, aggregated over the leaf lines under that prefix and placed right
 * after them; level 0 is the grand total "Total (<aggfunc>)", deeper levels are "Subtotal", and
 * the remaining levels of the label are "".
 */
import type { AggregateFunction } from './aggregators';
import type { PivotCell, PivotColumn, PivotFrame, PivotKey } from './types';

export const SUBTOTAL_LABEL = 'Subtotal';

/** Superset's `__("Total (%(aggfunc)s)")`. */
export const totalLabel = (aggregateFunction: string) => `Total (${aggregateFunction})`;

const startsWith = (key: PivotKey, prefix: PivotKey) => prefix.every((value, i) => key[i] === value);

/** Inserts total lines among `lines` (columns of a frame, or its rows once transposed). */
export function insertTotalLines(
  lines: readonly PivotColumn[],
  aggregate: AggregateFunction,
  grandTotal: string,
): PivotColumn[] {
  const leaves = [...lines];
  const out = [...lines];
  const nlevels = leaves[0]?.key.length ?? 0;
  const width = leaves[0]?.values.length ?? 0;
  for (let level = 0; level < nlevels; level++) {
    const prefixes = new Map<string, PivotKey>();
    for (const leaf of leaves) {
      const prefix = leaf.key.slice(0, level);
      prefixes.set(JSON.stringify(prefix), prefix);
    }
    for (const prefix of prefixes.values()) {
      const members = leaves.filter((leaf) => startsWith(leaf.key, prefix));
      const values: PivotCell[] = [];
      for (let i = 0; i < width; i++) values.push(aggregate.total(members.map((m) => m.values[i] ?? null)));
      const key = [
        ...prefix,
        level === 0 ? grandTotal : SUBTOTAL_LABEL,
        ...Array(nlevels - level - 1).fill(''),
      ];
      const keepsDtype = aggregate.totalKeepsDtype ?? aggregate.keepsDtype;
      const float = aggregate.alwaysFloat || (keepsDtype && members.some((m) => m.float));
      const last = out.findLastIndex((line) => startsWith(line.key, prefix));
      out.splice(last + 1, 0, { key, values, float });
    }
  }
  return out;
}

/**
 * Rows become columns and columns rows. pandas' `.T` gives every column the common dtype, so one
 * float column makes them all float.
 */
export function transposeFrame(frame: PivotFrame): PivotFrame {
  const float = frame.columns.some((c) => c.float);
  return {
    index: frame.columns.map((c) => c.key),
    columns: frame.index.map((key, row) => ({
      key,
      values: frame.columns.map((c) => c.values[row] ?? null),
      float,
    })),
    indexLevels: frame.columnLevels,
    columnLevels: frame.indexLevels,
  };
}

/** A total column per level of the column labels (Superset's `rowTotals`: totals of each row). */
export function withRowTotals(
  frame: PivotFrame,
  aggregate: AggregateFunction,
  grandTotal: string,
): PivotFrame {
  return { ...frame, columns: insertTotalLines(frame.columns, aggregate, grandTotal) };
}

/** A total row per level of the row labels (Superset's `colTotals`: totals of each column). */
export function withColumnTotals(
  frame: PivotFrame,
  aggregate: AggregateFunction,
  grandTotal: string,
): PivotFrame {
  const rows = transposeFrame(frame);
  const totalled = transposeFrame({
    ...rows,
    columns: insertTotalLines(rows.columns, aggregate, grandTotal),
  });
  // Concatenating the total rows upcasts every column to their common dtype.
  const float =
    frame.columns.some((c) => c.float) || totalled.columns.some((c) => c.float) || aggregate.alwaysFloat;
  return { ...totalled, columns: totalled.columns.map((c) => ({ ...c, float })) };
}

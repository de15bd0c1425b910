// Grouping rows by key columns the way pandas' groupby does: keys sorted, rows with a missing
// key dropped unless asked to keep them (dropna=False).
import { compareCells } from './aggregators';
import { type Frame, isMissing } from './frame';

export interface Group {
  readonly keys: readonly unknown[];
  /** Positions of the group's rows in the frame, in frame order. */
  readonly rows: readonly number[];
}

/** A string that identifies a tuple of cells (type-aware, so 1 and "1" differ). */
export function tupleId(cells: readonly unknown[]): string {
  return cells.map((cell) => (isMissing(cell) ? '\u0001' : `${typeof cell}:${String(cell)}`)).join('\u0000');
}

export const compareTuples = (a: readonly unknown[], b: readonly unknown[]): number => {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const order = compareCells(a[i], b[i]);
    if (order !== 0) return order;
  }
  return 0;
};

export function groupRows(
  frame: Frame,
  keyColumns: readonly string[],
  { dropMissing = true, sort = true }: { dropMissing?: boolean; sort?: boolean } = {},
): Group[] {
  const groups = new Map<string, { keys: unknown[]; rows: number[] }>();
  frame.rows.forEach((row, i) => {
    const keys = keyColumns.map((column) => (isMissing(row[column]) ? null : row[column]));
    if (dropMissing && keys.some((key) => key === null)) return;
    const id = tupleId(keys);
    const group = groups.get(id);
    if (group) group.rows.push(i);
    else groups.set(id, { keys, rows: [i] });
  });
  const list = [...groups.values()];
  return sort ? list.sort((a, b) => compareTuples(a.keys, b.keys)) : list;
}

// Pieces every legacy viz group needs: the names of column controls (Superset's
// get_column_name), Python's ordering of group keys, and numbers as Superset's JSON writes them.
import { labelText } from '../postprocessing/frame';
import { asList, isRecord } from './base-query';

/** Superset's get_column_name: a physical column's name, an adhoc column's label or SQL. */
export function columnName(column: unknown): string {
  if (typeof column === 'string') return column;
  if (isRecord(column)) {
    if (typeof column.label === 'string' && column.label) return column.label;
    if (typeof column.sqlExpression === 'string') return column.sqlExpression;
  }
  return String(column ?? '');
}

/** get_column_names of a control holding one column or a list of them, empty entries dropped. */
export const columnNames = (value: unknown): string[] =>
  asList(value)
    .filter((c) => c != null && c !== '')
    .map(columnName);

/** Python's ordering of two scalar labels (numbers before text, where Python would refuse). */
export function comparePython(a: unknown, b: unknown): number {
  const na = typeof a === 'number' || typeof a === 'boolean' ? Number(a) : null;
  const nb = typeof b === 'number' || typeof b === 'boolean' ? Number(b) : null;
  if (na !== null && nb !== null) return na - nb;
  if (na !== null) return -1;
  if (nb !== null) return 1;
  const sa = labelText(a);
  const sb = labelText(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

/** Python's ordering of tuples: element by element, a prefix first. */
export function compareTuples(a: readonly unknown[], b: readonly unknown[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i += 1) {
    const c = comparePython(a[i], b[i]);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

/** A number as Superset's JSON writes it (simplejson ignore_nan): NaN and ±Infinity become null. */
export const finiteOrNull = (value: number | null | undefined): number | null =>
  value != null && Number.isFinite(value) ? value : null;

// Column fields of the graph-family charts (graph, tree, sankey, gantt): each names one column,
// saved as a column name or an adhoc SQL column.
import { getColumnLabel } from '../../query/labels';
import type { FormColumn } from '../../wire';

/** A saved column field as a query column, or null when it is unset. */
export function formColumn(value: unknown): FormColumn | null {
  if (typeof value === 'string') return value || null;
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as FormColumn;
  return null;
}

/** The column's label in the answer (its name, or an adhoc column's label). */
export function formColumnLabel(column: FormColumn): string {
  return getColumnLabel(column as Parameters<typeof getColumnLabel>[0]);
}

/** Set columns in order, each label once (Superset's buildQueryObject drops repeats). */
export function uniqueColumns(columns: readonly (FormColumn | null)[]): FormColumn[] {
  const seen = new Set<string>();
  const out: FormColumn[] = [];
  for (const column of columns) {
    if (!column) continue;
    const label = formColumnLabel(column);
    if (seen.has(label)) continue;
    seen.add(label);
    out.push(column);
  }
  return out;
}

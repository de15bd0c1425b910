/**
 * A column control's value, as Superset saves it: a dataset column's name (physical or
 * calculated) or an ad-hoc column `{sqlExpression, label, expressionType: 'SQL'}`. A dataset
 * column given its own label is saved as an ad-hoc column that references it
 * (`isColumnReference`), as Superset's DndColumnSelect does.
 */
import type { FormAdhocColumn } from '@tessera/core';
import type { DatasetColumn } from '../../api/exploreApi';

export type ColumnValue = string | FormAdhocColumn;

export type ColumnTab = 'SAVED' | 'SIMPLE' | 'SQL';

export function isAdhocColumnValue(value: unknown): value is FormAdhocColumn {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { sqlExpression?: unknown }).sqlExpression === 'string'
  );
}

/** Whether a dataset column is a calculated column (one with a SQL expression): the Saved tab's. */
export function isCalculated(column: DatasetColumn): boolean {
  return Boolean(column.expression?.trim());
}

/** The dataset column a value names: its name, or the column an ad-hoc reference points at. */
export function referencedColumnName(value: ColumnValue | null): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value;
  return value.isColumnReference ? value.sqlExpression : null;
}

/**
 * Superset's ColumnSelectPopover default tab: Custom SQL for an ad-hoc column, Saved for a
 * calculated column, Simple otherwise (a new column too).
 */
export function defaultColumnTab(value: ColumnValue | null, columns: readonly DatasetColumn[]): ColumnTab {
  const name = referencedColumnName(value);
  if (value !== null && name === null) return 'SQL';
  const column = name === null ? undefined : columns.find((c) => c.column_name === name);
  return column && isCalculated(column) ? 'SAVED' : 'SIMPLE';
}

/** What a pill shows: the label of an ad-hoc column, else the column's verbose name or name. */
export function columnValueLabel(value: ColumnValue, columns: readonly DatasetColumn[]): string {
  if (typeof value !== 'string') return value.label || value.sqlExpression;
  const column = columns.find((c) => c.column_name === value);
  return column?.verbose_name || value;
}

export function columnValueKey(value: ColumnValue): string {
  return typeof value === 'string' ? value : JSON.stringify([value.label, value.sqlExpression]);
}

/**
 * The value the popover saves: a dataset column by name (or, with its own label, an ad-hoc
 * reference to it), or an ad-hoc SQL column labelled with its label or else its expression.
 * Null while nothing valid is chosen (Save stays disabled).
 */
export function buildColumnValue(
  tab: ColumnTab,
  choice: { readonly saved?: string; readonly simple?: string; readonly sql: string; readonly label: string },
): ColumnValue | null {
  const label = choice.label.trim();
  if (tab === 'SQL') {
    const sql = choice.sql.trim();
    if (!sql) return null;
    return label
      ? { sqlExpression: sql, label, expressionType: 'SQL', hasCustomLabel: true }
      : { sqlExpression: sql, label: sql, expressionType: 'SQL' };
  }
  const name = tab === 'SAVED' ? choice.saved : choice.simple;
  if (!name) return null;
  if (!label || label === name) return name;
  return { sqlExpression: name, label, expressionType: 'SQL', hasCustomLabel: true, isColumnReference: true };
}

/** Two values are the same choice (Save waits for a change to an existing column). */
export function sameColumnValue(a: ColumnValue | null, b: ColumnValue | null): boolean {
  if (a === null || b === null) return a === b;
  return columnValueKey(a) === columnValueKey(b);
}

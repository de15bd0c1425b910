/**
 * The table's pure row logic: sorting, searching, paging, and the data masks of its clicks (cross-
 * filter by a dimension cell, as Superset's table) and of its own state (server pagination).
 */
import type { DataMask, ExtraFilter, TableOwnState } from '@tessera/core';
import type { TableColumn } from './transformProps';

export interface SortBy {
  readonly key: string;
  readonly desc: boolean;
}

type Row = Readonly<Record<string, unknown>>;

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  // Missing values sort first ascending (last descending), as react-table's basic sort.
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const x = String(a).toLowerCase();
  const y = String(b).toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Row indexes in the order of `sortBy` (stable), or as they came. */
export function sortedOrder(
  rows: readonly Row[],
  sortBy: SortBy | null,
  indexes?: readonly number[],
): number[] {
  const order = indexes ? [...indexes] : rows.map((_, index) => index);
  if (!sortBy) return order;
  const { key, desc } = sortBy;
  const sign = desc ? -1 : 1;
  return order.sort((i, j) => sign * compareValues(rows[i]?.[key], rows[j]?.[key]) || i - j);
}

/**
 * Indexes of the rows that contain `text` in any column (case-insensitive): the values as they
 * are, times as shown.
 */
export function searchRows(rows: readonly Row[], columns: readonly TableColumn[], text: string): number[] {
  const needle = text.trim().toLowerCase();
  const all = rows.map((_, index) => index);
  if (!needle) return all;
  const textOf = columns.map((column) =>
    column.kind === 'time'
      ? (value: unknown) => column.format(value)
      : (value: unknown) => (value === null || value === undefined ? '' : String(value)),
  );
  return all.filter((index) => {
    const row = rows[index]!;
    return columns.some((column, c) => textOf[c]!(row[column.key]).toLowerCase().includes(needle));
  });
}

/** The next sort after a header click: first direction, the other, then none. */
export function nextSort(current: SortBy | null, column: TableColumn, descFirst: boolean): SortBy | null {
  const first = descFirst && (column.isMetric || column.isPercentMetric);
  if (current?.key !== column.key) return { key: column.key, desc: first };
  if (current.desc === first) return { key: column.key, desc: !first };
  return null;
}

export function ariaSort(sortBy: SortBy | null, key: string): 'ascending' | 'descending' | 'none' {
  if (sortBy?.key !== key) return 'none';
  return sortBy.desc ? 'descending' : 'ascending';
}

/** Whether a value is in the chart's own cross-filter selection. */
export function isSelected(
  selected: Readonly<Record<string, readonly unknown[]>> | null,
  key: string,
  value: unknown,
): boolean {
  return !!selected?.[key]?.includes(value);
}

/**
 * Superset's table cross-filter: a click on a dimension cell filters the dashboard by that value
 * (IN, with the time grain for a bucketed time column); a click on the selected cell clears it.
 */
export function cellCrossFilterMask(
  selected: Readonly<Record<string, readonly unknown[]>> | null,
  column: TableColumn,
  value: unknown,
  timeGrain?: string,
): DataMask {
  if (isSelected(selected, column.key, value)) {
    return { extraFormData: { filters: [] }, filterState: { label: '', value: null, filters: null } };
  }
  const filter: ExtraFilter =
    value === null || value === undefined
      ? { col: column.key, op: 'IS NULL' }
      : {
          col: column.key,
          op: 'IN',
          val: [value],
          ...(column.kind === 'time' && timeGrain ? { grain: timeGrain } : {}),
        };
  return {
    extraFormData: { filters: [filter] },
    filterState: {
      label: column.format(value),
      value: [[value]],
      filters: { [column.key]: [value] },
    },
  };
}

/** The row's dimensions as drill-to-detail filters (`==`, IS NULL for a missing value). */
export function rowDrillFilters(row: Row, columns: readonly TableColumn[]): ExtraFilter[] {
  return columns
    .filter((column) => column.isDimension)
    .map((column) => {
      const value = row[column.key];
      return value === null || value === undefined
        ? { col: column.key, op: 'IS NULL', formattedVal: 'N/A' }
        : { col: column.key, op: '==', val: value, formattedVal: column.format(value) };
    });
}

/** The own-state mask of a server-paginated table after a change of page, size, sort or search. */
export function ownStateMask(current: TableOwnState, change: Partial<TableOwnState>): DataMask {
  return { ownState: { ...current, ...change } as Record<string, unknown> };
}

/** Page numbers to show around the current one (0-based), with null for a gap, as Superset's pager. */
export function pageItems(current: number, count: number): (number | null)[] {
  if (count <= 7) return Array.from({ length: count }, (_, i) => i);
  const items = new Set([0, count - 1, current - 1, current, current + 1].filter((p) => p >= 0 && p < count));
  const sorted = [...items].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((page, i) => {
    if (i > 0 && page - sorted[i - 1]! > 1) out.push(null);
    out.push(page);
  });
  return out;
}

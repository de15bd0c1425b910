/**
 * The pivot table as a grid the component can virtualise: leaf columns (cells, subtotals, the
 * total) with their widths and offsets, body rows (cells, subtotals; collapsed groups left out),
 * the header cells of each header level, and what each row-header cell shows. Pure.
 */
import type { PivotTableKey } from '@tessera/core';

export type LineKind = 'cell' | 'subtotal' | 'total';

export interface GridColumn {
  readonly key: PivotTableKey;
  readonly kind: LineKind;
  readonly width: number;
}

export interface GridRow {
  readonly key: PivotTableKey;
  readonly kind: LineKind;
}

/** A column header: the leaf columns it spans, the header levels it covers, what it says. */
export interface HeaderCell {
  readonly first: number;
  readonly last: number;
  readonly level: number;
  readonly levels: number;
  readonly kind: LineKind;
  readonly label: string;
  /** The attribute and value a click filters by (null for metric, subtotal and total headers). */
  readonly attr: string | null;
  readonly value: unknown;
}

export const ROW_HEIGHT = 28;
const CHAR_WIDTH = 7.6;
const PADDING = 18;
const MIN_WIDTH = 56;
const MAX_WIDTH = 280;

export function textWidth(text: string, extra = 0): number {
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.ceil(text.length * CHAR_WIDTH + PADDING + extra)));
}

const SEPARATOR = '\u0000';
export const flatKey = (key: PivotTableKey) =>
  key.map((v) => (v === null ? '\u0001' : String(v))).join(SEPARATOR);

/** Row keys minus the members of collapsed groups (a collapsed group keeps its subtotal row). */
export function visibleRowKeys(
  keys: readonly PivotTableKey[],
  collapsed: ReadonlySet<string>,
): PivotTableKey[] {
  if (collapsed.size === 0) return [...keys];
  return keys.filter((key) => {
    for (let i = 1; i < key.length; i += 1) if (collapsed.has(flatKey(key.slice(0, i)))) return false;
    return true;
  });
}

/** Whether row `i` starts a new group at `level` (its header shows there, with a rule above). */
export function startsGroup(rows: readonly GridRow[], i: number, level: number): boolean {
  const row = rows[i];
  const previous = rows[i - 1];
  if (!row || !previous || previous.kind === 'total' || row.kind === 'total') return true;
  if (previous.key.length <= level || row.key.length <= level) return true;
  for (let k = 0; k <= level; k += 1) if (previous.key[k] !== row.key[k]) return true;
  return false;
}

export interface HeaderOptions {
  readonly cols: readonly string[];
  /** The header levels below the column attributes (1 for the row attributes' names, else 0). */
  readonly extraLevels: number;
  readonly totalLabel: string;
  readonly subtotalLabel: string;
  readonly label: (attr: string, value: unknown) => string;
  readonly filterable: (attr: string) => boolean;
}

/**
 * Column headers, level by level: a run of leaf columns sharing a prefix makes one header; a
 * subtotal column's "Subtotal" and the total column's label reach down through the levels below.
 */
export function columnHeaders(columns: readonly GridColumn[], options: HeaderOptions): HeaderCell[] {
  const { cols } = options;
  const depth = cols.length + options.extraLevels;
  const cells: HeaderCell[] = [];
  for (let level = 0; level < cols.length; level += 1) {
    let i = 0;
    while (i < columns.length) {
      const column = columns[i] as GridColumn;
      if (column.kind === 'total') {
        if (level === 0)
          cells.push({
            first: i,
            last: i,
            level: 0,
            levels: depth,
            kind: 'total',
            label: options.totalLabel,
            attr: null,
            value: null,
          });
        i += 1;
        continue;
      }
      if (column.key.length < level) {
        i += 1;
        continue;
      }
      if (column.key.length === level) {
        cells.push({
          first: i,
          last: i,
          level,
          levels: depth - level,
          kind: 'subtotal',
          label: options.subtotalLabel,
          attr: null,
          value: null,
        });
        i += 1;
        continue;
      }
      let last = i;
      while (last + 1 < columns.length && sharesPrefix(columns[last + 1] as GridColumn, column, level))
        last += 1;
      const attr = cols[level] as string;
      const value = column.key[level];
      cells.push({
        first: i,
        last,
        level,
        levels: 1,
        kind: 'cell',
        label: options.label(attr, value),
        attr: options.filterable(attr) ? attr : null,
        value,
      });
      i = last + 1;
    }
  }
  if (cols.length === 0) {
    columns.forEach((column, i) => {
      if (column.kind === 'total')
        cells.push({
          first: i,
          last: i,
          level: 0,
          levels: depth,
          kind: 'total',
          label: options.totalLabel,
          attr: null,
          value: null,
        });
    });
  }
  return cells;
}

function sharesPrefix(column: GridColumn, start: GridColumn, level: number): boolean {
  if (column.kind === 'total' || column.key.length <= level) return false;
  for (let k = 0; k <= level; k += 1) if (column.key[k] !== start.key[k]) return false;
  return true;
}

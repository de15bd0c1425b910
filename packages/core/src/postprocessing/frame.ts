// The frame every post-processing operation takes and returns: row-oriented (the shape the
// connectors return and the API answers with), plus the two pandas ideas the operations need —
// index columns and multi-level column labels.
import { DuplicateColumnError } from './errors';

export type Row = Readonly<Record<string, unknown>>;

/** What a column holds; temporal values are epoch milliseconds, so they must be declared. */
export type FrameColumnKind = 'numeric' | 'string' | 'temporal' | 'boolean';

export interface Frame {
  /** Every column in order, index columns first. Keys of `rows`. */
  readonly columns: readonly string[];
  readonly rows: readonly Row[];
  /** Columns that form pandas' row index (e.g. the x-axis after `pivot`); `flatten` clears it. */
  readonly index?: readonly string[];
  /**
   * Multi-level labels of data columns, e.g. `["SUM(sales)", "Small"]` after a pivot. The key of
   * such a column is always its flattened name (`flatColumnName`), so rows read well before `flatten`.
   */
  readonly levels?: Readonly<Record<string, readonly unknown[]>>;
  /** Names of the column levels (pivot: `[null, ...columns]`), for `flatten`'s drop_levels by name. */
  readonly levelNames?: readonly (string | null)[];
  /** Declared kinds (from the engine's coltypes); undeclared columns are inferred from values. */
  readonly kinds?: Readonly<Record<string, FrameColumnKind>>;
}

export const FLAT_COLUMN_SEPARATOR = ', ';
export const TIME_COMPARISON = '__';
export const NULL_STRING = '<NULL>';

export const isMissing = (value: unknown): value is null | undefined =>
  value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value));

/** A label as Python's `str()` prints it (booleans are `True`/`False`). */
export function labelText(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'string') return value;
  return String(value);
}

/** Superset's escape_separator: a comma inside a label is written `\,`. */
export const escapeSeparator = (text: string): string => text.replaceAll(',', '\\,');
export const unescapeSeparator = (text: string): string => text.replaceAll('\\,', ',');

/** The flattened name of a multi-level label: missing cells skipped, the rest escaped and joined. */
export function flatColumnName(levels: readonly unknown[]): string {
  return levels
    .filter((cell) => !isMissing(cell))
    .map((cell) => escapeSeparator(labelText(cell)))
    .join(FLAT_COLUMN_SEPARATOR);
}

export function frameOf(columns: readonly string[], rows: readonly Row[], extra: Partial<Frame> = {}): Frame {
  return { ...extra, columns, rows };
}

export const indexColumns = (frame: Frame): readonly string[] => frame.index ?? [];

/** The data columns: every column that is not part of the index. */
export function dataColumns(frame: Frame): string[] {
  const index = new Set(indexColumns(frame));
  return frame.columns.filter((column) => !index.has(column));
}

export const levelsOf = (frame: Frame, key: string): readonly unknown[] | undefined => frame.levels?.[key];

/** Values of one column, top to bottom. */
export const columnValues = (frame: Frame, key: string): unknown[] => frame.rows.map((row) => row[key]);

/**
 * The columns a user-given name designates: the column of that name, or — on multi-level
 * columns — every column whose first level is that name (how pandas selects `df[metric]`).
 */
export function resolveColumn(frame: Frame, name: string): string[] {
  const matches: string[] = [];
  for (const key of dataColumns(frame)) {
    const levels = levelsOf(frame, key);
    if (levels ? levels.length > 0 && labelText(levels[0]) === name : key === name) matches.push(key);
  }
  return matches;
}

/** Key and levels of the column a `{src: dst}` mapping writes for source column `key`. */
export function targetColumn(frame: Frame, key: string, dst: string): { key: string; levels?: unknown[] } {
  const levels = levelsOf(frame, key);
  if (!levels) return { key: dst };
  const next = [dst, ...levels.slice(1)];
  return { key: flatColumnName(next), levels: next };
}

export interface ColumnAssignment {
  readonly key: string;
  readonly values: readonly unknown[];
  readonly levels?: readonly unknown[];
  readonly kind?: FrameColumnKind;
}

/**
 * A new frame with the given columns written: an existing key is overwritten in place, a new
 * key is appended at the end (pandas' `assign`/`concat` behaviour).
 */
export function assignColumns(frame: Frame, assignments: readonly ColumnAssignment[]): Frame {
  if (assignments.length === 0) return frame;
  const columns = [...frame.columns];
  const known = new Set(columns);
  const levels: Record<string, readonly unknown[]> = { ...frame.levels };
  const kinds: Record<string, FrameColumnKind> = { ...frame.kinds };
  for (const { key, levels: columnLevels, kind } of assignments) {
    if (!known.has(key)) {
      columns.push(key);
      known.add(key);
    }
    if (columnLevels) levels[key] = columnLevels;
    else delete levels[key];
    if (kind) kinds[key] = kind;
    else delete kinds[key];
  }
  const rows = frame.rows.map((row, i) => {
    const next: Record<string, unknown> = { ...row };
    for (const { key, values } of assignments) next[key] = values[i] ?? null;
    return next;
  });
  return withMeta({ ...frame, columns, rows }, levels, kinds);
}

/** A new frame keeping only `keep` (in that order), index columns always kept first. */
export function projectColumns(frame: Frame, keep: readonly string[]): Frame {
  const index = indexColumns(frame);
  const columns = [...index, ...keep.filter((key) => !index.includes(key))];
  const rows = frame.rows.map((row) => {
    const next: Record<string, unknown> = {};
    for (const key of columns) next[key] = row[key] ?? null;
    return next;
  });
  return withMeta({ ...frame, columns, rows }, pick(frame.levels, columns), pick(frame.kinds, columns));
}

/** A new frame with columns renamed through `rename(key)` (levels recomputed by the caller). */
export function renameColumns(
  operation: string,
  frame: Frame,
  renames: ReadonlyMap<string, { key: string; levels?: readonly unknown[] }>,
): Frame {
  if (renames.size === 0) return frame;
  const newKey = (key: string) => renames.get(key)?.key ?? key;
  const columns = frame.columns.map(newKey);
  const seen = new Set<string>();
  for (const key of columns) {
    if (seen.has(key)) throw new DuplicateColumnError(operation, key);
    seen.add(key);
  }
  const levels: Record<string, readonly unknown[]> = {};
  const kinds: Record<string, FrameColumnKind> = {};
  for (const key of frame.columns) {
    const target = renames.get(key);
    const columnLevels = target ? target.levels : frame.levels?.[key];
    if (columnLevels) levels[newKey(key)] = columnLevels;
    const kind = frame.kinds?.[key];
    if (kind) kinds[newKey(key)] = kind;
  }
  const rows = frame.rows.map((row) => {
    const next: Record<string, unknown> = {};
    for (const key of frame.columns) next[newKey(key)] = row[key] ?? null;
    return next;
  });
  const index = frame.index?.map(newKey);
  return withMeta({ ...frame, columns, rows, ...(index ? { index } : {}) }, levels, kinds);
}

/** The kind of a column: declared, else inferred (all-missing columns count as numeric, like pandas). */
export function columnKind(frame: Frame, key: string): FrameColumnKind {
  const declared = frame.kinds?.[key];
  if (declared) return declared;
  let kind: FrameColumnKind = 'numeric';
  for (const row of frame.rows) {
    const value = row[key];
    if (isMissing(value)) continue;
    if (typeof value === 'number' || typeof value === 'bigint') continue;
    if (typeof value === 'boolean') kind = 'boolean';
    else if (value instanceof Date) return 'temporal';
    else return 'string';
  }
  return kind;
}

function withMeta(
  frame: Frame,
  levels: Record<string, readonly unknown[]> | undefined,
  kinds: Record<string, FrameColumnKind> | undefined,
): Frame {
  const { levels: _oldLevels, kinds: _oldKinds, ...rest } = frame;
  return {
    ...rest,
    ...(levels && Object.keys(levels).length > 0 ? { levels } : {}),
    ...(kinds && Object.keys(kinds).length > 0 ? { kinds } : {}),
  };
}

function pick<T>(record: Readonly<Record<string, T>> | undefined, keys: readonly string[]) {
  if (!record) return undefined;
  const out: Record<string, T> = {};
  for (const key of keys) {
    const value = record[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}

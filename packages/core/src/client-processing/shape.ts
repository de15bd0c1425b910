/**
 * A processed frame in the shapes Superset's apply_client_processing answers:
 * - JSON: `colnames` and `indexnames` are the label tuples (arrays), `data` is pandas'
 *   `to_dict()`: `{flattened column: {flattened row: value}}`, NaN and ±inf as null;
 * - CSV: one header line of flattened column names after an empty cell, then per row its
 *   flattened label and its cells, floats by Python's repr (`to_csv` with the index).
 */
import { csvCellText, flattenKey, labelText } from './labels';
import type { LevelKind, PivotCell, PivotFrame, PivotKey, PivotLabel } from './types';

const NUMERIC = 0;
const STRING = 1;
const BOOLEAN = 3;

export interface JsonShape {
  readonly colnames: unknown[];
  readonly indexnames: unknown[];
  readonly coltypes: number[];
  readonly rowcount: number;
  readonly data: Record<string, Record<string, unknown>>;
}

/** A CSV-ready table: the first column (named "") holds the row labels. */
export interface TabularShape {
  readonly colnames: string[];
  readonly coltypes: number[];
  readonly data: Record<string, unknown>[];
}

/**
 * A label tuple as JSON: a single level went through `str()` (pandas made it an Index of text);
 * several levels keep their values (a timestamp stays epoch milliseconds); NaN is null.
 */
function jsonKey(key: PivotKey, levels: readonly LevelKind[]): PivotLabel[] {
  if (key.length === 1) return [key[0] === null ? null : labelText(key[0] ?? null, levels[0])];
  return [...key];
}

const jsonCell = (value: PivotCell) => (typeof value === 'number' && !Number.isFinite(value) ? null : value);

/** Superset's extract_dataframe_dtypes over a pivoted column. */
function coltypeOf(values: readonly PivotCell[]): number {
  if (values.some((v) => typeof v === 'string')) return STRING;
  if (
    values.length > 0 &&
    values.every((v) => typeof v === 'boolean' || v === null) &&
    values.some((v) => v !== null)
  )
    return BOOLEAN;
  return NUMERIC;
}

export function pivotToJson(frame: PivotFrame): JsonShape {
  const rowLabels = frame.index.map((key) => flattenKey(key, frame.indexLevels));
  const data: Record<string, Record<string, unknown>> = {};
  for (const column of frame.columns) {
    const cells: Record<string, unknown> = {};
    rowLabels.forEach((label, r) => {
      cells[label] = jsonCell(column.values[r] ?? null);
    });
    data[flattenKey(column.key, frame.columnLevels)] = cells;
  }
  return {
    colnames: frame.columns.map((c) => jsonKey(c.key, frame.columnLevels)),
    indexnames: frame.index.map((key) => jsonKey(key, frame.indexLevels)),
    coltypes: frame.columns.map((c) => coltypeOf(c.values)),
    rowcount: frame.index.length,
    data,
  };
}

/**
 * The frame as a table for the CSV writer. With `render`, cells are already the text pandas
 * writes ("5.0" in a float column, "inf"); without, numbers stay numbers.
 */
export function pivotToTable(frame: PivotFrame, render = true): TabularShape {
  const names = frame.columns.map((c) => flattenKey(c.key, frame.columnLevels));
  const data = frame.index.map((key, r) => {
    const row: Record<string, unknown> = { '': flattenKey(key, frame.indexLevels) };
    frame.columns.forEach((column, c) => {
      const value = column.values[r] ?? null;
      row[names[c]!] = render ? csvCellText(value, column.float) : jsonCell(value);
    });
    return row;
  });
  return {
    colnames: ['', ...names],
    coltypes: [STRING, ...frame.columns.map((c) => coltypeOf(c.values))],
    data,
  };
}

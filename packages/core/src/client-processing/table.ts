/**
 * Superset's `table` post-processor: each column named in `column_config` with a
 * `d3NumberFormat` is formatted with Python's `"{:<format>}".format`; when any value of the column
 * cannot take the format (an int format on floats, a d3-only format like "$,.2f" or ".3s"), the
 * column is left as it was. Formatted columns hold text, so their coltype becomes STRING.
 */
import { PythonFormatError, type PythonValue, pythonFormat } from './python-format';
import type { RecordFrame } from './types';

const STRING = 1;
const TEMPORAL = 2;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The column's values as pandas types them: int64 only without nulls or fractions. */
function pythonValues(values: readonly unknown[]): PythonValue[] | null {
  if (values.some((v) => typeof v === 'string')) {
    if (!values.every((v) => typeof v === 'string')) return null;
    return values.map((v) => ({ type: 'str', value: v as string }));
  }
  if (!values.every((v) => typeof v === 'number' || typeof v === 'boolean' || v === null || v === undefined))
    return null;
  const numbers = values.map((v) =>
    typeof v === 'boolean' ? Number(v) : typeof v === 'number' ? v : Number.NaN,
  );
  if (numbers.length > 0 && numbers.every((n) => Number.isNaN(n))) return null;
  const type = numbers.every((n) => Number.isInteger(n)) ? 'int' : 'float';
  return numbers.map((value) => ({ type, value }));
}

function formatColumn(values: readonly unknown[], spec: string): string[] | null {
  const typed = pythonValues(values);
  if (!typed) return null;
  try {
    return typed.map((value) => pythonFormat(value, spec));
  } catch (error) {
    // Superset's `except Exception: pass`: the whole column stays unformatted.
    if (error instanceof PythonFormatError) return null;
    throw error;
  }
}

/** The table as Superset exports it, `column_config` number formats applied. */
export function formatTableColumns(frame: RecordFrame, columnConfig: unknown): RecordFrame {
  if (!isRecord(columnConfig)) return frame;
  const formatted = new Map<string, string[]>();
  for (const [column, config] of Object.entries(columnConfig)) {
    const index = frame.colnames.indexOf(column);
    if (index < 0 || frame.coltypes[index] === TEMPORAL || !isRecord(config)) continue;
    if (typeof config.d3NumberFormat !== 'string') continue;
    const values = formatColumn(
      frame.data.map((row) => row[column]),
      config.d3NumberFormat,
    );
    if (values) formatted.set(column, values);
  }
  if (formatted.size === 0) return frame;
  return {
    colnames: frame.colnames,
    coltypes: frame.colnames.map((name, i) => (formatted.has(name) ? STRING : (frame.coltypes[i] ?? STRING))),
    data: frame.data.map((row, r) => {
      const out = { ...row };
      for (const [column, values] of formatted) out[column] = values[r];
      return out;
    }),
  };
}

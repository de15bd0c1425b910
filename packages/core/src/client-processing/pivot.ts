/**
 * Superset's `pivot_df` (charts/client_processing.py), the pivot a `pivot_table_v2` chart shows,
 * computed from the chart's query result: rows × columns × metrics under one aggregate function,
 * metrics combined or not, the "as Fraction of" functions, totals and subtotals, and the metrics
 * laid out on rows.
 */
import { type AggregateFunction, PIVOT_AGGREGATE_FUNCTIONS } from './aggregators';
import { labelText, pandasTimestampText } from './labels';
import { totalLabel, transposeFrame, withColumnTotals, withRowTotals } from './totals';
import {
  type LevelKind,
  type PivotCell,
  type PivotColumn,
  type PivotFrame,
  type PivotKey,
  type PivotLabel,
  type RecordFrame,
  TEXT_LEVEL,
} from './types';

export interface PivotOptions {
  /** Row dimensions, column dimensions and metrics: the result's (verbose) column names. */
  readonly rows: readonly string[];
  readonly columns: readonly string[];
  readonly metrics: readonly string[];
  /** A name of PIVOT_AGGREGATE_FUNCTIONS; default "Sum". */
  readonly aggregateFunction?: string;
  readonly transposePivot?: boolean;
  readonly combineMetric?: boolean;
  /** A total column (and subtotal columns) for each row. */
  readonly rowTotals?: boolean;
  /** A total row (and subtotal rows) for each column. */
  readonly colTotals?: boolean;
  /** `metricsLayout: "ROWS"`: the metric level moves to the row labels. */
  readonly metricsOnRows?: boolean;
  /** Temporal labels print as the CSV held them (dates alone at midnight), not as Timestamps. */
  readonly csvDates?: boolean;
}

const TEMPORAL = 2;
/** pandas fills nulls with this before pivoting, so a null group sorts as this text. */
const NULL_SORT_TEXT = 'SUPERSET_PANDAS_NAN';

const cellOf = (value: unknown): PivotCell =>
  value === undefined || value === null
    ? null
    : typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean'
      ? value
      : JSON.stringify(value);

/** pandas' sort of group keys: numbers before text, text by code point. */
function compareLabels(a: PivotLabel, b: PivotLabel): number {
  const x = a ?? NULL_SORT_TEXT;
  const y = b ?? NULL_SORT_TEXT;
  const rank = (v: PivotLabel) => (typeof v === 'string' ? 1 : 0);
  if (rank(x) !== rank(y)) return rank(x) - rank(y);
  if (typeof x === 'string' || typeof y === 'string') return x < y ? -1 : x > y ? 1 : 0;
  return Number(x) - Number(y);
}
const compareKeys = (a: PivotKey, b: PivotKey) => {
  for (let i = 0; i < a.length; i++) {
    const c = compareLabels(a[i] ?? null, b[i] ?? null);
    if (c !== 0) return c;
  }
  return 0;
};

function columnValues(frame: RecordFrame, name: string): PivotCell[] {
  return frame.data.map((row) => cellOf(row[name]));
}

/** A float64 column in pandas: a fraction somewhere, or a null (NaN) among integers. */
const isFloatColumn = (values: readonly PivotCell[]) =>
  values.some((v) => v === null || (typeof v === 'number' && !Number.isInteger(v)));

function dimensionLevel(frame: RecordFrame, name: string, csvDates: boolean): LevelKind {
  const values = columnValues(frame, name);
  const numbers = values.filter((v): v is number => typeof v === 'number');
  if (numbers.length === 0) return TEXT_LEVEL;
  if (frame.coltypes[frame.colnames.indexOf(name)] === TEMPORAL) {
    return { kind: 'temporal', dateOnly: csvDates && numbers.every((ms) => ms % 86_400_000 === 0) };
  }
  return isFloatColumn(values) ? { kind: 'float' } : { kind: 'int' };
}

function distinctKeys(frame: RecordFrame, names: readonly string[]): PivotKey[] {
  const seen = new Map<string, PivotKey>();
  for (const row of frame.data) {
    const key = names.map((n) => cellOf(row[n]));
    seen.set(JSON.stringify(key), key);
  }
  return [...seen.values()].sort(compareKeys);
}

interface Layout {
  readonly rows: readonly string[];
  readonly columns: readonly string[];
  readonly metrics: readonly string[];
  readonly combine: boolean;
  readonly grandTotal: string;
  readonly aggregate: AggregateFunction;
  readonly csvDates: boolean;
}

/** pandas' pivot_table (observed groups, sorted) with the metric level first or, combined, last. */
function pivotGroups(frame: RecordFrame, layout: Layout): PivotFrame {
  const { rows, columns, metrics, aggregate } = layout;
  const rowKeys = rows.length ? distinctKeys(frame, rows) : [[layout.grandTotal]];
  const colKeys = columns.length ? distinctKeys(frame, columns) : [[]];
  const rowAt = new Map(rowKeys.map((key, i) => [JSON.stringify(rows.length ? key : []), i]));
  const colAt = new Map(colKeys.map((key, i) => [JSON.stringify(key), i]));
  const cells = new Map<string, PivotCell[][]>();
  for (const record of frame.data) {
    const r = rowAt.get(JSON.stringify(rows.map((n) => cellOf(record[n]))));
    const c = colAt.get(JSON.stringify(columns.map((n) => cellOf(record[n]))));
    const at = `${r}|${c}`;
    const lists = cells.get(at) ?? metrics.map(() => []);
    for (const [i, m] of metrics.entries()) lists[i]!.push(cellOf(record[m]));
    cells.set(at, lists);
  }
  // A missing row × column pair makes the whole unstacked block float64 (NaN needs it).
  const anyMissing = cells.size < rowKeys.length * colKeys.length;
  const sourceFloat = metrics.map((m) => isFloatColumn(columnValues(frame, m)));
  const column = (metric: number, col: number, key: PivotKey): PivotColumn => ({
    key,
    values: rowKeys.map((_, r) => {
      const list = cells.get(`${r}|${col}`)?.[metric];
      return list ? aggregate.cell(list) : null;
    }),
    float: aggregate.alwaysFloat || (aggregate.keepsDtype && sourceFloat[metric] === true) || anyMissing,
  });
  const combined = layout.combine && columns.length > 0;
  const out: PivotColumn[] = combined
    ? colKeys.flatMap((colKey, c) => metrics.map((m, i) => column(i, c, [...colKey, m])))
    : metrics.flatMap((m, i) => colKeys.map((colKey, c) => column(i, c, [m, ...colKey])));
  const dims = (names: readonly string[]) => names.map((n) => dimensionLevel(frame, n, layout.csvDates));
  return {
    index: rowKeys,
    columns: out,
    indexLevels: rows.length ? dims(rows) : [TEXT_LEVEL],
    columnLevels: combined ? [...dims(columns), TEXT_LEVEL] : [TEXT_LEVEL, ...dims(columns)],
  };
}

/** Without rows or columns the result's own row is shown, labelled with the total's name. */
function singleRow(frame: RecordFrame, grandTotal: string): PivotFrame {
  const index = frame.data.map((_, i) => [i === frame.data.length - 1 ? grandTotal : String(i)]);
  return {
    index,
    columns: frame.colnames.map((name) => {
      const values = columnValues(frame, name);
      return { key: [name], values, float: isFloatColumn(values) };
    }),
    indexLevels: [TEXT_LEVEL],
    columnLevels: [TEXT_LEVEL],
  };
}

/** Python's repr of a label tuple, as pandas' `str()` prints a tuple used as a flat label. */
function tupleRepr(key: PivotKey, levels: readonly LevelKind[]): string {
  const item = (value: PivotLabel, level: LevelKind | undefined) => {
    if (value === null) return `'${NULL_SORT_TEXT}'`;
    if (typeof value === 'string') {
      const quote = value.includes("'") && !value.includes('"') ? '"' : "'";
      return quote + value.replaceAll('\\', '\\\\').replaceAll(quote, `\\${quote}`) + quote;
    }
    if (level?.kind === 'temporal' && typeof value === 'number')
      return `Timestamp('${pandasTimestampText(value, false)}')`;
    return labelText(value, level);
  };
  return `(${key.map((value, i) => item(value, levels[i])).join(', ')})`;
}

/**
 * Several column dimensions and no rows: pandas' `stack()` only moves the last column level, so
 * Superset's frame has a row per value of the other column levels, the last row relabelled as
 * the grand total (a row of several levels prints as a tuple). Reproduced as Superset exports it.
 */
function columnsOnly(frame: RecordFrame, layout: Layout): PivotFrame {
  const outer = layout.columns.slice(0, -1);
  const pivoted = pivotGroups(frame, { ...layout, rows: outer, columns: layout.columns.slice(-1) });
  const last = pivoted.index.length - 1;
  const index = pivoted.index.map((key, i) =>
    i === last ? [layout.grandTotal] : outer.length === 1 ? key : [tupleRepr(key, pivoted.indexLevels)],
  );
  return { ...pivoted, index, indexLevels: outer.length === 1 ? pivoted.indexLevels : [TEXT_LEVEL] };
}

const numeric = (v: PivotCell) => (typeof v === 'number' && !Number.isNaN(v) ? v : 0);

/** "… as Fraction of Total / Rows / Columns": each cell over the sum it belongs to. */
function applyFraction(
  frame: PivotFrame,
  of: 'Total' | 'Rows' | 'Columns',
  metricsOnRows: boolean,
): PivotFrame {
  const divide = (v: PivotCell, total: number): PivotCell =>
    typeof v === 'number' ? v / total : v === null ? null : Number.NaN;
  const grand = frame.columns.reduce((a, c) => a + c.values.reduce<number>((s, v) => s + numeric(v), 0), 0);
  const rowSums = frame.index.map((_, r) =>
    frame.columns.reduce((a, c) => a + numeric(c.values[r] ?? null), 0),
  );
  // The layout of the metrics swaps what the user sees as rows and columns.
  const perColumn = (of === 'Columns') !== metricsOnRows;
  return {
    ...frame,
    columns: frame.columns.map((c) => {
      const colSum = c.values.reduce<number>((s, v) => s + numeric(v), 0);
      return {
        ...c,
        float: true,
        values: c.values.map((v, r) => divide(v, of === 'Total' ? grand : perColumn ? colSum : rowSums[r]!)),
      };
    }),
  };
}

/** The pivoted frame Superset exports for a `pivot_table_v2` chart. */
export function pivotDf(frame: RecordFrame, options: PivotOptions): PivotFrame {
  const aggregateName = options.aggregateFunction ?? 'Sum';
  const aggregate = PIVOT_AGGREGATE_FUNCTIONS[aggregateName];
  if (!aggregate) {
    throw new Error(
      `Unknown aggregate function ${aggregateName}; known: ${Object.keys(PIVOT_AGGREGATE_FUNCTIONS).join(', ')}`,
    );
  }
  let [rows, columns] = [options.rows, options.columns];
  if (options.transposePivot) [rows, columns] = [columns, rows];
  // Metrics on rows: pivot with rows and columns swapped, transpose at the very end.
  const metricsOnRows = Boolean(options.metricsOnRows);
  if (metricsOnRows) [rows, columns] = [columns, rows];
  const grandTotal = totalLabel(aggregateName);
  const layout: Layout = {
    rows,
    columns,
    metrics: options.metrics,
    combine: Boolean(options.combineMetric),
    grandTotal,
    aggregate,
    csvDates: Boolean(options.csvDates),
  };
  let out: PivotFrame;
  if (rows.length === 0 && columns.length >= 2) out = columnsOnly(frame, layout);
  else out = rows.length || columns.length ? pivotGroups(frame, layout) : singleRow(frame, grandTotal);
  if (aggregate.fractionOf) out = applyFraction(out, aggregate.fractionOf, metricsOnRows);
  if (options.rowTotals) out = withRowTotals(out, aggregate, grandTotal);
  if (rows.length && options.colTotals) out = withColumnTotals(out, aggregate, grandTotal);
  return metricsOnRows ? transposeFrame(out) : out;
}

/**
 * The pivot table's aggregate functions (Superset's pivot_v2_aggfunc_map), once over the raw rows
 * of a cell and once over the pivoted cells of a total or subtotal, as pandas computes each.
 */
import type { PivotCell } from './types';

type Aggregate = (values: readonly PivotCell[]) => PivotCell;

export interface AggregateFunction {
  /** Over the rows of one cell (pandas groupby.agg; nulls were filled with a placeholder). */
  readonly cell: Aggregate;
  /** Over the cells of a total (DataFrame.<fn>(axis=...), which skips missing cells). */
  readonly total: Aggregate;
  /** The result is float64 whatever the input (a mean, a ratio). */
  readonly alwaysFloat: boolean;
  /** The result keeps the input's dtype (sum, min, max, first, last); otherwise integer. */
  readonly keepsDtype: boolean;
  /** The same for `total`, when it differs (a count's total sums its cells). */
  readonly totalKeepsDtype?: boolean;
  /** "Sum as Fraction of Rows" → 'Rows'. */
  readonly fractionOf?: 'Total' | 'Rows' | 'Columns';
}

const numbers = (values: readonly PivotCell[]) =>
  values.filter((v): v is number => typeof v === 'number' && !Number.isNaN(v));
const present = (values: readonly PivotCell[]) =>
  values.filter((v) => v !== null && !(typeof v === 'number' && Number.isNaN(v)));
const sumOf = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const orNull = (xs: readonly number[], fn: (xs: readonly number[]) => number): PivotCell =>
  xs.length ? fn(xs) : null;
const orNaN = (xs: readonly number[], fn: (xs: readonly number[]) => number): PivotCell =>
  xs.length ? fn(xs) : Number.NaN;

function median(xs: readonly number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
/** Sample variance (ddof 1); Superset's lambda answers 0 for a single value. */
function variance(xs: readonly number[]): number {
  if (xs.length < 2) return 0;
  const mean = sumOf(xs) / xs.length;
  return xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (xs.length - 1);
}
const distinct = (values: readonly PivotCell[]) => new Set(values.map((v) => JSON.stringify(v)));
function pythonStr(value: PivotCell): string {
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  return String(value);
}
function extreme(values: readonly PivotCell[], pick: (a: number, b: number) => number): PivotCell {
  const xs = numbers(values);
  if (xs.length) return xs.reduce((a, b) => pick(a, b));
  // pandas compares strings too (min/max of a text column).
  const texts = values.filter((v): v is string => typeof v === 'string').sort();
  if (!texts.length) return null;
  return pick(0, 1) === 0 ? texts[0]! : texts[texts.length - 1]!;
}

const sum: AggregateFunction = {
  cell: (values) => orNull(numbers(values), sumOf),
  // DataFrame.sum skips NaN and answers 0 for none (min_count=0).
  total: (values) => sumOf(numbers(values)),
  alwaysFloat: false,
  keepsDtype: true,
};
const count: AggregateFunction = {
  // After fillna every row counts, null metrics included.
  cell: (values) => values.length,
  // Superset's `Series.count(df, axis=…)` raises; the browser's total counts the records under
  // the group, the sum of its cells (and sums the fractions of the "as Fraction" variants).
  total: (values) => sumOf(numbers(values)),
  alwaysFloat: false,
  keepsDtype: false,
  totalKeepsDtype: true,
};

const BASE: Readonly<Record<string, AggregateFunction>> = {
  Count: count,
  'Count Unique Values': {
    cell: (values) => distinct(values).size,
    // Superset's `nunique(df, axis=…)` raises: the distinct cells, what it meant to count.
    total: (values) => distinct(present(values)).size,
    alwaysFloat: false,
    keepsDtype: false,
  },
  'List Unique Values': {
    cell: (values) => [...new Set(present(values).map(pythonStr))].join(', '),
    total: (values) => [...new Set(present(values).map(pythonStr))].join(', '),
    alwaysFloat: false,
    keepsDtype: false,
  },
  Sum: sum,
  Average: {
    cell: (values) => orNull(numbers(values), (xs) => sumOf(xs) / xs.length),
    total: (values) => orNaN(numbers(values), (xs) => sumOf(xs) / xs.length),
    alwaysFloat: true,
    keepsDtype: false,
  },
  Median: {
    cell: (values) => orNull(numbers(values), median),
    total: (values) => orNaN(numbers(values), median),
    alwaysFloat: true,
    keepsDtype: false,
  },
  'Sample Variance': {
    cell: (values) => orNull(numbers(values), variance),
    total: (values) => orNaN(numbers(values), variance),
    alwaysFloat: true,
    keepsDtype: false,
  },
  'Sample Standard Deviation': {
    cell: (values) => orNull(numbers(values), (xs) => Math.sqrt(variance(xs))),
    total: (values) => orNaN(numbers(values), (xs) => Math.sqrt(variance(xs))),
    alwaysFloat: true,
    keepsDtype: false,
  },
  Minimum: {
    cell: (values) => extreme(values, Math.min),
    total: (values) => extreme(values, Math.min),
    alwaysFloat: false,
    keepsDtype: true,
  },
  Maximum: {
    cell: (values) => extreme(values, Math.max),
    total: (values) => extreme(values, Math.max),
    alwaysFloat: false,
    keepsDtype: true,
  },
  First: {
    cell: (values) => values[0] ?? null,
    total: (values) => present(values)[0] ?? null,
    alwaysFloat: false,
    keepsDtype: true,
  },
  Last: {
    cell: (values) => values[values.length - 1] ?? null,
    total: (values) => present(values).at(-1) ?? null,
    alwaysFloat: false,
    keepsDtype: true,
  },
};

const FRACTIONS = ['Total', 'Rows', 'Columns'] as const;

/** Every name the pivot table's "Aggregation function" control offers. */
export const PIVOT_AGGREGATE_FUNCTIONS: Readonly<Record<string, AggregateFunction>> = {
  ...BASE,
  ...Object.fromEntries(
    FRACTIONS.flatMap((of) => [
      [`Sum as Fraction of ${of}`, { ...sum, fractionOf: of }],
      [`Count as Fraction of ${of}`, { ...count, fractionOf: of }],
    ]),
  ),
};

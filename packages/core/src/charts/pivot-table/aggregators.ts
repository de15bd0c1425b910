/**
 * The aggregate functions of Superset's pivot table (its react-pivottable aggregators): how the
 * query's values that fall in one cell, one total or one subtotal are combined. The values pushed
 * are the metric values of the query rows; rows whose metric is null are never pushed.
 */
import { naturalSort } from './sort';

export type PivotValue = number | string | null;

export interface Aggregator {
  push(value: unknown): void;
  value(): PivotValue;
  /** The value before a fraction divides it (the aggregate itself for the others). */
  base(): PivotValue;
}

export const AGGREGATE_FUNCTIONS = [
  'Count',
  'Count Unique Values',
  'List Unique Values',
  'Sum',
  'Average',
  'Median',
  'Sample Variance',
  'Sample Standard Deviation',
  'Minimum',
  'Maximum',
  'First',
  'Last',
  'Sum as Fraction of Total',
  'Sum as Fraction of Rows',
  'Sum as Fraction of Columns',
  'Count as Fraction of Total',
  'Count as Fraction of Rows',
  'Count as Fraction of Columns',
] as const;

export type AggregateFunction = (typeof AGGREGATE_FUNCTIONS)[number];

export function isAggregateFunction(name: unknown): name is AggregateFunction {
  return typeof name === 'string' && (AGGREGATE_FUNCTIONS as readonly string[]).includes(name);
}

/** parseFloat as react-pivottable reads a value: numbers as they are, numeric text parsed. */
function numeric(value: unknown): number {
  return typeof value === 'number' ? value : Number.parseFloat(String(value));
}

class SumAgg implements Aggregator {
  private sum = 0;
  push(value: unknown) {
    const x = numeric(value);
    if (!Number.isNaN(x)) this.sum += x;
  }
  value() {
    return this.sum;
  }
  base() {
    return this.sum;
  }
}

class CountAgg implements Aggregator {
  private count = 0;
  push() {
    this.count += 1;
  }
  value() {
    return this.count;
  }
  base() {
    return this.count;
  }
}

class UniquesAgg implements Aggregator {
  private readonly seen = new Set<unknown>();
  constructor(private readonly list: boolean) {}
  push(value: unknown) {
    this.seen.add(value);
  }
  value() {
    if (!this.list) return this.seen.size;
    return [...this.seen]
      .sort((a, b) => naturalSort(a, b))
      .map((v) => String(v))
      .join(', ');
  }
  base() {
    return this.value();
  }
}

/** Welford's running mean and variance, as react-pivottable's runningStat (ddof 1). */
class RunningStatAgg implements Aggregator {
  private n = 0;
  private mean = 0;
  private s = 0;
  constructor(private readonly mode: 'mean' | 'var' | 'stdev') {}
  push(value: unknown) {
    const x = numeric(value);
    if (Number.isNaN(x)) return;
    this.n += 1;
    if (this.n === 1) this.mean = x;
    const next = this.mean + (x - this.mean) / this.n;
    this.s += (x - this.mean) * (x - next);
    this.mean = next;
  }
  value() {
    if (this.mode === 'mean') return this.n === 0 ? Number.NaN : this.mean;
    if (this.n <= 1) return 0;
    const variance = this.s / (this.n - 1);
    return this.mode === 'var' ? variance : Math.sqrt(variance);
  }
  base() {
    return this.value();
  }
}

class MedianAgg implements Aggregator {
  private readonly values: number[] = [];
  push(value: unknown) {
    const x = numeric(value);
    if (!Number.isNaN(x)) this.values.push(x);
  }
  value() {
    if (this.values.length === 0) return null;
    this.values.sort((a, b) => a - b);
    const i = (this.values.length - 1) / 2;
    return ((this.values[Math.floor(i)] as number) + (this.values[Math.ceil(i)] as number)) / 2;
  }
  base() {
    return this.value();
  }
}

/**
 * Minimum and Maximum compare numerically (text by its order); First and Last keep the smallest
 * and the largest value in natural order, which is what react-pivottable's `first`/`last` do.
 */
class ExtremeAgg implements Aggregator {
  private val: unknown = null;
  constructor(private readonly mode: 'min' | 'max' | 'first' | 'last') {}
  push(value: unknown) {
    const current = this.val;
    if (this.mode === 'min' || this.mode === 'max') {
      const x = Number(value);
      if (Number.isNaN(x)) {
        const text = value as string;
        if (!current || (this.mode === 'min' ? text < (current as string) : text > (current as string)))
          this.val = value;
      } else {
        this.val =
          this.mode === 'min' ? Math.min(x, (current ?? x) as number) : Math.max(x, (current ?? x) as number);
      }
      return;
    }
    const comparison = naturalSort(value, current === null ? value : current);
    if (this.mode === 'first' ? comparison <= 0 : comparison >= 0) this.val = value;
  }
  value() {
    const v = this.val;
    return v === null || v === undefined ? null : typeof v === 'number' ? v : String(v);
  }
  base() {
    return this.value();
  }
}

/** What a fraction divides by: the grand total, its row's total or its column's total. */
export type FractionOf = 'total' | 'row' | 'col';

/** Looks up the aggregator of another cell (row key, column key); the pivot supplies it. */
export type AggregatorLookup = (rowKey: readonly unknown[], colKey: readonly unknown[]) => Aggregator | null;

class FractionAgg implements Aggregator {
  constructor(
    private readonly inner: Aggregator,
    private readonly denominator: () => Aggregator | null,
  ) {}
  push(value: unknown) {
    this.inner.push(value);
  }
  base() {
    return this.inner.value();
  }
  value() {
    const numerator = this.inner.value();
    const total = this.denominator()?.base();
    if (typeof numerator !== 'number' || typeof total !== 'number') return null;
    return numerator / total;
  }
}

export type AggregatorFactory = (rowKey: readonly unknown[], colKey: readonly unknown[]) => Aggregator;

const NO_KEY: readonly unknown[] = [];

function fraction(inner: () => Aggregator, of: FractionOf, lookup: AggregatorLookup): AggregatorFactory {
  return (rowKey, colKey) => {
    const selector: [readonly unknown[], readonly unknown[]] =
      of === 'total' ? [NO_KEY, NO_KEY] : of === 'row' ? [rowKey, NO_KEY] : [NO_KEY, colKey];
    return new FractionAgg(inner(), () => lookup(selector[0], selector[1]));
  };
}

/** The factory of an aggregate function by Superset's name; Sum for a name it does not know. */
export function aggregatorFactory(name: unknown, lookup: AggregatorLookup): AggregatorFactory {
  const fn: AggregateFunction = isAggregateFunction(name) ? name : 'Sum';
  switch (fn) {
    case 'Count':
      return () => new CountAgg();
    case 'Count Unique Values':
      return () => new UniquesAgg(false);
    case 'List Unique Values':
      return () => new UniquesAgg(true);
    case 'Average':
      return () => new RunningStatAgg('mean');
    case 'Median':
      return () => new MedianAgg();
    case 'Sample Variance':
      return () => new RunningStatAgg('var');
    case 'Sample Standard Deviation':
      return () => new RunningStatAgg('stdev');
    case 'Minimum':
      return () => new ExtremeAgg('min');
    case 'Maximum':
      return () => new ExtremeAgg('max');
    case 'First':
      return () => new ExtremeAgg('first');
    case 'Last':
      return () => new ExtremeAgg('last');
    case 'Sum as Fraction of Total':
      return fraction(() => new SumAgg(), 'total', lookup);
    case 'Sum as Fraction of Rows':
      return fraction(() => new SumAgg(), 'row', lookup);
    case 'Sum as Fraction of Columns':
      return fraction(() => new SumAgg(), 'col', lookup);
    case 'Count as Fraction of Total':
      return fraction(() => new CountAgg(), 'total', lookup);
    case 'Count as Fraction of Rows':
      return fraction(() => new CountAgg(), 'row', lookup);
    case 'Count as Fraction of Columns':
      return fraction(() => new CountAgg(), 'col', lookup);
    default:
      return () => new SumAgg();
  }
}

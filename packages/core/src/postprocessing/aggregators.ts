// The numpy aggregate operators Superset accepts (NUMPY_FUNCTIONS), each giving what numpy gives
// when pandas hands it a group as a Series: sum/mean/min/max/std/var/prod dispatch to the Series
// methods and skip missing values (std/var with numpy's ddof=0); median goes through pandas and
// skips them too; percentile and average see NaN and answer NaN; the `nan*` variants skip;
// count is numpy.ma.count (every cell, missing ones too).
import { InvalidOptionsError } from './errors';
import { isMissing } from './frame';
import {
  mean,
  presentNumbers,
  QUANTILE_METHODS,
  type QuantileMethod,
  quantileSorted,
  sortedNumbers,
  std,
  sum,
  toNumber,
  variance,
} from './stats';

export const NUMPY_AGGREGATES = [
  'average',
  'argmin',
  'argmax',
  'count',
  'count_nonzero',
  'cumsum',
  'cumprod',
  'max',
  'mean',
  'median',
  'nansum',
  'nanmin',
  'nanmax',
  'nanmean',
  'nanmedian',
  'nanpercentile',
  'min',
  'percentile',
  'prod',
  'product',
  'std',
  'sum',
  'var',
] as const;
export type NumpyAggregate = (typeof NUMPY_AGGREGATES)[number];

/** Reduces one group's values to one value (null = missing). */
export type Aggregator = (values: readonly unknown[]) => unknown;

type Options = Readonly<Record<string, unknown>>;

const ALLOWED_OPTIONS: Partial<Record<NumpyAggregate, readonly string[]>> = {
  percentile: ['q', 'method', 'interpolation'],
  nanpercentile: ['q', 'method', 'interpolation'],
  std: ['ddof'],
  var: ['ddof'],
};

/** The aggregator for a numpy operator name; throws a catalogued error for unknown names or options. */
export function numpyAggregator(operation: string, operator: unknown, options: Options = {}): Aggregator {
  if (typeof operator !== 'string' || !(NUMPY_AGGREGATES as readonly string[]).includes(operator)) {
    throw new InvalidOptionsError(operation, `Invalid numpy function: ${String(operator)}`);
  }
  const name = operator as NumpyAggregate;
  const allowed = ALLOWED_OPTIONS[name] ?? [];
  const unknown = Object.keys(options).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) {
    throw new InvalidOptionsError(operation, `options ${unknown.join(', ')} are not accepted by ${name}`);
  }
  switch (name) {
    case 'sum':
    case 'nansum':
      return (values) => sum(presentNumbers(values));
    case 'prod':
    case 'product':
      return (values) => presentNumbers(values).reduce((product, value) => product * value, 1);
    case 'mean':
    case 'nanmean':
      return (values) => mean(presentNumbers(values));
    case 'average':
      return (values) => (values.some(isMissing) ? null : mean(presentNumbers(values)));
    // Current Superset hands median to pandas, which skips missing values like nanmedian.
    case 'median':
    case 'nanmedian':
      return (values) => quantileSorted(sortedNumbers(presentNumbers(values)), 0.5);
    case 'percentile':
    case 'nanpercentile':
      return percentileAggregator(operation, name, options);
    case 'min':
    case 'nanmin':
      return (values) => extreme(values, -1);
    case 'max':
    case 'nanmax':
      return (values) => extreme(values, 1);
    case 'std':
    case 'var': {
      const ddof = options.ddof ?? 0;
      if (typeof ddof !== 'number' || !Number.isInteger(ddof) || ddof < 0) {
        throw new InvalidOptionsError(operation, `${name}: ddof must be a non-negative integer`);
      }
      return name === 'std'
        ? (values) => std(presentNumbers(values), ddof)
        : (values) => variance(presentNumbers(values), ddof);
    }
    case 'count':
      return (values) => values.length;
    case 'count_nonzero':
      // NaN is non-zero for numpy, so missing cells count.
      return (values) => values.filter((value) => isMissing(value) || Boolean(value)).length;
    case 'argmin':
      return (values) => argExtreme(values, -1);
    case 'argmax':
      return (values) => argExtreme(values, 1);
    case 'cumsum':
    case 'cumprod':
      throw new InvalidOptionsError(
        operation,
        `${name} does not reduce a group to one value (pandas: "Must produce aggregated value"); use the \`cum\` operation`,
      );
  }
}

function percentileAggregator(operation: string, name: NumpyAggregate, options: Options): Aggregator {
  const q = options.q;
  if (typeof q !== 'number' || !Number.isFinite(q) || q < 0 || q > 100) {
    throw new InvalidOptionsError(operation, `${name} needs options.q, a number between 0 and 100`);
  }
  const method = (options.method ?? options.interpolation ?? 'linear') as QuantileMethod;
  if (!QUANTILE_METHODS.includes(method)) {
    throw new InvalidOptionsError(operation, `${name}: method must be one of ${QUANTILE_METHODS.join(', ')}`);
  }
  const skipMissing = name === 'nanpercentile';
  return (values) =>
    !skipMissing && values.some(isMissing)
      ? null
      : quantileSorted(sortedNumbers(presentNumbers(values)), q / 100, method);
}

/** Min (sign -1) or max (sign 1) skipping missing cells; strings compare as strings. */
function extreme(values: readonly unknown[], sign: 1 | -1): unknown {
  let best: unknown = null;
  for (const value of values) {
    if (isMissing(value)) continue;
    const candidate = typeof value === 'string' ? value : toNumber(value);
    if (candidate === null) continue;
    if (best === null || compareCells(candidate, best) * sign > 0) best = candidate;
  }
  return best;
}

function argExtreme(values: readonly unknown[], sign: 1 | -1): number | null {
  let bestIndex: number | null = null;
  let best = 0;
  values.forEach((value, i) => {
    const n = toNumber(value);
    if (n === null) return;
    if (bestIndex === null || (n - best) * sign > 0) {
      bestIndex = i;
      best = n;
    }
  });
  return bestIndex;
}

/**
 * Order of two cells as pandas sorts them: missing last, numbers (and booleans, epoch-ms times)
 * by value, strings by code point; numbers before strings when a column mixes them.
 */
export function compareCells(a: unknown, b: unknown): number {
  // Fast paths for the common cases (sorting 100k keys calls this millions of times).
  if (typeof a === 'number' && typeof b === 'number' && !Number.isNaN(a) && !Number.isNaN(b))
    return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  const aMissing = isMissing(a);
  const bMissing = isMissing(b);
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  const aText = typeof a === 'string';
  const bText = typeof b === 'string';
  if (aText && bText) return a < b ? -1 : a > b ? 1 : 0;
  if (aText !== bText) return aText ? 1 : -1;
  const x = toNumber(a) ?? 0;
  const y = toNumber(b) ?? 0;
  return x < y ? -1 : x > y ? 1 : 0;
}

// `rolling`: a moving-window aggregate over the rows (pandas DataFrame.rolling(window,
// min_periods, center).<rolling_type>()), then Superset's trim of the rows before the first
// window that has `min_periods` rows.

import { transformColumns } from './column-transform';
import { OperationNotSupportedError } from './errors';
import type { Frame } from './frame';
import { OptionReader } from './options';
import { SLIDING_TYPES, type SlidingType, slidingWindow, type WindowShape } from './rolling-sliding';
import { WINDOW_PARAMETERS, weightedWindow, windowWeights } from './rolling-weighted';
import { QUANTILE_METHODS, type QuantileMethod, quantileSorted, sortedNumbers, toNumber } from './stats';

/** pandas Rolling methods Superset allows, plus `cumsum` (legacy form data; a running total). */
export const ROLLING_TYPES = [
  'count',
  'corr',
  'cov',
  'cumsum',
  'kurt',
  'max',
  'mean',
  'median',
  'min',
  'quantile',
  'skew',
  'std',
  'sum',
  'var',
] as const;
export type RollingType = (typeof ROLLING_TYPES)[number];

/** scipy window types pandas accepts for `win_type`. */
export const WINDOW_TYPES = [
  'boxcar',
  'triang',
  'blackman',
  'hamming',
  'bartlett',
  'parzen',
  'bohman',
  'blackmanharris',
  'nuttall',
  'barthann',
  'kaiser',
  'gaussian',
  'general_gaussian',
  'slepian',
  'exponential',
] as const;

type WindowReducer = (present: number[]) => number | null;

export function rolling(frame: Frame, options: unknown): Frame {
  const reader = new OptionReader('rolling', options);
  const mapping = reader.columnMap('columns');
  const type = reader.oneOf('rolling_type', ROLLING_TYPES);
  if (!reader.has('window')) reader.fail('Undefined window for rolling operation');
  if (reader.raw.window === 0) reader.fail('Window must be > 0');
  const window = reader.integer('window', { min: 1, max: 10000 });
  const minPeriods = reader.has('min_periods') ? reader.integer('min_periods', { min: 0 }) : window;
  if (minPeriods > window) reader.fail(`min_periods ${minPeriods} must be <= window ${window}`);
  const center = reader.boolean('center', false);
  const winType = reader.has('win_type') ? reader.oneOf('win_type', WINDOW_TYPES) : undefined;
  if (type === 'corr' || type === 'cov') {
    throw new OperationNotSupportedError(
      'rolling',
      `rolling_type ${type} needs a second series and is not supported`,
    );
  }
  if (winType !== undefined && !['sum', 'mean', 'std', 'var'].includes(type)) {
    reader.fail(`Invalid rolling_type: ${type} (a weighted window supports sum, mean, std and var)`);
  }
  // boxcar weighs every value equally: the plain window below. Other windows weigh sum and mean.
  const weighted = winType !== undefined && winType !== 'boxcar';
  if (weighted && (type === 'std' || type === 'var' || winType === 'slepian')) {
    throw new OperationNotSupportedError('rolling', `win_type ${winType} with ${type} is not supported`);
  }
  const weights = weighted ? readWeights(reader, winType!, window) : undefined;
  const reducer = windowReducer(reader, type, weighted ? (WINDOW_PARAMETERS[winType!] ?? []) : []);
  // pandas' FixedWindowIndexer: a centred window ends (window - 1) // 2 rows after its label.
  const shape = { window, minPeriods, offset: center ? Math.floor((window - 1) / 2) : 0 };
  const ddof = (reader.object('rolling_type_options', {}).ddof as number | undefined) ?? 1;
  const result = transformColumns('rolling', frame, mapping, (values) => {
    if (type === 'cumsum') return runningTotal(values, reader.has('min_periods') ? minPeriods : 1);
    const numbers = values.map(toNumber);
    if (weights) return weightedWindow(numbers, weights, minPeriods, shape.offset, type === 'mean');
    return SLIDING_TYPES.includes(type)
      ? slidingWindow(numbers, shape, type as SlidingType, ddof)
      : rollWindow(numbers, shape, reducer);
  });
  // Superset drops the rows before the first window with min_periods rows (current rolling.py:
  // df.iloc[min_periods - 1:]; 1.x dropped one row more).
  // Only an explicit min_periods trims (Superset's argument defaults to None).
  return reader.has('min_periods') && minPeriods > 1
    ? { ...result, rows: result.rows.slice(minPeriods - 1) }
    : result;
}

function readWeights(reader: OptionReader, winType: string, window: number): number[] {
  try {
    return windowWeights(winType, window, reader.object('rolling_type_options', {}));
  } catch (error) {
    // windowWeights reports a missing or bad window parameter (e.g. gaussian without std).
    return reader.fail(`Invalid options for win_type ${winType}: ${(error as Error).message}`);
  }
}

function windowReducer(
  reader: OptionReader,
  type: RollingType,
  windowOptions: readonly string[],
): WindowReducer {
  const extra = reader.object('rolling_type_options', {});
  const allowed: Record<string, readonly string[]> = {
    quantile: ['quantile', 'interpolation'],
    std: ['ddof'],
    var: ['ddof'],
  };
  const unknown = Object.keys(extra).filter(
    (key) => !(allowed[type] ?? []).includes(key) && !windowOptions.includes(key),
  );
  if (unknown.length > 0) reader.fail(`Invalid options for ${type}: ${unknown.join(', ')}`);
  const ddof = extra.ddof ?? 1;
  if (typeof ddof !== 'number' || !Number.isInteger(ddof) || ddof < 0)
    reader.fail('ddof must be a non-negative integer');
  switch (type) {
    case 'min':
      return (present) => (present.length ? present.reduce((a, b) => Math.min(a, b)) : null);
    case 'max':
      return (present) => (present.length ? present.reduce((a, b) => Math.max(a, b)) : null);
    case 'median':
      return (present) => quantileSorted(sortedNumbers(present), 0.5);
    case 'quantile': {
      const q = extra.quantile;
      if (typeof q !== 'number' || q < 0 || q > 1)
        reader.fail('quantile needs rolling_type_options.quantile in [0, 1]');
      const method = (extra.interpolation ?? 'linear') as QuantileMethod;
      if (!QUANTILE_METHODS.includes(method))
        reader.fail(`interpolation must be one of ${QUANTILE_METHODS.join(', ')}`);
      return (present) => quantileSorted(sortedNumbers(present), q as number, method);
    }
    case 'skew':
      return skew;
    case 'kurt':
      return kurt;
    default:
      // sum, mean, count, var and std run in rolling-sliding.ts; cumsum is a running total.
      return () => null;
  }
}

/** Applies the reducer to each window; fewer than `minPeriods` present values give null. */
function rollWindow(numbers: readonly (number | null)[], shape: WindowShape, reduce: WindowReducer) {
  const { window, minPeriods, offset } = shape;
  return numbers.map((_, i) => {
    // Window bounds are computed before clipping, so a centred window is short at both ends.
    const start = Math.max(0, i + 1 + offset - window);
    const end = Math.min(numbers.length, i + 1 + offset);
    const present: number[] = [];
    for (let j = start; j < end; j += 1) {
      const n = numbers[j];
      if (n !== null && n !== undefined) present.push(n);
    }
    return present.length >= minPeriods ? reduce(present) : null;
  });
}

function runningTotal(values: readonly unknown[], minPeriods: number): (number | null)[] {
  let total = 0;
  let seen = 0;
  return values.map((value) => {
    const n = toNumber(value);
    if (n === null) return null;
    total += n;
    seen += 1;
    return seen >= minPeriods ? total : null;
  });
}

const allEqual = (present: readonly number[]) => present.every((x) => x === present[0]);

/** pandas' bias-corrected sample skewness; a constant window is 0. */
function skew(present: number[]): number | null {
  const n = present.length;
  if (n < 3) return null;
  if (allEqual(present)) return 0;
  const mean = present.reduce((a, b) => a + b, 0) / n;
  let m2 = 0;
  let m3 = 0;
  for (const x of present) {
    m2 += (x - mean) ** 2;
    m3 += (x - mean) ** 3;
  }
  m2 /= n;
  m3 /= n;
  if (m2 <= 1e-14) return null;
  return (Math.sqrt(n * (n - 1)) * m3) / ((n - 2) * m2 ** 1.5);
}

/** pandas' unbiased excess kurtosis; a constant window is -3. */
function kurt(present: number[]): number | null {
  const n = present.length;
  if (n < 4) return null;
  if (allEqual(present)) return -3;
  const mean = present.reduce((a, b) => a + b, 0) / n;
  let m2 = 0;
  let m4 = 0;
  for (const x of present) {
    m2 += (x - mean) ** 2;
    m4 += (x - mean) ** 4;
  }
  m2 /= n;
  m4 /= n;
  if (m2 <= 1e-14) return null;
  const k = ((n * n - 1) * m4) / (m2 * m2) - 3 * (n - 1) ** 2;
  return k / ((n - 2) * (n - 3));
}

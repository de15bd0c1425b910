// O(n) moving sums, means, counts and variances: values enter and leave a running state the way
// pandas' window aggregations do (compensated sums, Welford's mean and sum of squared deviations,
// and a run-length counter that makes a constant window's variance exactly 0).

export type SlidingType = 'sum' | 'mean' | 'count' | 'var' | 'std';
export const SLIDING_TYPES: readonly string[] = ['sum', 'mean', 'count', 'var', 'std'];

export interface WindowShape {
  readonly window: number;
  readonly minPeriods: number;
  /** How many rows past its own row a window reaches (centred windows). */
  readonly offset: number;
}

export function slidingWindow(
  numbers: readonly (number | null)[],
  { window, minPeriods, offset }: WindowShape,
  type: SlidingType,
  ddof: number,
): (number | null)[] {
  let nobs = 0;
  let sum = 0;
  let addCompensation = 0;
  let removeCompensation = 0;
  let mean = 0;
  let ssqdm = 0;
  let previous = Number.NaN;
  let sameRun = 0;
  const add = (x: number) => {
    nobs += 1;
    const y = x - addCompensation;
    const t = sum + y;
    addCompensation = t - sum - y;
    sum = t;
    const delta = x - mean;
    mean += delta / nobs;
    ssqdm += ((nobs - 1) * delta * delta) / nobs;
    sameRun = x === previous ? sameRun + 1 : 1;
    previous = x;
  };
  const remove = (x: number) => {
    nobs -= 1;
    const y = -x - removeCompensation;
    const t = sum + y;
    removeCompensation = t - sum - y;
    sum = t;
    if (nobs === 0) {
      mean = 0;
      ssqdm = 0;
      return;
    }
    const delta = x - mean;
    mean -= delta / nobs;
    ssqdm -= ((nobs + 1) * delta * delta) / nobs;
  };
  const variance = () => {
    if (nobs <= ddof) return null;
    if (nobs === 1 || sameRun >= nobs) return 0;
    return Math.max(0, ssqdm / (nobs - ddof));
  };
  const out: (number | null)[] = [];
  let lo = 0;
  let hi = 0;
  for (let i = 0; i < numbers.length; i += 1) {
    const start = Math.max(0, i + 1 + offset - window);
    const end = Math.min(numbers.length, i + 1 + offset);
    for (; hi < end; hi += 1) if (numbers[hi] !== null) add(numbers[hi]!);
    for (; lo < start; lo += 1) if (numbers[lo] !== null) remove(numbers[lo]!);
    if (nobs < minPeriods) {
      out.push(null);
      continue;
    }
    switch (type) {
      case 'sum':
        out.push(nobs === 0 ? 0 : sum);
        break;
      case 'mean':
        out.push(nobs === 0 ? null : sum / nobs);
        break;
      case 'count':
        out.push(nobs);
        break;
      case 'var':
        out.push(variance());
        break;
      default: {
        const v = variance();
        out.push(v === null ? null : Math.sqrt(v));
      }
    }
  }
  return out;
}

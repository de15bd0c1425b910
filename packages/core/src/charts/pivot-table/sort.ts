/**
 * The orders of Superset's pivot table keys: react-pivottable's natural sort (nulls first, numbers
 * and numeric text by value, then text with digit runs compared as numbers) and a fixed order for
 * the metrics.
 */
export type SortFunction = (a: unknown, b: unknown) => number;

const DIGIT_RUNS = /(\d+)|(\D+)/g;
const DIGIT = /\d/;
const LEADING_ZERO = /^0/;

export const naturalSort: SortFunction = (a, b) => compareNatural(a, b, splitDigits);

function splitDigits(text: string): readonly string[] {
  return text.match(DIGIT_RUNS) ?? [];
}

/** naturalSort that splits each text into digit runs once: for sorting many values. */
export function makeNaturalSort(): SortFunction {
  const cache = new Map<string, readonly string[]>();
  const split = (text: string) => {
    let runs = cache.get(text);
    if (!runs) {
      runs = splitDigits(text);
      cache.set(text, runs);
    }
    return runs;
  };
  return (a, b) => compareNatural(a, b, split);
}

function compareNatural(a: unknown, b: unknown, split: (text: string) => readonly string[]): number {
  if (b !== null && a === null) return -1;
  if (a !== null && b === null) return 1;
  if (typeof a === 'number' && Number.isNaN(a)) return -1;
  if (typeof b === 'number' && Number.isNaN(b)) return 1;
  const na = Number(a);
  const nb = Number(b);
  if (na < nb) return -1;
  if (na > nb) return 1;
  if (typeof a === 'number' && typeof b !== 'number') return -1;
  if (typeof b === 'number' && typeof a !== 'number') return 1;
  if (typeof a === 'number' && typeof b === 'number') return 0;
  if (Number.isNaN(nb) && !Number.isNaN(na)) return -1;
  if (Number.isNaN(na) && !Number.isNaN(nb)) return 1;
  const x = String(a);
  const y = String(b);
  if (x === y) return 0;
  if (!DIGIT.test(x) || !DIGIT.test(y)) return x > y ? 1 : -1;
  const xs = split(x);
  const ys = split(y);
  for (let i = 0; i < xs.length && i < ys.length; i += 1) {
    const p = xs[i] as string;
    const q = ys[i] as string;
    if (p !== q) {
      if (DIGIT.test(p) && DIGIT.test(q))
        return Number(p.replace(LEADING_ZERO, '.0')) - Number(q.replace(LEADING_ZERO, '.0'));
      return p > q ? 1 : -1;
    }
  }
  return xs.length - ys.length;
}

/** Values in the given order first (as text, then lower-cased), the rest in natural order. */
export function sortAs(order: readonly unknown[]): SortFunction {
  const exact = new Map<string, number>();
  const lower = new Map<string, number>();
  order.forEach((value, i) => {
    exact.set(String(value), i);
    if (typeof value === 'string') lower.set(value.toLowerCase(), i);
  });
  return (a, b) => {
    const x = a === null ? '' : String(a);
    const y = b === null ? '' : String(b);
    const ex = exact.get(x);
    const ey = exact.get(y);
    if (ex !== undefined && ey !== undefined) return ex - ey;
    if (ex !== undefined) return -1;
    if (ey !== undefined) return 1;
    const lx = lower.get(x.toLowerCase());
    const ly = lower.get(y.toLowerCase());
    if (lx !== undefined && ly !== undefined) return lx - ly;
    if (lx !== undefined) return -1;
    if (ly !== undefined) return 1;
    return naturalSort(a, b);
  };
}

export type PivotKey = readonly unknown[];

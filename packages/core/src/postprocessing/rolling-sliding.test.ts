import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slidingWindow } from './rolling-sliding';

/** The definition: each window's present values, reduced directly. */
function direct(
  numbers: (number | null)[],
  window: number,
  minPeriods: number,
  offset: number,
  type: 'sum' | 'mean' | 'count' | 'std',
) {
  return numbers.map((_, i) => {
    const start = Math.max(0, i + 1 + offset - window);
    const end = Math.min(numbers.length, i + 1 + offset);
    const present = numbers.slice(start, end).filter((n): n is number => n !== null);
    if (present.length < minPeriods) return null;
    const total = present.reduce((a, b) => a + b, 0);
    if (type === 'sum') return total;
    if (type === 'count') return present.length;
    if (type === 'mean') return present.length ? total / present.length : null;
    if (present.length <= 1) return present.length === 1 ? 0 : null;
    const mean = total / present.length;
    return Math.sqrt(present.reduce((a, b) => a + (b - mean) ** 2, 0) / (present.length - 1));
  });
}

describe('sliding windows', () => {
  it('agree with the direct computation on any series', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: -1000, max: 1000 }), { nil: null }), { maxLength: 60 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 8 }),
        fc.boolean(),
        fc.constantFrom('sum' as const, 'mean' as const, 'count' as const, 'std' as const),
        (numbers, window, periods, center, type) => {
          const minPeriods = Math.min(periods, window);
          const offset = center ? Math.floor((window - 1) / 2) : 0;
          const got = slidingWindow(numbers, { window, minPeriods, offset }, type, 1);
          const want = direct(numbers, window, minPeriods, offset, type);
          got.forEach((value, i) => {
            if (want[i] === null) expect(value).toBeNull();
            else expect(value).toBeCloseTo(want[i]!, 6);
          });
        },
      ),
    );
  });

  it('gives a constant window a variance of exactly 0', () => {
    const tenths = [0.1, 0.1, 0.1, 0.1];
    expect(slidingWindow(tenths, { window: 3, minPeriods: 3, offset: 0 }, 'var', 1)).toEqual([
      null,
      null,
      0,
      0,
    ]);
  });
});

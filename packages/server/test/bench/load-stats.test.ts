import { describe, expect, it } from 'vitest';
import { percentile, rssVerdict, withinOverhead } from '../../bench/load-stats';

const MB = 1024 * 1024;

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const xs = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(percentile(xs, 50)).toBe(5);
    expect(percentile(xs, 90)).toBe(9);
    expect(percentile(xs, 99)).toBe(10);
    expect(percentile(xs, 0)).toBe(1);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('rssVerdict', () => {
  it('is flat within ±10% from 10k requests, ignoring earlier samples', () => {
    const v = rssVerdict([
      { requests: 1000, rssBytes: 100 * MB },
      { requests: 10_000, rssBytes: 200 * MB },
      { requests: 200_000, rssBytes: 219 * MB },
    ]);
    expect(v).toMatchObject({ underLimit: true, flat: true });
    expect(v.maxDeviation).toBeCloseTo(0.095);
  });
  it('fails on growth or on the limit', () => {
    const v = rssVerdict([
      { requests: 10_000, rssBytes: 200 * MB },
      { requests: 200_000, rssBytes: 301 * MB },
    ]);
    expect(v).toMatchObject({ underLimit: false, flat: false });
  });
  it('is not flat without a baseline', () => {
    expect(rssVerdict([{ requests: 5, rssBytes: MB }]).flat).toBe(false);
  });
});

describe('withinOverhead', () => {
  it('allows max(15%, 2 ms)', () => {
    expect(withinOverhead(3.9, 2)).toBe(true);
    expect(withinOverhead(4.1, 2)).toBe(false);
    expect(withinOverhead(114, 100)).toBe(true);
    expect(withinOverhead(116, 100)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { applyHeapGrowingPercent } from '../../src/heap-growth';

describe('applyHeapGrowingPercent', () => {
  it('leaves V8 alone at 0 and sets the factor otherwise', () => {
    expect(() => applyHeapGrowingPercent(0)).not.toThrow();
    expect(() => applyHeapGrowingPercent(30)).not.toThrow();
  });

  it('refuses what is not a whole number of 0 or more', () => {
    expect(() => applyHeapGrowingPercent(-1)).toThrow(RangeError);
    expect(() => applyHeapGrowingPercent(2.5)).toThrow(/whole number of 0 or more/);
  });
});

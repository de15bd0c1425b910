import { describe, expect, it } from 'vitest';
import { refreshFrequencyLabel, refreshFrequencyOf, refreshImmuneCharts } from './autoRefresh';

describe('auto-refresh', () => {
  it('hydrates to 0 without a saved frequency', () => {
    expect(refreshFrequencyOf(null)).toBe(0);
    expect(refreshFrequencyOf('{}')).toBe(0);
    expect(refreshFrequencyOf('not json')).toBe(0);
    expect(refreshFrequencyOf('{"refresh_frequency": -5}')).toBe(0);
  });

  it('keeps a saved frequency', () => {
    expect(refreshFrequencyOf('{"refresh_frequency": 300}')).toBe(300);
  });

  it('names the intervals', () => {
    expect(refreshFrequencyLabel(60)).toBe('1 minute');
    expect(refreshFrequencyLabel(0)).toBe("Don't refresh");
    expect(refreshFrequencyLabel(45)).toBe('45 seconds');
  });

  it('reads the charts auto-refresh skips', () => {
    expect([...refreshImmuneCharts('{"timed_refresh_immune_slices": [3, "x", 5]}')]).toEqual([3, 5]);
    expect(refreshImmuneCharts('oops').size).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { formatMs, timingRows } from './timing';

describe('timing of a chart result', () => {
  it('lists the phases in run order with readable names, the total last', () => {
    const rows = timingRows({
      total: 131.4,
      serialise: 2.1,
      execute: 120.25,
      compile: 0.8,
      validate: 0.2,
      cache_lookup: 0,
      post_process: 0.4,
    });
    expect(rows.map((r) => r.label)).toEqual([
      'Validate',
      'Cache lookup',
      'Compile SQL',
      'Run query',
      'Post-process',
      'Serialise',
      'Server total',
    ]);
    expect(rows.at(-1)).toEqual({ label: 'Server total', ms: 131.4 });
  });

  it('keeps phases it does not know, and answers nothing without timing', () => {
    expect(timingRows({ execute: 3, annotations: 5 }).map((r) => r.label)).toEqual([
      'Run query',
      'annotations',
    ]);
    expect(timingRows(undefined)).toEqual([]);
    expect(timingRows(null)).toEqual([]);
  });

  it('formats milliseconds for reading', () => {
    expect(formatMs(0.42)).toBe('0.4 ms');
    expect(formatMs(12.6)).toBe('13 ms');
    expect(formatMs(1250)).toBe('1.25 s');
  });
});

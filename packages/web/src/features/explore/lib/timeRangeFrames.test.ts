import { getSinceUntil } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import {
  actualRangeLabel,
  type CustomRange,
  decodeCustomRange,
  defaultCustomRange,
  encodeCustomRange,
  frameOf,
  parseQuantity,
  splitRange,
  toAdvanced,
} from './timeRangeFrames';

const NOW = new Date(2016, 10, 7, 9, 30, 10); // Monday 2016-11-07 09:30:10, local

describe('frames', () => {
  it('puts each value in the frame that can edit it', () => {
    expect(frameOf('No filter')).toBe('No filter');
    expect(frameOf('')).toBe('No filter');
    expect(frameOf('Last quarter')).toBe('Last');
    expect(frameOf('previous calendar month')).toBe('Previous');
    expect(frameOf('2020-01-01T00:00:00 : now')).toBe('Custom');
    expect(frameOf('DATEADD(DATETIME("now"), -7, day) : DATEADD(DATETIME("now"), 7, day)')).toBe('Custom');
    expect(frameOf('2020-01-01 : 2021')).toBe('Advanced');
    expect(frameOf('Last 90 days')).toBe('Advanced');
  });
});

describe('custom ranges', () => {
  it('the default is 7 days before to 7 days after now', () => {
    expect(encodeCustomRange(defaultCustomRange(NOW))).toBe(
      'DATEADD(DATETIME("now"), -7, day) : DATEADD(DATETIME("now"), 7, day)',
    );
  });

  const cases: [string, Partial<CustomRange>, string][] = [
    [
      'specific : specific',
      {
        sinceMode: 'specific',
        sinceDatetime: '2020-01-01T00:00:00',
        untilMode: 'specific',
        untilDatetime: '2021-01-01T00:00:00',
      },
      '2020-01-01T00:00:00 : 2021-01-01T00:00:00',
    ],
    ['midnight : now', { sinceMode: 'today', untilMode: 'now' }, 'today : now'],
    [
      'specific : 3 months after',
      {
        sinceMode: 'specific',
        sinceDatetime: '2020-01-01T00:00:00',
        untilMode: 'relative',
        untilGrainValue: 3,
        untilGrain: 'month',
      },
      '2020-01-01T00:00:00 : DATEADD(DATETIME("2020-01-01T00:00:00"), 3, month)',
    ],
    [
      '2 weeks before : now',
      { sinceMode: 'relative', sinceGrainValue: -2, sinceGrain: 'week', untilMode: 'now' },
      'DATEADD(DATETIME("now"), -2, week) : now',
    ],
    [
      'relative : relative, anchored at a date',
      {
        anchorMode: 'specific',
        anchorValue: '2020-06-01T00:00:00',
        sinceGrainValue: -1,
        sinceGrain: 'year',
        untilGrainValue: 1,
        untilGrain: 'day',
      },
      'DATEADD(DATETIME("2020-06-01T00:00:00"), -1, year) : DATEADD(DATETIME("2020-06-01T00:00:00"), 1, day)',
    ],
  ];

  it.each(cases)('%s encodes to Superset text and decodes back', (_name, change, text) => {
    const range = { ...defaultCustomRange(NOW), ...change };
    expect(encodeCustomRange(range)).toBe(text);
    const decoded = decodeCustomRange(text, NOW);
    expect(decoded).not.toBeNull();
    expect(encodeCustomRange(decoded!)).toBe(text);
  });

  it.each(cases)('%s is a range the server grammar resolves', (_name, change) => {
    const text = encodeCustomRange({ ...defaultCustomRange(NOW), ...change });
    const { since, until } = getSinceUntil({ timeRange: text, now: NOW });
    expect(since).not.toBeNull();
    expect(until).not.toBeNull();
    expect(since!.getTime()).toBeLessThan(until!.getTime());
  });

  it('texts the custom frame did not write are not decoded', () => {
    expect(decodeCustomRange('Last week', NOW)).toBeNull();
    expect(decodeCustomRange('2020 : 2021', NOW)).toBeNull();
    expect(decodeCustomRange('DATEADD(DATETIME("now"), 7, day) : now', NOW)).toBeNull();
  });

  it('a relative quantity is a positive integer, other input is ignored', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity(0)).toBeNull();
    expect(parseQuantity('-2')).toBeNull();
    expect(parseQuantity('1.5')).toBeNull();
    expect(parseQuantity('x')).toBeNull();
  });
});

describe('advanced and actual range', () => {
  it("opens a value in the Advanced frame as Superset's getAdvancedRange", () => {
    expect(toAdvanced('Last week')).toBe('Last week : ');
    expect(toAdvanced('Next 3 days')).toBe(' : Next 3 days');
    expect(toAdvanced('2020-01-01 : now')).toBe('2020-01-01 : now');
    expect(toAdvanced('previous calendar week')).toBe(' : ');
  });

  it('splits on the separator', () => {
    expect(splitRange('2020-01-01 : now')).toEqual(['2020-01-01', 'now']);
    expect(splitRange('Last week')).toEqual(['Last week', '']);
  });

  it("shows resolved bounds as Superset's formatTimeRange", () => {
    expect(actualRangeLabel('2016-10-31T00:00:00', '2016-11-07T00:00:00')).toBe(
      '2016-10-31 ≤ col < 2016-11-07',
    );
    expect(actualRangeLabel('', '2016-11-07T09:30:10', 'order_date')).toBe(
      '-∞ ≤ order_date < 2016-11-07T09:30:10',
    );
    expect(actualRangeLabel('2016-10-31T00:00:00', '')).toBe('2016-10-31 ≤ col < ∞');
  });
});

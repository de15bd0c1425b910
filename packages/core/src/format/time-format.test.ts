import { describe, expect, it } from 'vitest';
import { D3_FORMAT_OPTIONS, D3_TIME_FORMAT_OPTIONS } from './choices';
import { formatNumber } from './number-format';
import {
  formatTime,
  getTimeFormatter,
  getTimeFormatterForGranularity,
  SMART_DATE_DETAILED_ID,
  SMART_DATE_VERBOSE_ID,
} from './time-format';

// Expected outputs are superset-ui-core's own (smartDate.test.ts, smartDateVerbose.test.ts,
// smartDateDetailed.test.ts, createMultiFormatter.test.ts).
describe('smart_date', () => {
  const smart = getTimeFormatter('smart_date');
  it.each([
    ['2020-01-01', '2020'],
    ['2020-03-01', 'March'],
    ['2020-03-15', 'Mar 15'],
    ['2020-03-03', 'Tue 03'],
    ['2020-03-03T14:00:00Z', '02 PM'],
    ['2020-03-03T14:30:00Z', '02:30'],
    ['2020-03-03T14:30:15Z', ':15s'],
    ['2020-03-03T14:30:15.250Z', '.250ms'],
  ])('%s → %s', (iso, expected) => {
    expect(smart(new Date(iso))).toBe(expected);
  });

  it('is the format of an empty id, and reads epoch milliseconds and ISO text', () => {
    expect(formatTime('', Date.UTC(2020, 2, 1))).toBe('March');
    expect(formatTime(null, '2020-01-01T00:00:00Z')).toBe('2020');
  });

  it('shows null as null and text that is no time as it is', () => {
    expect(smart(null)).toBe('null');
    expect(smart('not a date')).toBe('not a date');
  });
});

describe('smart_date_verbose and smart_date_detailed', () => {
  it('verbose', () => {
    const verbose = getTimeFormatter(SMART_DATE_VERBOSE_ID);
    expect(verbose(new Date('2020-01-01'))).toBe('2020');
    expect(verbose(new Date('2020-03-01'))).toBe('Mar 2020');
    expect(verbose(new Date('2020-03-03'))).toBe('Tue Mar 3');
    expect(verbose(new Date('2020-03-15'))).toBe('Sun Mar 15');
  });

  it('detailed', () => {
    const detailed = getTimeFormatter(SMART_DATE_DETAILED_ID);
    expect(detailed(new Date('2020-01-01'))).toBe('2020');
    expect(detailed(new Date('2020-03-01'))).toBe('2020-03-01');
    expect(detailed(new Date('2020-03-01T12:34:00Z'))).toBe('2020-03-01 12:34');
    expect(detailed(new Date('2020-03-01T12:34:56Z'))).toBe('2020-03-01 12:34:56');
  });
});

describe('d3 time patterns', () => {
  const value = Date.UTC(2019, 0, 14, 1, 32, 10);
  it("shows each of Superset's time format choices as its preview says", () => {
    for (const choice of D3_TIME_FORMAT_OPTIONS.slice(1)) {
      expect(formatTime(choice.value, value)).toBe(choice.label.split(' | ')[1]);
    }
  });

  it('follows the time grain', () => {
    expect(getTimeFormatterForGranularity('P1M')(Date.UTC(2019, 0, 1))).toBe('Jan 2019');
    expect(getTimeFormatterForGranularity('P3M')(Date.UTC(2019, 3, 1))).toBe('2019 Q2');
    expect(getTimeFormatterForGranularity('PT1H')(value)).toBe('2019-01-14 01:00');
    expect(getTimeFormatterForGranularity('P1W')(value)).toBe('2019-01-14');
    expect(getTimeFormatterForGranularity(null)(Date.UTC(2019, 0, 1))).toBe('2019');
  });
});

describe('number format choices', () => {
  it('each preview is what the format makes of 12345.432', () => {
    for (const choice of D3_FORMAT_OPTIONS) {
      const match = / \(12345\.432 => (.*)\)$/.exec(choice.label);
      if (match) expect(formatNumber(choice.value, 12345.432)).toBe(match[1]);
    }
  });

  it('offers the formats of spec 000 point 9', () => {
    const values = D3_FORMAT_OPTIONS.map((c) => c.value);
    for (const wanted of [',d', '.1s', '.3s', ',.1%', '.3%', '.4r', ',.3f', '+,', '$,.2f', 'DURATION']) {
      expect(values).toContain(wanted);
    }
    const times = D3_TIME_FORMAT_OPTIONS.map((c) => c.value);
    for (const wanted of ['smart_date', '%d/%m/%Y', '%m/%d/%Y', '%Y-%m-%d', '%Y-%m-%d %H:%M:%S']) {
      expect(times).toContain(wanted);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { InvalidDataError } from './errors';
import { resample } from './resample';
import { column, frame, timeFrame, utc } from './test/helpers';

// 2024-01-01 is a Monday.
const daily = timeFrame([
  { ts: utc('2024-01-01'), y: 1 },
  { ts: utc('2024-01-03'), y: 3 },
  { ts: utc('2024-01-04'), y: 4 },
]);

const days = (...dates: string[]) => dates.map(utc);

describe('resample: upsampling', () => {
  it('asfreq with fill_value fills the missing buckets', () => {
    const result = resample(daily, { rule: '1D', method: 'asfreq', fill_value: 0 });
    expect(column(result, 'ts')).toEqual(days('2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04'));
    expect(column(result, 'y')).toEqual([1, 0, 3, 4]);
    expect(result.index).toEqual(['ts']);
  });

  it('asfreq alone leaves them missing; ffill, bfill and linear fill them', () => {
    const run = (method: string) => column(resample(daily, { rule: '1D', method }), 'y');
    expect(run('asfreq')).toEqual([1, null, 3, 4]);
    expect(run('ffill')).toEqual([1, 1, 3, 4]);
    expect(run('bfill')).toEqual([1, 3, 3, 4]);
    expect(run('linear')).toEqual([1, 2, 3, 4]);
  });

  it('linear interpolates numbers and leaves text gaps missing', () => {
    const labelled = timeFrame([
      { ts: utc('2019-01-01'), label: 'a', y: 1 },
      { ts: utc('2019-01-05'), label: 'e', y: 5 },
      { ts: utc('2019-01-08'), label: 'j', y: 8 },
    ]);
    const result = resample(labelled, { rule: '1D', method: 'linear' });
    expect(column(result, 'y')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(column(result, 'label')).toEqual(['a', null, null, null, 'e', null, null, 'j']);
  });

  it('zero-fills the whole queried range when time_range_start/end are given', () => {
    const one = timeFrame([{ ts: utc('2024-01-02'), y: 2 }]);
    const result = resample(one, {
      rule: '1D',
      method: 'asfreq',
      fill_value: 0,
      time_range_start: '2024-01-01T00:00:00',
      time_range_end: utc('2024-01-04'),
    });
    expect(column(result, 'ts')).toEqual(days('2024-01-01', '2024-01-02', '2024-01-03'));
    expect(column(result, 'y')).toEqual([0, 2, 0]);
  });

  it('year starts (1AS)', () => {
    const yearly = timeFrame([
      { ts: utc('2022-01-01'), y: 1 },
      { ts: utc('2024-01-01'), y: 3 },
    ]);
    const result = resample(yearly, { rule: '1AS', method: 'asfreq', fill_value: 0 });
    expect(column(result, 'ts')).toEqual(days('2022-01-01', '2023-01-01', '2024-01-01'));
    expect(column(result, 'y')).toEqual([1, 0, 3]);
  });
});

describe('resample: downsampling', () => {
  it('fixed bins start at midnight of the first day (2D)', () => {
    const sum = resample(daily, { rule: '2D', method: 'sum' });
    expect(column(sum, 'ts')).toEqual(days('2024-01-01', '2024-01-03'));
    expect(column(sum, 'y')).toEqual([1, 7]);
    expect(column(resample(daily, { rule: '2D', method: 'mean' }), 'y')).toEqual([1, 3.5]);
  });

  const weekly = timeFrame([
    { ts: utc('2024-01-01'), y: 1 },
    { ts: utc('2024-01-03'), y: 3 },
    { ts: utc('2024-01-04'), y: 4 },
    { ts: utc('2024-01-08'), y: 8 },
    { ts: utc('2024-01-14'), y: 14 },
  ]);

  it('W bins end on Sundays, closed and labelled on the right', () => {
    const result = resample(weekly, { rule: '1W', method: 'sum' });
    expect(column(result, 'ts')).toEqual(days('2024-01-07', '2024-01-14'));
    expect(column(result, 'y')).toEqual([8, 22]);
  });

  it('W-MON bins end on Mondays', () => {
    const result = resample(weekly, { rule: 'W-MON', method: 'sum' });
    expect(column(result, 'ts')).toEqual(days('2024-01-01', '2024-01-08', '2024-01-15'));
    expect(column(result, 'y')).toEqual([1, 15, 14]);
  });

  const monthly = timeFrame([
    { ts: utc('2024-01-15'), y: 1 },
    { ts: utc('2024-01-20'), y: 2 },
    { ts: utc('2024-03-01'), y: 3 },
  ]);

  it('MS labels month starts; an empty month sums to 0 and has no mean', () => {
    const sum = resample(monthly, { rule: 'MS', method: 'sum' });
    expect(column(sum, 'ts')).toEqual(days('2024-01-01', '2024-02-01', '2024-03-01'));
    expect(column(sum, 'y')).toEqual([3, 0, 3]);
    expect(column(resample(monthly, { rule: 'MS', method: 'mean' }), 'y')).toEqual([1.5, null, 3]);
    expect(column(resample(monthly, { rule: 'MS', method: 'median' }), 'y')).toEqual([1.5, null, 3]);
  });

  it('1M labels month ends', () => {
    const result = resample(monthly, { rule: '1M', method: 'sum' });
    expect(column(result, 'ts')).toEqual(days('2024-01-31', '2024-02-29', '2024-03-31'));
    expect(column(result, 'y')).toEqual([3, 0, 3]);
  });

  it('hourly bins (1H)', () => {
    const hours = timeFrame([
      { ts: utc('2024-01-01') + 30 * 60_000, y: 1 },
      { ts: utc('2024-01-01') + 50 * 60_000, y: 2 },
      { ts: utc('2024-01-01') + 150 * 60_000, y: 5 },
    ]);
    const result = resample(hours, { rule: '1H', method: 'sum' });
    expect(column(result, 'ts')).toEqual([0, 1, 2].map((h) => utc('2024-01-01') + h * 3_600_000));
    expect(column(result, 'y')).toEqual([3, 0, 5]);
  });
});

describe('resample: errors', () => {
  it('needs a time index, a known rule and a known method', () => {
    expect(() => resample(frame([{ ts: 1, y: 1 }]), { rule: '1D', method: 'sum' })).toThrow(
      'Resample operation requires DatetimeIndex',
    );
    expect(() => resample(daily, { rule: '1X', method: 'sum' })).toThrow(/unknown rule/);
    expect(() => resample(daily, { rule: '1D', method: 'max' })).toThrow(/Resample method should be in/);
    const duplicated = timeFrame([
      { ts: 1, y: 1 },
      { ts: 1, y: 2 },
    ]);
    expect(() => resample(duplicated, { rule: '1D', method: 'asfreq' })).toThrow(InvalidDataError);
  });
});

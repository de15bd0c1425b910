import { describe, expect, it } from 'vitest';
import { getCurrencyFormatter } from './currency';
import { formatNumber, getNumberFormatter, isValidNumberFormat, NumberFormats } from './number-format';

// Expected outputs are superset-ui-core's own (createSmartNumberFormatter.test.ts,
// createD3NumberFormatter.test.ts, createDurationFormatter.test.ts, NumberFormatter.test.ts,
// CurrencyFormatter.test.ts), with the ASCII minus Superset uses since d3-format 3.
describe('SMART_NUMBER', () => {
  const smart = getNumberFormatter(NumberFormats.SMART_NUMBER);
  it.each([
    [0, '0'],
    [1000000000, '1B'],
    [4560000000, '4.56B'],
    [1000, '1k'],
    [10001, '10k'],
    [10100, '10.1k'],
    [111000000, '111M'],
    [1, '1'],
    [10.23432, '10.23'],
    [274.2856, '274.29'],
    [999, '999'],
    [0.1, '0.1'],
    [0.699, '0.699'],
    [0.0023, '0.0023'],
    [0.002300001, '0.0023'],
    [0.0002300001, '230µ'],
    [0.000023, '23µ'],
    [0.000001, '1µ'],
    [0.0000001, '100n'],
    [-4560000000, '-4.56B'],
    [-10100, '-10.1k'],
    [-274.2856, '-274.29'],
    [-0.0023, '-0.0023'],
    [-0.000023, '-23µ'],
  ])('%s → %s', (value, expected) => {
    expect(smart(value)).toBe(expected);
  });

  it('is the format of an empty or missing id', () => {
    expect(getNumberFormatter('')(12345)).toBe('12.3k');
    expect(getNumberFormatter(null)(12345)).toBe('12.3k');
    expect(getNumberFormatter(undefined)(0.5)).toBe('0.5');
  });

  it('shows null, undefined, NaN and infinities as Superset does', () => {
    expect(smart(null)).toBe('null');
    expect(smart(undefined)).toBe('undefined');
    expect(smart(Number.NaN)).toBe('NaN');
    expect(smart(Number.POSITIVE_INFINITY)).toBe('∞');
    expect(smart(Number.NEGATIVE_INFINITY)).toBe('-∞');
  });
});

describe('SMART_NUMBER_SIGNED', () => {
  const signed = getNumberFormatter(NumberFormats.SMART_NUMBER_SIGNED);
  it.each([
    [0, '0'],
    [1000000000, '+1B'],
    [10100, '+10.1k'],
    [274.2856, '+274.29'],
    [0.0023, '+0.0023'],
    [0.000023, '+23µ'],
    [0.0000001, '+100n'],
    [-10100, '-10.1k'],
  ])('%s → %s', (value, expected) => {
    expect(signed(value)).toBe(expected);
  });
});

describe('d3 formats', () => {
  it.each([
    ['.2f', 100, '100.00'],
    [',d', -1234, '-1,234'],
    [',.2f', -1234.5, '-1,234.50'],
    // The previews of Superset's D3_FORMAT_OPTIONS (12345.432).
    [',d', 12345.432, '12,345'],
    ['.1s', 12345.432, '10k'],
    ['.3s', 12345.432, '12.3k'],
    [',.1%', 12345.432, '1,234,543.2%'],
    ['.2%', 12345.432, '1234543.20%'],
    ['.3%', 12345.432, '1234543.200%'],
    ['.4r', 12345.432, '12350'],
    [',.1f', 12345.432, '12,345.4'],
    [',.3f', 12345.432, '12,345.432'],
    ['+,', 12345.432, '+12,345.432'],
    ['$,.2f', 12345.432, '$12,345.43'],
  ])('%s of %s → %s', (format, value, expected) => {
    expect(formatNumber(format, value)).toBe(expected);
  });

  it('says an invalid specifier is invalid, as Superset does', () => {
    expect(formatNumber('i-am-groot', 12345.67)).toBe('12345.67 (Invalid format: i-am-groot)');
    expect(isValidNumberFormat('i-am-groot')).toBe(false);
    expect(isValidNumberFormat(',.2f')).toBe(true);
    expect(isValidNumberFormat('DURATION')).toBe(true);
  });

  it('builds each formatter once', () => {
    expect(getNumberFormatter(',.2f')).toBe(getNumberFormatter(' ,.2f '));
  });
});

describe('durations', () => {
  it.each([
    [0, '0ms'],
    [1000, '1s'],
    [1337, '1.3s'],
    [10500, '10.5s'],
    [60 * 1000, '1m'],
    [90 * 1000, '1m 30s'],
    [66000, '1m 6s'],
    [3 * 86400000 + 3600000, '3d 1h'],
    [0.4, '1ms'],
  ])('DURATION %s → %s', (value, expected) => {
    expect(formatNumber('DURATION', value)).toBe(expected);
  });

  it('DURATION_S reads seconds', () => {
    expect(formatNumber('DURATION_S', 0.5)).toBe('500ms');
    expect(formatNumber('DURATION_S', 30)).toBe('30s');
    expect(formatNumber('DURATION_S', 90)).toBe('1m 30s');
  });

  it('DURATION_SUB shows sub-millisecond units and DURATION_COL colon notation', () => {
    expect(formatNumber('DURATION_SUB', 100.40008)).toBe('100ms 400µs 80ns');
    expect(formatNumber('DURATION_SUB', 1.40008)).toBe('1ms 400µs 80ns');
    expect(formatNumber('DURATION_COL', 10500)).toBe('0:10.5');
    expect(formatNumber('DURATION_COL', 65000)).toBe('1:05');
    expect(formatNumber('DURATION_COL', 3725000)).toBe('1:02:05');
  });
});

describe('currency_format', () => {
  const VALUE = 56100057;
  it('puts the symbol before or after the number', () => {
    expect(getCurrencyFormatter({ symbol: 'EUR', symbolPosition: 'prefix' }, ',.1f')(VALUE)).toBe(
      '€ 56,100,057.0',
    );
    expect(getCurrencyFormatter({ symbol: 'EUR', symbolPosition: 'suffix' }, ',.1f')(VALUE)).toBe(
      '56,100,057.0 €',
    );
    expect(getCurrencyFormatter({ symbol: 'USD', symbolPosition: 'prefix' })(VALUE)).toBe('$ 56.1M');
  });

  it("drops the format's own $ and %", () => {
    expect(getCurrencyFormatter({ symbol: 'GBP', symbolPosition: 'prefix' }, '$,.2f')(1234.5)).toBe(
      '£ 1,234.50',
    );
  });

  it('is the plain format without a currency, and reads AUTO from the data', () => {
    expect(getCurrencyFormatter(null, ',.1f')(VALUE)).toBe('56,100,057.0');
    expect(getCurrencyFormatter({ symbol: '', symbolPosition: 'prefix' }, ',d')(VALUE)).toBe('56,100,057');
    expect(getCurrencyFormatter({ symbol: 'AUTO', symbolPosition: 'suffix' }, ',d', 'JPY')(5)).toBe('5 ¥');
    expect(getCurrencyFormatter({ symbol: 'AUTO', symbolPosition: 'suffix' }, ',d', null)(5)).toBe('5');
  });
});

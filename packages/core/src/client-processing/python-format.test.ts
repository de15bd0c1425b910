// Expected strings are what CPython 3 answers for format(value, spec).
import { describe, expect, it } from 'vitest';
import { flattenKey, pythonFloatRepr } from './labels';
import { PythonFormatError, pythonFormat } from './python-format';

const int = (value: number) => ({ type: 'int', value }) as const;
const float = (value: number) => ({ type: 'float', value }) as const;

describe('pythonFormat', () => {
  it.each([
    [int(80679663), ',d', '80,679,663'],
    [int(1234567), '_d', '1_234_567'],
    [int(1234), ',', '1,234'],
    [int(5), '.2f', '5.00'],
    [int(255), '#x', '0xff'],
    [int(255), 'X', 'FF'],
    [int(42), '>6', '    42'],
    [int(42), '<6', '42    '],
    [int(42), '^6', '  42  '],
    [int(42), '*^7', '**42***'],
    [int(-42), '=6', '-   42'],
    [int(42), '06', '000042'],
    [int(7), '.1%', '700.0%'],
    [float(1234.5), ',.2f', '1,234.50'],
    [float(1234.5), ',', '1,234.5'],
    [float(0.1234), '.1%', '12.3%'],
    [float(3.24159), '.3g', '3.24'],
    [float(1234567), '.3g', '1.23e+06'],
    [float(0.00001234), '.3g', '1.23e-05'],
    [float(1.5), 'e', '1.500000e+00'],
    [float(1.5), '+.1f', '+1.5'],
    [float(-1.5), '+.1f', '-1.5'],
    [float(1.5), ' .1f', ' 1.5'],
    [float(1), '', '1.0'],
    [float(12), '.2', '1.2e+01'],
    [float(0.5), '.3', '0.5'],
    [float(Number.NaN), '.2f', 'nan'],
    [float(Number.POSITIVE_INFINITY), '.1%', 'inf%'],
    [float(-0.001), '.2f', '-0.00'],
    [float(0.125), '.2f', '0.12'],
    [float(0.125), '.2', '0.12'],
    [float(1.5e21), ',.0f', '1,500,000,000,000,000,000,000'],
    [float(1e16), '', '1e+16'],
    [float(Number.NEGATIVE_INFINITY), 'z.1f', '-inf'],
    [float(0.375), '.2f', '0.38'],
    [float(2.5), ',.0f', '2'],
    [float(3.5), ',.0f', '4'],
    [float(0.1), '.1f', '0.1'],
    [float(1.005), '.2f', '1.00'],
    [float(0.00625), '.1%', '0.6%'],
    [float(-0.001), 'z.2f', '0.00'],
    [{ type: 'str', value: 'abc' } as const, '>5', '  abc'],
  ])('format(%o, %j) is %j', (value, spec, expected) => {
    expect(pythonFormat(value, spec)).toBe(expected);
  });

  it.each([
    [float(1234.5), ',d', "Unknown format code 'd' for object of type 'float'"],
    [int(42), '.2', 'Precision not allowed in integer format specifier'],
    [float(1234.5), '$,.2f', 'Invalid format specifier'],
    [float(1234.5), '.3s', "Unknown format code 's' for object of type 'float'"],
    [{ type: 'str', value: 'abc' } as const, ',d', "Unknown format code 'd' for object of type 'str'"],
  ])('format(%o, %j) raises', (value, spec, message) => {
    expect(() => pythonFormat(value, spec)).toThrow(new PythonFormatError(message));
  });
});

describe('pythonFloatRepr and labels', () => {
  it.each([
    [2020, '2020.0'],
    [1e16, '1e+16'],
    [1.5e-7, '1.5e-07'],
    [0.0001, '0.0001'],
    [123456789012345680000, '1.2345678901234568e+20'],
    [0.1 + 0.2, '0.30000000000000004'],
    [-0.5, '-0.5'],
  ])('repr(%d) is %j', (value, expected) => {
    expect(pythonFloatRepr(value)).toBe(expected);
  });

  it('flattens a label as " ".join(str(v)), trimming the empty total levels', () => {
    const levels = [{ kind: 'temporal', dateOnly: false }, { kind: 'float' }, { kind: 'text' }] as const;
    expect(flattenKey([Date.UTC(2020, 0, 1), 3, null], levels)).toBe('2020-01-01 00:00:00 3.0 nan');
    expect(flattenKey(['Total (Sum)', '', ''], levels)).toBe('Total (Sum)');
    expect(flattenKey([Date.UTC(2020, 0, 1)], [{ kind: 'temporal', dateOnly: true }])).toBe('2020-01-01');
    expect(flattenKey([true, 7], [{ kind: 'text' }, { kind: 'int' }])).toBe('True 7');
  });
});

import { describe, expect, it } from 'vitest';
import { OperationNotSupportedError } from './errors';
import { rolling } from './rolling';
import { windowWeights } from './rolling-weighted';
import { column, frame } from './test/helpers';

const ys = frame([1, 2, 3, 4, 5].map((y) => ({ y })));
const run = (options: Record<string, unknown>) =>
  column(rolling(ys, { columns: { y: 'y' }, window: 3, ...options }), 'y');

const close = (values: number[], expected: number[]) => {
  for (const [i, value] of values.entries()) expect(value).toBeCloseTo(expected[i]!, 12);
};

describe('window weights (scipy, symmetric)', () => {
  it('triangular, Bartlett, Hamming, Blackman and boxcar', () => {
    expect(windowWeights('triang', 3)).toEqual([0.5, 1, 0.5]);
    expect(windowWeights('triang', 4)).toEqual([0.25, 0.75, 0.75, 0.25]);
    expect(windowWeights('bartlett', 5)).toEqual([0, 0.5, 1, 0.5, 0]);
    close(windowWeights('hamming', 3), [0.08, 1, 0.08]);
    close(windowWeights('blackman', 3), [0, 1, 0]);
    expect(windowWeights('boxcar', 3)).toEqual([1, 1, 1]);
    expect(windowWeights('gaussian', 1, { std: 2 })).toEqual([1]);
  });

  it('parameterised windows read their parameters', () => {
    close(windowWeights('gaussian', 3, { std: 1 }), [Math.exp(-0.5), 1, Math.exp(-0.5)]);
    close(windowWeights('exponential', 3, { tau: 1 }), [Math.exp(-1), 1, Math.exp(-1)]);
    close(windowWeights('kaiser', 3, { beta: 0 }), [1, 1, 1]);
    expect(() => windowWeights('gaussian', 3)).toThrow(/std/);
  });
});

describe('rolling with win_type', () => {
  it('weighs each window: triang [0.5, 1, 0.5]', () => {
    // (0.5·1 + 1·2 + 0.5·3) = 4 over weights 2 → 2
    expect(run({ rolling_type: 'sum', win_type: 'triang' })).toEqual([null, null, 4, 6, 8]);
    expect(run({ rolling_type: 'mean', win_type: 'triang' })).toEqual([null, null, 2, 3, 4]);
  });

  it('partial windows count once min_periods allows them, and centring reads ahead', () => {
    expect(run({ rolling_type: 'sum', win_type: 'triang', min_periods: 0 })).toEqual([0.5, 2, 4, 6, 8]);
    expect(run({ rolling_type: 'mean', win_type: 'triang', center: true })).toEqual([null, 2, 3, 4, null]);
  });

  it('passes window parameters through rolling_type_options', () => {
    const constant = frame([7, 7, 7].map((y) => ({ y })));
    const result = rolling(constant, {
      columns: { y: 'y' },
      window: 3,
      rolling_type: 'mean',
      win_type: 'gaussian',
      rolling_type_options: { std: 1 },
    });
    expect(column(result, 'y')[2]).toBeCloseTo(7, 12);
    expect(() => run({ rolling_type: 'mean', win_type: 'gaussian' })).toThrow(/std/);
  });

  it('refuses what pandas refuses and what Tessera does not weigh', () => {
    expect(() => run({ rolling_type: 'median', win_type: 'triang' })).toThrow(/weighted window/);
    expect(() => run({ rolling_type: 'std', win_type: 'triang' })).toThrow(OperationNotSupportedError);
    expect(() => run({ rolling_type: 'sum', win_type: 'slepian' })).toThrow(OperationNotSupportedError);
  });
});

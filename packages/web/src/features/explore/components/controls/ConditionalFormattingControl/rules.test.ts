import { describe, expect, it } from 'vitest';
import { colorChoice, colorName, LEFT_TOO_BIG, RIGHT_TOO_SMALL, ruleLabel, validateRule } from './rules';

describe('conditional formatting rules', () => {
  it('requires column, colour and operator', () => {
    expect(validateRule({})).toEqual({ column: 'Required', colorScheme: 'Required', operator: 'Required' });
  });

  it('needs no value for None', () => {
    expect(validateRule({ column: 'a', colorScheme: '#5AC189', operator: 'None' })).toEqual({});
  });

  it('needs a target value for a single-value operator', () => {
    const rule = { column: 'a', colorScheme: '#5AC189', operator: '≥' };
    expect(validateRule(rule)).toEqual({ targetValue: 'Required' });
    expect(validateRule({ ...rule, targetValue: 0 })).toEqual({});
  });

  it('needs both sides of a between operator, the left smaller', () => {
    const rule = { column: 'a', colorScheme: '#E04355', operator: '≤ x <' };
    expect(validateRule(rule)).toEqual({ targetValueLeft: 'Required', targetValueRight: 'Required' });
    expect(validateRule({ ...rule, targetValueLeft: 9, targetValueRight: 3 })).toEqual({
      targetValueLeft: LEFT_TOO_BIG,
      targetValueRight: RIGHT_TOO_SMALL,
    });
    expect(LEFT_TOO_BIG).toBe('This value should be smaller than the right target value');
    expect(RIGHT_TOO_SMALL).toBe('This value should be greater than the left target value');
    expect(validateRule({ ...rule, targetValueLeft: 3, targetValueRight: 9 })).toEqual({});
  });

  it('names colours saved as hex or as Superset theme names', () => {
    expect(colorName('#5ac189')).toBe('green');
    expect(colorName('colorError')).toBe('red');
    expect(colorChoice('colorWarning')).toBe('#FCC700');
  });

  it('summarises a rule', () => {
    expect(ruleLabel({ operator: '>', targetValue: 10 }, 'sales')).toBe('sales > 10');
    expect(ruleLabel({ operator: '< x ≤', targetValueLeft: 1, targetValueRight: 5 }, 'sales')).toBe(
      '1 < sales ≤ 5',
    );
    expect(ruleLabel({ operator: 'None' }, 'sales')).toBe('sales');
  });
});

import { describe, expect, it } from 'vitest';
import { isWindowed, splitPastedList } from './selectLists';
import { finiteNumber, integer, number, required } from './validators';

const formData = { viz_type: 'table', datasource: '1__table' };

describe('control validators (spec 000 point 5)', () => {
  it('integer', () => {
    expect(integer('12', formData)).toBeNull();
    expect(integer(-3, formData)).toBeNull();
    expect(integer('', formData)).toBeNull();
    expect(integer('1.5', formData)).toBe('is expected to be an integer');
    expect(integer('abc', formData)).toBe('is expected to be an integer');
  });

  it('number, loose and finite', () => {
    expect(number('1.5', formData)).toBeNull();
    expect(number('Infinity', formData)).toBeNull();
    expect(number('x', formData)).toBe('is expected to be a number');
    expect(finiteNumber('Infinity', formData)).toBe('is expected to be a number');
    expect(finiteNumber(' ', formData)).toBe('is expected to be a number');
    expect(finiteNumber('2e3', formData)).toBeNull();
  });

  it('cannot be empty: null, an empty string or an empty list', () => {
    for (const empty of [null, undefined, '', []]) expect(required(empty, formData)).toBe('cannot be empty');
    expect(required([1], formData)).toBeNull();
    expect(required(0, formData)).toBeNull();
  });
});

describe('select lists', () => {
  it('split pasted text on comma, newline, tab and semicolon, trimmed and de-duplicated', () => {
    expect(splitPastedList(' a, b\nc\td;a ;; ', ['d'])).toEqual(['a', 'b', 'c']);
  });

  it('window lists of more than 100 options', () => {
    expect(isWindowed(100)).toBe(false);
    expect(isWindowed(101)).toBe(true);
  });
});

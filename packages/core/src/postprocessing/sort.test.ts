import { describe, expect, it } from 'vitest';
import { DuplicateColumnError, MissingColumnError } from './errors';
import { rename, select } from './rename';
import { sort } from './sort';
import { column, frame, timeFrame } from './test/helpers';

const people = frame([
  { n: 'b', v: 2, w: 'x' },
  { n: 'a', v: null, w: 'y' },
  { n: 'c', v: 1, w: 'z' },
]);

describe('sort', () => {
  it('sorts by columns, missing values last in either direction', () => {
    expect(column(sort(people, { by: 'v' }), 'n')).toEqual(['c', 'b', 'a']);
    expect(column(sort(people, { by: ['v'], ascending: false }), 'n')).toEqual(['b', 'c', 'a']);
    expect(column(sort(people, { by: 'n', ascending: [false] }), 'n')).toEqual(['c', 'b', 'a']);
  });

  it('is stable and reads the legacy {column: ascending} form', () => {
    const ties = frame([
      { k: 1, id: 'first' },
      { k: 0, id: 'zero' },
      { k: 1, id: 'second' },
    ]);
    expect(column(sort(ties, { columns: { k: true } }), 'id')).toEqual(['zero', 'first', 'second']);
  });

  it('sorts by the index', () => {
    const indexed = timeFrame([
      { ts: 3, y: 'c' },
      { ts: 1, y: 'a' },
      { ts: 2, y: 'b' },
    ]);
    expect(column(sort(indexed, { is_sort_index: true }), 'y')).toEqual(['a', 'b', 'c']);
    expect(column(sort(indexed, { is_sort_index: true, ascending: false }), 'y')).toEqual(['c', 'b', 'a']);
  });

  it('validates its options', () => {
    expect(() => sort(people, {})).toThrow(/either `by` or `is_sort_index`/);
    expect(() => sort(people, { by: ['v', 'n'], ascending: [true] })).toThrow(/ascending/);
    expect(() => sort(people, { by: 'nope' })).toThrow(MissingColumnError);
  });
});

describe('select', () => {
  it('keeps the listed columns in order', () => {
    const result = select(people, { columns: ['v', 'n'] });
    expect(result.columns).toEqual(['v', 'n']);
    expect(result.rows[0]).toEqual({ v: 2, n: 'b' });
  });

  it('excludes, then renames (both rename shapes)', () => {
    expect(select(people, { exclude: ['w'] }).columns).toEqual(['n', 'v']);
    expect(select(people, { rename: [{ n: 'name' }] }).columns).toEqual(['name', 'v', 'w']);
    expect(select(people, { columns: ['n'], rename: { n: 'name' } }).rows).toEqual([
      { name: 'b' },
      { name: 'a' },
      { name: 'c' },
    ]);
  });

  it('rejects unknown columns, and excluding a column that `columns` dropped', () => {
    expect(() => select(people, { columns: ['nope'] })).toThrow(MissingColumnError);
    expect(() => select(people, { columns: ['n'], exclude: ['v'] })).toThrow(MissingColumnError);
  });
});

describe('rename', () => {
  it('renames columns and keeps their values', () => {
    const result = rename(people, { columns: { v: 'value' } });
    expect(result.columns).toEqual(['n', 'value', 'w']);
    expect(column(result, 'value')).toEqual([2, null, 1]);
  });

  it('refuses names that already exist and unknown columns', () => {
    expect(() => rename(people, { columns: { n: 'v' } })).toThrow('Label already exists');
    expect(() => rename(people, { columns: { n: 'x', w: 'x' } })).toThrow(DuplicateColumnError);
    // A name the same mapping vacates can be taken.
    expect(rename(people, { columns: { n: 'v', v: 'n' } }).columns).toEqual(['v', 'n', 'w']);
    expect(() => rename(people, { columns: { nope: 'x' } })).toThrow(MissingColumnError);
    expect(() => rename(people, { columns: { n: 'x' }, level: 1 })).toThrow('rename: level 1 does not exist');
  });

  it('returns the frame unchanged for an empty mapping', () => {
    expect(rename(people, { columns: {} })).toBe(people);
  });
});

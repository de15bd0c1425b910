import type { AdhocFilter } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import {
  availableOperators,
  cutLabel,
  filterLabel,
  isFilterValid,
  newAdhocFilter,
  newFilterOptionName,
  operatorIdOf,
  savedFilter,
  simpleSqlExpression,
  withOperator,
  withSubject,
} from './adhocFilters';

const country = { column_name: 'country', type: 'VARCHAR', type_generic: 1 };
const quantity = { column_name: 'quantity', type: 'INTEGER', type_generic: 0 };
const price = { column_name: 'price', type: 'DOUBLE', type_generic: 0 };
const active = { column_name: 'active', type: 'BOOLEAN', type_generic: 3 };
const orderDate = { column_name: 'order_date', type: 'TIMESTAMP', type_generic: 2, is_dttm: true };
const computed = { column_name: 'is_big', type: null, expression: 'price > 100' };

const simple = (extra: Partial<AdhocFilter>): AdhocFilter =>
  ({ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'country', ...extra }) as AdhocFilter;

describe('operator availability', () => {
  it('a text column: comparisons, lists, patterns and null checks; no booleans, no time range', () => {
    expect(availableOperators(country, 'WHERE')).toEqual([
      'EQUALS',
      'NOT_EQUALS',
      'LESS_THAN',
      'LESS_THAN_OR_EQUAL',
      'GREATER_THAN',
      'GREATER_THAN_OR_EQUAL',
      'IN',
      'NOT_IN',
      'LIKE',
      'ILIKE',
      'IS_NOT_NULL',
      'IS_NULL',
    ]);
  });

  it('is-true and is-false only for boolean, integer and computed columns', () => {
    expect(availableOperators(quantity, 'WHERE')).toContain('IS_TRUE');
    expect(availableOperators(computed, 'WHERE')).toContain('IS_FALSE');
    expect(availableOperators(price, 'WHERE')).not.toContain('IS_TRUE');
  });

  it('a boolean column gets only the null checks besides is-true and is-false', () => {
    expect(availableOperators(active, 'WHERE')).toEqual(['IS_NOT_NULL', 'IS_NULL', 'IS_TRUE', 'IS_FALSE']);
  });

  it('TEMPORAL_RANGE only for temporal columns', () => {
    expect(availableOperators(orderDate, 'WHERE')).toContain('TEMPORAL_RANGE');
    expect(availableOperators(country, 'WHERE')).not.toContain('TEMPORAL_RANGE');
  });

  it('HAVING allows the comparisons only', () => {
    expect(availableOperators(undefined, 'HAVING')).toEqual([
      'EQUALS',
      'NOT_EQUALS',
      'LESS_THAN',
      'LESS_THAN_OR_EQUAL',
      'GREATER_THAN',
      'GREATER_THAN_OR_EQUAL',
    ]);
  });
});

describe('validity (spec 000)', () => {
  it('null checks need an operator and a subject only', () => {
    expect(isFilterValid(simple({ operator: 'IS NULL', operatorId: 'IS_NULL', comparator: null }))).toBe(
      true,
    );
    expect(isFilterValid(simple({ subject: null, operator: 'IS NULL', operatorId: 'IS_NULL' }))).toBe(false);
  });

  it('is-true / is-false need a subject and a non-null comparator', () => {
    expect(isFilterValid(simple({ operator: '==', operatorId: 'IS_TRUE', comparator: true }))).toBe(true);
    expect(isFilterValid(simple({ operator: '==', operatorId: 'IS_TRUE', comparator: null }))).toBe(false);
  });

  it('other simple filters need operator, subject, clause and a comparator (a non-empty list)', () => {
    expect(isFilterValid(simple({ operator: '==', operatorId: 'EQUALS', comparator: 'France' }))).toBe(true);
    expect(isFilterValid(simple({ operator: '==', operatorId: 'EQUALS', comparator: null }))).toBe(false);
    expect(isFilterValid(simple({ operator: 'IN', operatorId: 'IN', comparator: [] }))).toBe(false);
    expect(isFilterValid(simple({ operator: 'IN', operatorId: 'IN', comparator: ['Spain'] }))).toBe(true);
    expect(isFilterValid(simple({ operator: null, comparator: 'France' }))).toBe(false);
  });

  it('SQL filters need an expression and a clause', () => {
    const sql = { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'price > 1' } as AdhocFilter;
    expect(isFilterValid(sql)).toBe(true);
    expect(isFilterValid({ ...sql, sqlExpression: '  ' })).toBe(false);
  });
});

describe('transitions (spec 001 point 4)', () => {
  it('a column subject sets WHERE, a metric HAVING; the operator stays only while allowed', () => {
    const base = simple({ operator: 'LIKE', operatorId: 'LIKE', comparator: 'Fr%' });
    const onMetric = withSubject(base, 'count', undefined);
    expect(onMetric).toMatchObject({ subject: 'count', clause: 'HAVING', operator: null, comparator: null });
    expect(onMetric.operatorId).toBeUndefined();
    const onColumn = withSubject(base, 'quantity', quantity);
    expect(onColumn).toMatchObject({
      clause: 'WHERE',
      operator: 'LIKE',
      operatorId: 'LIKE',
      comparator: null,
    });
  });

  it('multi-value operators make a list; single-value ones take its first item', () => {
    const single = simple({ operator: '==', operatorId: 'EQUALS', comparator: 'France' });
    const multi = withOperator(single, 'IN');
    expect(multi).toMatchObject({ operator: 'IN', operatorId: 'IN', comparator: ['France'] });
    expect(withOperator({ ...multi, comparator: ['Spain', 'France'] }, 'NOT_EQUALS')).toMatchObject({
      operator: '!=',
      comparator: 'Spain',
    });
    expect(withOperator(simple({ comparator: null }), 'IN').comparator).toEqual([]);
  });

  it('is-true / is-false force a boolean comparator, null checks a null one', () => {
    const base = simple({ subject: 'active', operator: '==', operatorId: 'EQUALS', comparator: 'x' });
    expect(withOperator(base, 'IS_TRUE')).toMatchObject({ operator: '==', comparator: true });
    expect(withOperator(base, 'IS_FALSE')).toMatchObject({ operator: '==', comparator: false });
    expect(withOperator(base, 'IS_NULL')).toMatchObject({ operator: 'IS NULL', comparator: null });
    expect(withOperator(withOperator(base, 'IS_TRUE'), 'EQUALS').comparator).toBeNull();
  });

  it('TEMPORAL_RANGE starts at No filter', () => {
    const f = withOperator(simple({ subject: 'order_date', comparator: null }), 'TEMPORAL_RANGE');
    expect(f).toMatchObject({ operator: 'TEMPORAL_RANGE', comparator: 'No filter' });
  });
});

describe('labels', () => {
  it("as Superset's translateToSql", () => {
    expect(simpleSqlExpression('country', 'IN', ['France', 'Spain'])).toBe("country IN ('France', 'Spain')");
    expect(simpleSqlExpression('country', '==', "Côte d'Ivoire")).toBe("country = 'Côte d''Ivoire'");
    expect(simpleSqlExpression('quantity', '>=', 10)).toBe('quantity >= 10');
    expect(simpleSqlExpression('quantity', '!=', '10')).toBe('quantity <> 10');
    expect(simpleSqlExpression('country', 'IS NOT NULL', null)).toBe('country IS NOT NULL');
    expect(simpleSqlExpression('active', '==', true)).toBe('active = true');
  });

  it('a time filter reads column (range); SQL filters show their SQL', () => {
    expect(
      filterLabel(simple({ subject: 'order_date', operator: 'TEMPORAL_RANGE', comparator: 'Last week' })),
    ).toBe('order_date (Last week)');
    expect(
      filterLabel({ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'price > 1' } as AdhocFilter),
    ).toBe('price > 1');
  });

  it('cuts labels over 42 characters to 40 plus an ellipsis', () => {
    expect(cutLabel('a'.repeat(42))).toBe('a'.repeat(42));
    expect(cutLabel('a'.repeat(43))).toBe(`${'a'.repeat(40)}...`);
  });
});

describe('shape', () => {
  it('a new filter is a blank WHERE filter marked new, with an option name', () => {
    const f = newAdhocFilter(() => 0.5);
    expect(f).toMatchObject({ expressionType: 'SIMPLE', clause: 'WHERE', subject: null, isNew: true });
    expect(f.filterOptionName).toBe(newFilterOptionName(() => 0.5));
    expect(f.filterOptionName).toMatch(/^filter_\w+_\w+$/);
  });

  it('a saved filter carries the operatorId and is no longer new', () => {
    const saved = savedFilter({
      ...simple({ operator: 'IN', comparator: ['France'] }),
      isNew: true,
    } as AdhocFilter);
    expect(saved).toMatchObject({
      operatorId: 'IN',
      sqlExpression: null,
      isExtra: false,
      isNew: false,
    });
    expect(typeof saved.filterOptionName).toBe('string');
  });

  it('derives operator ids for filters saved without one', () => {
    expect(operatorIdOf(simple({ operator: 'NOT IN' }))).toBe('NOT_IN');
    expect(operatorIdOf(simple({ operator: '==', comparator: false }))).toBe('IS_FALSE');
    expect(operatorIdOf(simple({ operator: '==', comparator: 'x' }))).toBe('EQUALS');
  });
});

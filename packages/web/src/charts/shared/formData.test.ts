import type { QueryFormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { getTimeRange, parseDatasource, splitFilters, withTimeRange } from './formData';

const base: QueryFormData = { viz_type: 'table', datasource: '7__table' };

describe('form data helpers', () => {
  it('parses "<id>__<type>" datasources and rejects others', () => {
    expect(parseDatasource('22__table')).toEqual({ id: 22, type: 'table' });
    expect(() => parseDatasource('abc')).toThrow(/Invalid datasource "abc"/);
  });

  it('reads the time range from the TEMPORAL_RANGE filter, then time_range, then No filter', () => {
    expect(getTimeRange(base)).toBe('No filter');
    expect(getTimeRange({ ...base, time_range: 'Last week' })).toBe('Last week');
    const withFilter = withTimeRange(base, 'ds', 'Last year');
    expect(getTimeRange(withFilter)).toBe('Last year');
    expect(withFilter.adhoc_filters).toEqual([
      {
        expressionType: 'SIMPLE',
        clause: 'WHERE',
        subject: 'ds',
        operator: 'TEMPORAL_RANGE',
        comparator: 'Last year',
      },
    ]);
  });

  it('replaces rather than duplicates the time filter and keeps other filters', () => {
    const other = {
      expressionType: 'SIMPLE' as const,
      clause: 'WHERE' as const,
      subject: 'country',
      operator: 'IN',
      comparator: ['FR'],
    };
    const once = withTimeRange({ ...base, adhoc_filters: [other] }, 'ds', 'Last day');
    const twice = withTimeRange(once, 'ds', 'Last month');
    expect(twice.adhoc_filters).toHaveLength(2);
    expect(splitFilters(twice).filters).toEqual([
      { col: 'country', op: 'IN', val: ['FR'] },
      { col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last month' },
    ]);
  });

  it('moves SQL filters into where and having', () => {
    const formData: QueryFormData = {
      ...base,
      adhoc_filters: [
        { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'a > 1' },
        { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'b < 2' },
        { expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'SUM(c) > 3' },
      ],
    };
    expect(splitFilters(formData)).toEqual({
      filters: [],
      where: '(a > 1) AND (b < 2)',
      having: '(SUM(c) > 3)',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { getMetricLabel, isValidMetric, simpleMetric, sqlMetric, truncateLabel } from './metrics';

describe('metric labels', () => {
  it('cuts labels over 42 characters to 40 plus an ellipsis', () => {
    expect(truncateLabel('a'.repeat(42))).toBe('a'.repeat(42));
    expect(truncateLabel('b'.repeat(43))).toBe(`${'b'.repeat(40)}…`);
    expect(truncateLabel('')).toBe('');
  });

  it('names a simple metric AGG(col) and a row count COUNT(*)', () => {
    expect(getMetricLabel(simpleMetric('SUM', 'sales'))).toBe('SUM(sales)');
    expect(getMetricLabel(simpleMetric('COUNT_DISTINCT', 'customer'))).toBe('COUNT_DISTINCT(customer)');
    expect(getMetricLabel(simpleMetric('COUNT', null))).toBe('COUNT(*)');
  });

  it('uses the saved name, a custom label, or the SQL expression', () => {
    expect(getMetricLabel('count')).toBe('count');
    expect(getMetricLabel(sqlMetric('SUM(price * qty)', 'Revenue'))).toBe('Revenue');
    expect(getMetricLabel(sqlMetric('  SUM(price * qty) '))).toBe('SUM(price * qty)');
    expect(getMetricLabel({ expressionType: 'SIMPLE', aggregate: 'MAX', column: { column_name: 'x' } })).toBe(
      'MAX(x)',
    );
  });

  it('validates metrics as spec 000 point 5 says', () => {
    expect(isValidMetric(simpleMetric('SUM', 'sales'))).toBe(true);
    expect(isValidMetric({ expressionType: 'SIMPLE', aggregate: 'SUM' })).toBe(false);
    expect(isValidMetric({ expressionType: 'SIMPLE', column: { column_name: 'x' } })).toBe(false);
    expect(isValidMetric({ expressionType: 'SQL', sqlExpression: '  ' })).toBe(false);
    expect(isValidMetric(sqlMetric('COUNT(*)'))).toBe(true);
    expect(isValidMetric('')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { type RlsRule, rlsPredicates, rlsRuleApplies } from './rls';

const rule = (
  id: number,
  filterType: string,
  clause: string,
  roles: string[],
  groupKey: string | null = null,
) => ({ id, filterType, clause, roles, groupKey }) satisfies RlsRule;

describe('rlsRuleApplies', () => {
  it('applies Regular rules to the named roles only', () => {
    const r = rule(1, 'Regular', "region = 'EU'", ['EU readers']);
    expect(rlsRuleApplies(r, ['Gamma', 'EU readers'])).toBe(true);
    expect(rlsRuleApplies(r, ['Gamma'])).toBe(false);
  });

  it('applies Base rules to everyone except the named roles', () => {
    const r = rule(1, 'Base', 'public = 1', ['Admin']);
    expect(rlsRuleApplies(r, ['Gamma'])).toBe(true);
    expect(rlsRuleApplies(r, [])).toBe(true);
    expect(rlsRuleApplies(r, ['Gamma', 'Admin'])).toBe(false);
  });
});

describe('rlsPredicates', () => {
  it('ORs clauses of one group key and ANDs groups and ungrouped clauses', () => {
    const rules = [
      rule(4, 'Regular', "region = 'US'", ['r'], 'region'),
      rule(1, 'Regular', "region = 'EU'", ['r'], 'region'),
      rule(2, 'Regular', 'year > 2000', ['r']),
      rule(3, 'Regular', "dept = 'sales'", ['r'], 'dept'),
      rule(5, 'Regular', "dept = 'hr'", ['other'], 'dept'),
    ];
    expect(rlsPredicates(rules, ['r'])).toEqual([
      'year > 2000',
      "dept = 'sales'",
      "(region = 'EU') OR (region = 'US')",
    ]);
  });

  it('gives nothing when no rule applies and drops blank clauses', () => {
    expect(rlsPredicates([rule(1, 'Regular', 'a = 1', ['x']), rule(2, 'Base', '  ', [])], ['y'])).toEqual([]);
  });
});

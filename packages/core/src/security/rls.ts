/**
 * Row-level security, as Superset decides it (security manager `get_rls_filters` and
 * `get_sqla_row_level_filters`):
 *
 * - a Regular filter applies to users holding at least one of its roles;
 * - a Base filter applies to everyone except users holding one of its roles;
 * - applicable clauses with the same group key are ORed; each group, and each clause without a
 *   group key, is ANDed into the query's WHERE.
 */

export type RlsFilterType = 'Regular' | 'Base';
export const RLS_FILTER_TYPES: readonly RlsFilterType[] = ['Regular', 'Base'];

export interface RlsRule {
  readonly id: number;
  readonly filterType: RlsFilterType | string;
  readonly clause: string;
  readonly groupKey: string | null;
  /** Names of the roles the rule names. */
  readonly roles: readonly string[];
}

/** Whether a rule applies to a user holding these roles. */
export function rlsRuleApplies(rule: RlsRule, userRoles: readonly string[]): boolean {
  const named = rule.roles.some((role) => userRoles.includes(role));
  return rule.filterType === 'Base' ? !named : named;
}

/**
 * The predicates to AND into a query for a user, in a stable order (by group key, then by rule
 * id): one `(a) OR (b)` per group key, one per rule without a key. Empty clauses are dropped.
 */
export function rlsPredicates(rules: readonly RlsRule[], userRoles: readonly string[]): string[] {
  const applicable = rules
    .filter((rule) => rule.clause.trim() !== '' && rlsRuleApplies(rule, userRoles))
    .sort((a, b) => a.id - b.id);
  const groups = new Map<string, string[]>();
  const ungrouped: string[] = [];
  for (const rule of applicable) {
    const clause = rule.clause.trim();
    const key = rule.groupKey?.trim();
    if (!key) {
      ungrouped.push(clause);
      continue;
    }
    const list = groups.get(key) ?? [];
    list.push(clause);
    groups.set(key, list);
  }
  const grouped = [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, clauses]) => (clauses.length === 1 ? clauses[0]! : clauses.map((c) => `(${c})`).join(' OR ')));
  return [...ungrouped, ...grouped];
}

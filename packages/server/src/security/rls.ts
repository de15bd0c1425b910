/**
 * Row-level security from the store: the rules naming a dataset, and the predicates they add to
 * a user's queries on it (the decision itself is pure, in @tessera/core rlsPredicates).
 */
import { type RlsRule, rlsPredicates } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';
import type { CurrentUser } from './users';

type Db = Kysely<Database>;

/** Every rule naming the dataset, with the names of its roles. */
export async function rlsRulesOfDataset(db: Db, datasetId: number): Promise<RlsRule[]> {
  const filters = await db
    .selectFrom('row_level_security_filters as f')
    .innerJoin('rls_filter_tables as ft', 'ft.rls_filter_id', 'f.id')
    .select(['f.id', 'f.filter_type', 'f.clause', 'f.group_key'])
    .where('ft.table_id', '=', datasetId)
    .execute();
  if (filters.length === 0) return [];
  const roles = await db
    .selectFrom('rls_filter_roles as fr')
    .innerJoin('ab_role as r', 'r.id', 'fr.role_id')
    .select(['fr.rls_filter_id', 'r.name'])
    .where(
      'fr.rls_filter_id',
      'in',
      filters.map((f) => f.id),
    )
    .execute();
  return filters.map((f) => ({
    id: f.id,
    filterType: f.filter_type,
    clause: f.clause,
    groupKey: f.group_key,
    roles: roles.filter((r) => r.rls_filter_id === f.id).map((r) => r.name),
  }));
}

/**
 * The RLS predicates for this user's queries on the dataset. A guest (embedded) user gets the
 * clauses of their token that name this dataset or no dataset, on top of the role rules of the
 * guest role.
 */
export async function rlsPredicatesFor(db: Db, user: CurrentUser, datasetId: number): Promise<string[]> {
  const predicates = rlsPredicates(await rlsRulesOfDataset(db, datasetId), user.roles);
  for (const rule of user.guest?.rls ?? []) {
    if (rule.dataset === undefined || rule.dataset === null || Number(rule.dataset) === datasetId)
      if (rule.clause.trim()) predicates.push(rule.clause.trim());
  }
  return predicates;
}

/**
 * Row-level security in SQL Lab (Superset's RLS_IN_SQLLAB): the physical datasets of the database
 * that carry RLS rules, with this user's predicates for each (rlsPredicatesFor, so the same role
 * rules as charts decide who is filtered and who is exempt). sqllab/guard.ts rewrites each read of
 * those tables into a filtered subquery (packages/sql applyRowLevelSecurity).
 */
import type { RlsTable } from '@tessera/sql';
import type { FastifyInstance } from 'fastify';
import { isFeatureEnabled } from '../feature-flags';
import { rlsPredicatesFor } from '../security/rls';
import type { CurrentUser } from '../security/users';

export async function rlsTablesFor(
  app: FastifyInstance,
  user: CurrentUser,
  databaseId: number,
): Promise<RlsTable[]> {
  if (!isFeatureEnabled(app.config.featureFlags, 'RLS_IN_SQLLAB')) return [];
  const datasets = await app.store
    .selectFrom('tables as t')
    .innerJoin('rls_filter_tables as ft', 'ft.table_id', 't.id')
    .select(['t.id', 't.schema', 't.table_name', 't.sql'])
    .distinct()
    .where('t.database_id', '=', databaseId)
    .execute();
  const tables: RlsTable[] = [];
  // A virtual dataset's name is no table SQL Lab can read; its rules guard its charts only.
  for (const dataset of datasets.filter((d) => !d.sql?.trim())) {
    const predicates = await rlsPredicatesFor(app.store, user, dataset.id);
    if (predicates.length === 0) continue;
    tables.push({ schema: dataset.schema?.trim() || null, table: dataset.table_name, predicates });
  }
  return tables;
}

/**
 * Row-level security in SQL Lab (Superset's RLS_IN_SQLLAB): the physical datasets of the database
 * that carry RLS rules, with this user's predicates for each (rlsPredicatesFor, so the same role
 * rules as charts decide who is filtered and who is exempt). sqllab/guard.ts rewrites each read of
 * those tables into a filtered subquery (packages/sql applyRowLevelSecurity).
 */
import { applyRowLevelSecurity, type RlsTable } from '@tessera/sql';
import type { FastifyInstance } from 'fastify';
import { dialectOf } from '../engine/connectors';
import type { LoadedDatasource } from '../engine/datasource';
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

/**
 * A SQL Lab query used as a chart's datasource, its SQL filtered as SQL Lab filters it: the query
 * row keeps the SQL as written, and a chart on it must not read more than its run did.
 */
export async function withSqlLabRls(
  app: FastifyInstance,
  user: CurrentUser,
  source: LoadedDatasource,
): Promise<LoadedDatasource> {
  const sql = source.dataset.sql;
  if (!sql) return source;
  const tables = await rlsTablesFor(app, user, source.database.id);
  const dialect = dialectOf(source.database.sqlalchemy_uri);
  const filtered = applyRowLevelSecurity(sql, dialect, tables, source.dataset.schema ?? null);
  return filtered === sql ? source : { ...source, dataset: { ...source.dataset, sql: filtered } };
}

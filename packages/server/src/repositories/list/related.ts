/**
 * The side queries of a list: `related/<column>` (the rows a related field may pick) and
 * `distinct/<column>` (distinct values of a column among the rows the user may see).
 */
import type { RelatedQuery } from '@tessera/core';
import { sql } from 'kysely';
import type { Db } from '../common';
import { chartScope, dashboardScope, databaseScope, datasetScope } from './access';
import type { ListDefinition, RelatedSource } from './definition';
import type { Condition, ListContext } from './filters';

/**
 * The rows a related list may offer, as Superset's base_related_field_filters do: a dashboard
 * or dataset picker lists only what the user may read (DashboardAccessFilter, DatasourceFilter),
 * a database picker follows DatabaseFilter. Users are not narrowed (BaseFilterRelatedUsers only
 * applies the EXTRA_RELATED_QUERY_FILTERS hook, empty by default).
 */
const RELATED_SCOPE: Readonly<Record<RelatedSource['table'], (ctx: ListContext) => Condition | null>> = {
  ab_user: () => null,
  dbs: databaseScope,
  dashboards: dashboardScope,
  tables: datasetScope,
  // Only tags people made; system tags (owner:1, type:chart) are not offered, as Superset's loadTags.
  tag: () => sql`t.type = 'custom'`,
};

export async function findRelated(db: Db, source: RelatedSource, query: RelatedQuery, ctx: ListContext) {
  const text = sql.raw(source.text);
  const pattern = `%${query.filter.toLowerCase()}%`;
  const scope = RELATED_SCOPE[source.table](ctx) ?? sql`1 = 1`;
  const where = sql`where (${sql.join(
    source.search.map((expr) => sql`lower(${sql.raw(expr)}) like ${pattern}`),
    sql` or `,
  )}) and ${scope}`;
  const table = sql.table(source.table);
  const counted = await sql<{
    count: number | string;
  }>`select count(*) as count from ${table} as t ${where}`.execute(db);
  const rows = await sql<{
    id: number;
    text: string;
  }>`select t.id, ${text} as text from ${table} as t ${where}
    order by ${text} limit ${query.pageSize} offset ${query.page * query.pageSize}`.execute(db);
  const result = rows.rows.map((row) => ({ value: Number(row.id), text: row.text, extra: {} }));
  const missing = query.includeIds.filter((id) => !result.some((item) => item.value === id));
  if (missing.length > 0) {
    const extra = await sql<{ id: number; text: string }>`select t.id, ${text} as text from ${table} as t
      where t.id in (${sql.join(missing)}) and ${scope}`.execute(db);
    result.push(...extra.rows.map((row) => ({ value: Number(row.id), text: row.text, extra: {} })));
  }
  return { count: Number(counted.rows[0]?.count ?? 0), result };
}

/** Distinct non-empty values of one column (`expr`, fixed text) among the rows the user may see. */
export async function findDistinct(
  db: Db,
  def: ListDefinition,
  expr: string,
  query: RelatedQuery,
  ctx: ListContext,
) {
  const value = sql.raw(expr);
  const conditions = [sql`${value} is not null`, sql`${value} <> ''`];
  if (query.filter !== '') conditions.push(sql`lower(${value}) like ${`%${query.filter.toLowerCase()}%`}`);
  const scope = def.scope?.(ctx);
  if (scope) conditions.push(scope);
  const where = sql`where ${sql.join(conditions, sql` and `)}`;
  const table = sql.table(def.table);
  const counted = await sql<{ count: number | string }>`select count(distinct ${value}) as count
    from ${table} as t ${where}`.execute(db);
  const rows = await sql<{ value: string }>`select distinct ${value} as value from ${table} as t ${where}
    order by 1 limit ${query.pageSize} offset ${query.page * query.pageSize}`.execute(db);
  return {
    count: Number(counted.rows[0]?.count ?? 0),
    result: rows.rows.map((row) => ({ text: row.value, value: row.value })),
  };
}

const always = sql<boolean>`1 = 1`;

/** The charts on these datasets and the dashboards showing them, those the user may read. */
export async function findRelatedObjects(db: Db, datasetIds: readonly number[], ctx: ListContext) {
  const charts =
    datasetIds.length === 0
      ? []
      : (
          await sql<{ id: number; slice_name: string; viz_type: string }>`
            select t.id, t.slice_name, t.viz_type from slices t
            where t.datasource_id in (${sql.join(datasetIds)}) and ${chartScope(ctx) ?? always}
            order by t.id`.execute(db)
        ).rows;
  const dashboards =
    charts.length === 0
      ? []
      : (
          await sql<{ id: number; json_metadata: string | null; slug: string | null; title: string | null }>`
            select distinct t.id, t.json_metadata, t.slug, t.dashboard_title as title from dashboards t
            join dashboard_slices l on l.dashboard_id = t.id
            where l.slice_id in (${sql.join(charts.map((chart) => chart.id))})
              and ${dashboardScope(ctx) ?? always}
            order by t.id`.execute(db)
        ).rows;
  return {
    charts: { count: charts.length, result: charts },
    dashboards: { count: dashboards.length, result: dashboards },
  };
}

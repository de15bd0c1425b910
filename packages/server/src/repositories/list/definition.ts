/**
 * What a list resource declares in SQL, and the one query every list runs with it: filters, scope,
 * ordering, count and paging over the base table (`t`). The page's ids are then loaded by the
 * resource as full items; the API projects them onto the requested columns.
 */
import type { ListQuery } from '@tessera/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../store/schema';
import type { Condition, ListContext, OperatorTable } from './filters';

export type Item = Record<string, unknown>;

/** A related field's source table: what a picker shows and searches (SQL over `t`, fixed text). */
export interface RelatedSource {
  readonly table: 'ab_user' | 'dbs' | 'dashboards' | 'tables' | 'tag';
  /** SQL expression (fixed text, never input) shown as `text` */
  readonly text: string;
  /** SQL expressions the `filter` is matched against (case-insensitive contains) */
  readonly search: readonly string[];
}

/** Users show as "First Last" and are found by name, username or email, as FAB's owner filter does. */
export const USER_RELATED: RelatedSource = {
  table: 'ab_user',
  text: "first_name || ' ' || last_name",
  search: ["first_name || ' ' || last_name", 'username', 'email'],
};

/** The owners, creator and last editor of a row are users. */
export const PEOPLE_RELATED = {
  owners: USER_RELATED,
  created_by: USER_RELATED,
  changed_by: USER_RELATED,
} as const satisfies Record<string, RelatedSource>;

/** Custom tags, by name: what a list's Tags filter offers (`related/tags`). */
export const TAG_RELATED: RelatedSource = { table: 'tag', text: 'name', search: ['name'] };

/** Who changed a row last, and when: default columns of the owned lists (chart, dashboard, dataset). */
export const CHANGED_COLUMNS = [
  'changed_by.first_name',
  'changed_by.last_name',
  'changed_by_name',
  'changed_on_delta_humanized',
  'changed_on_utc',
] as const;

/** Newest first: the default order of most lists (Superset's list API). */
export const NEWEST_FIRST = { column: 'changed_on_delta_humanized', direction: 'desc' } as const;

export interface ListDefinition {
  readonly table: keyof Database;
  /** e.g. `List Slice`, as Superset names its list titles after the model */
  readonly title: string;
  /** Filterable column → operator → condition */
  readonly filters: Readonly<Record<string, OperatorTable>>;
  /** Order column name → SQL expression */
  readonly orderColumns: Readonly<Record<string, Condition>>;
  /** Every selectable column, dotted relation fields included */
  readonly columns: readonly string[];
  /** Columns returned when the query names none */
  readonly defaultColumns: readonly string[];
  readonly defaultOrder: { readonly column: string; readonly direction: 'asc' | 'desc' };
  /** Rows the current user may see at all; null: no restriction */
  readonly scope?: (ctx: ListContext) => Condition | null;
  /** Full items for these ids, in the same order */
  readonly load: (db: Kysely<Database>, ids: readonly number[], ctx: ListContext) => Promise<Item[]>;
  /** `related/<column>`: the table a related field picks from */
  readonly related?: Readonly<Record<string, RelatedSource>>;
  /** `distinct/<column>`: column name → SQL expression over the base table `t` (fixed text) */
  readonly distinct?: Readonly<Record<string, string>>;
}

export function whereClause(def: ListDefinition, query: Pick<ListQuery, 'filters'>, ctx: ListContext) {
  const conditions: Condition[] = [];
  for (const filter of query.filters) {
    const build = def.filters[filter.col]?.[filter.opr];
    // parseListQuery already refused unknown columns and operators; this guards direct callers.
    if (!build) throw new Error(`No filter ${filter.col}/${filter.opr}`);
    conditions.push(build(filter.value, ctx));
  }
  const scope = def.scope?.(ctx);
  if (scope) conditions.push(scope);
  if (conditions.length === 0) return sql``;
  return sql`where ${sql.join(
    conditions.map((c) => sql`(${c})`),
    sql` and `,
  )}`;
}

export interface ListPage {
  readonly count: number;
  readonly ids: number[];
}

export async function findPage(
  db: Kysely<Database>,
  def: ListDefinition,
  query: ListQuery,
  ctx: ListContext,
): Promise<ListPage> {
  const where = whereClause(def, query, ctx);
  const table = sql.table(def.table);
  const counted = await sql<{
    count: number | string;
  }>`select count(*) as count from ${table} as t ${where}`.execute(db);
  const count = Number(counted.rows[0]?.count ?? 0);
  const orderName = query.orderColumn ?? def.defaultOrder.column;
  const orderExpr = def.orderColumns[orderName] ?? sql.ref('t.id');
  const direction = sql.raw(query.orderDirection === 'desc' ? 'desc' : 'asc');
  const rows = await sql<{ id: number }>`select t.id as id from ${table} as t ${where}
    order by ${orderExpr} ${direction}, t.id ${direction}
    limit ${query.pageSize} offset ${query.page * query.pageSize}`.execute(db);
  return { count, ids: rows.rows.map((row) => Number(row.id)) };
}

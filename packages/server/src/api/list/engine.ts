/**
 * One list engine for every resource: filters, scope, ordering, count and paging run in SQL over
 * the base table (`t`); the page's ids are then loaded by the resource as full items and projected
 * onto the requested columns.
 */
import { type ListQuery, type ListQuerySpec, projectColumns, wantsKey } from '@tessera/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../store/schema';
import type { Condition, ListContext, OperatorTable } from './filters';
import { labelOf } from './humanize';

export type Item = Record<string, unknown>;

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
}

export function specOf(def: ListDefinition): ListQuerySpec {
  return {
    filters: Object.fromEntries(
      Object.entries(def.filters).map(([column, ops]) => [column, Object.keys(ops)]),
    ),
    orderColumns: Object.keys(def.orderColumns),
    columns: def.columns,
    defaultOrder: def.defaultOrder,
  };
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

/** The `GET /api/v1/<resource>/` answer. */
export async function listResponse(
  db: Kysely<Database>,
  def: ListDefinition,
  query: ListQuery,
  ctx: ListContext,
) {
  const page = await findPage(db, def, query, ctx);
  const items = await def.load(db, page.ids, ctx);
  const columns = query.columns ?? def.defaultColumns;
  const body: { count: number; ids: number[]; result: Record<string, unknown>[] } & Record<string, unknown> =
    {
      count: page.count,
      ids: page.ids,
      result: items.map((item) => projectColumns(item, columns)),
    };
  if (wantsKey(query, 'list_columns')) body.list_columns = columns;
  if (wantsKey(query, 'label_columns')) {
    body.label_columns = Object.fromEntries(columns.map((column) => [column, labelOf(column)]));
  }
  if (wantsKey(query, 'order_columns')) body.order_columns = Object.keys(def.orderColumns);
  if (wantsKey(query, 'description_columns')) body.description_columns = {};
  if (wantsKey(query, 'list_title')) body.list_title = def.title;
  return body;
}

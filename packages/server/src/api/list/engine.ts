/**
 * The `GET /api/v1/<resource>/` answer of every list: the page the list definition's query finds
 * (repositories/list/definition), loaded as full items and projected onto the requested columns.
 */
import { type ListQuery, type ListQuerySpec, projectColumns, wantsKey } from '@tessera/core';
import type { Db } from '../../repositories/common';
import { findPage, type ListDefinition } from '../../repositories/list/definition';
import type { ListContext } from '../../repositories/list/filters';
import { labelOf } from '../../repositories/list/humanize';

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

/** The `GET /api/v1/<resource>/` answer. */
export async function listResponse(db: Db, def: ListDefinition, query: ListQuery, ctx: ListContext) {
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

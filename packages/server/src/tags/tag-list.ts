/** The tag list in SQL (`GET /api/v1/tag/`), Superset's TagRestApi list. */
import { sql } from 'kysely';
import { AUDIT_COLUMNS, auditFields, type Db, loadUsers } from '../repositories/common';
import { type ListDefinition, NEWEST_FIRST, PEOPLE_RELATED } from '../repositories/list/definition';
import {
  asBool,
  col,
  numberOperators,
  relationOperators,
  textOperators,
  userColumn,
} from '../repositories/list/filters';
import { wireTagType } from './object-types';

export async function loadTagItems(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('tag')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  const users = await loadUsers(
    db,
    rows.flatMap((row) => [row.created_by_fk, row.changed_by_fk]),
  );
  const byId = new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        type: wireTagType(row.type),
        description: row.description,
        ...auditFields(row, users),
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export const tagList: ListDefinition = {
  table: 'tag',
  title: 'List Tag',
  filters: {
    id: numberOperators(col('id')),
    name: textOperators(col('name')),
    description: textOperators(col('description')),
    type: {
      // Superset's UserCreatedTagTypeFilter: `!t` custom tags only, `!f` system tags only.
      custom_tag: (value) => (asBool(value) ? sql`t.type = 'custom'` : sql`t.type <> 'custom'`),
    },
    created_by: relationOperators('created_by_fk'),
    changed_by: relationOperators('changed_by_fk'),
  },
  orderColumns: {
    id: col('id'),
    name: col('name'),
    type: col('type'),
    description: col('description'),
    changed_on: col('changed_on'),
    changed_on_delta_humanized: col('changed_on'),
    created_on: col('created_on'),
    created_on_delta_humanized: col('created_on'),
    'changed_by.first_name': userColumn('changed_by_fk'),
    'created_by.first_name': userColumn('created_by_fk'),
  },
  columns: ['id', 'name', 'type', 'description', ...AUDIT_COLUMNS],
  defaultColumns: [
    'id',
    'name',
    'type',
    'description',
    'changed_by.first_name',
    'changed_by.last_name',
    'changed_on_delta_humanized',
    'created_on_delta_humanized',
    'created_by.first_name',
    'created_by.last_name',
  ],
  defaultOrder: NEWEST_FIRST,
  load: (db, ids) => loadTagItems(db, ids),
  related: { created_by: PEOPLE_RELATED.created_by, changed_by: PEOPLE_RELATED.changed_by },
};

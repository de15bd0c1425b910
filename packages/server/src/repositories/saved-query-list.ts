/**
 * The saved query list in SQL (`GET /api/v1/saved_query/`): everyone, admins too, sees only the
 * queries they saved, as in Superset.
 */
import { sql } from 'kysely';
import { loadSavedQueryItems } from '../sqllab/saved-query-repository';
import { tagOperators } from '../tags/list-filters';
import { AUDIT_COLUMNS } from './common';
import { type ListDefinition, NEWEST_FIRST, TAG_RELATED, USER_RELATED } from './list/definition';
import {
  anyOf,
  type Condition,
  col,
  databaseName,
  type ListContext,
  numberOperators,
  relationOperators,
  textOperators,
  userColumn,
} from './list/filters';

export function savedQueryScope(ctx: ListContext): Condition {
  return sql`t.created_by_fk = ${ctx.userId ?? -1}`;
}

const allText = (value: unknown) => {
  const text = `%${String(value).toLowerCase()}%`;
  return anyOf(
    ['label', 'description', 'sql', 'schema'].map(
      (name) => sql`lower(coalesce(${col(name)}, '')) like ${text}`,
    ),
  );
};

export const savedQueryList: ListDefinition = {
  table: 'saved_query',
  title: 'List Saved Query',
  filters: {
    id: numberOperators(col('id')),
    label: { ...textOperators(col('label')), all_text: allText },
    description: textOperators(col('description')),
    sql: textOperators(col('sql')),
    schema: textOperators(col('schema')),
    catalog: textOperators(col('catalog')),
    database: relationOperators('db_id'),
    created_by: relationOperators('created_by_fk'),
    changed_by: relationOperators('changed_by_fk'),
    tags: tagOperators('query', 'saved_query'),
  },
  orderColumns: {
    id: col('id'),
    label: col('label'),
    schema: col('schema'),
    description: col('description'),
    sql: col('sql'),
    'database.database_name': databaseName('db_id'),
    'created_by.first_name': userColumn('created_by_fk'),
    created_on: col('created_on'),
    changed_on: col('changed_on'),
    changed_on_delta_humanized: col('changed_on'),
    last_run_delta_humanized: col('changed_on'),
  },
  columns: [
    'id',
    'uuid',
    'label',
    'description',
    'sql',
    'schema',
    'catalog',
    'db_id',
    'database',
    'database.id',
    'database.database_name',
    'template_parameters',
    'extra',
    'extra_json',
    'sql_tables',
    'rows',
    'last_run_delta_humanized',
    'tags',
    'tags.id',
    'tags.name',
    'tags.type',
    ...AUDIT_COLUMNS,
  ],
  defaultColumns: [
    'changed_on',
    'changed_on_delta_humanized',
    'created_on',
    'created_by.first_name',
    'created_by.id',
    'created_by.last_name',
    'database.database_name',
    'database.id',
    'db_id',
    'description',
    'extra',
    'id',
    'label',
    'last_run_delta_humanized',
    'rows',
    'schema',
    'sql',
    'sql_tables',
    'tags',
    'catalog',
  ],
  defaultOrder: NEWEST_FIRST,
  scope: savedQueryScope,
  load: (db, ids) => loadSavedQueryItems(db, ids),
  related: {
    database: { table: 'dbs', text: 'database_name', search: ['database_name'] },
    created_by: USER_RELATED,
    changed_by: USER_RELATED,
    tags: TAG_RELATED,
  },
  distinct: { schema: 't.schema', label: 't.label' },
};

/** The row-level security rule list in SQL (`GET /api/v1/rowlevelsecurity/`). */
import { sql } from 'kysely';
import { loadRlsItems } from '../security/rls-repository';
import { type ListDefinition, NEWEST_FIRST } from './list/definition';
import { col, dateOperators, manyRelationOperators, numberOperators, textOperators } from './list/filters';
import { humanizeDelta } from './list/humanize';

export const rlsList: ListDefinition = {
  table: 'row_level_security_filters',
  title: 'List Row Level Security',
  filters: {
    id: numberOperators(col('id')),
    name: textOperators(col('name')),
    filter_type: textOperators(col('filter_type')),
    group_key: textOperators(col('group_key')),
    clause: textOperators(col('clause')),
    description: textOperators(col('description')),
    changed_on: dateOperators(col('changed_on')),
    roles: manyRelationOperators('rls_filter_roles', 'rls_filter_id', 'role_id'),
    tables: manyRelationOperators('rls_filter_tables', 'rls_filter_id', 'table_id'),
  },
  orderColumns: {
    id: col('id'),
    name: col('name'),
    filter_type: col('filter_type'),
    group_key: sql`coalesce(t.group_key, '')`,
    clause: col('clause'),
    changed_on: col('changed_on'),
    changed_on_delta_humanized: col('changed_on'),
  },
  columns: [
    'id',
    'name',
    'description',
    'filter_type',
    'group_key',
    'clause',
    'tables',
    'tables.id',
    'tables.table_name',
    'tables.schema',
    'roles',
    'roles.id',
    'roles.name',
    'changed_on',
    'changed_on_delta_humanized',
    'changed_by',
    'changed_by.id',
    'changed_by.first_name',
    'changed_by.last_name',
  ],
  defaultColumns: [
    'id',
    'name',
    'description',
    'filter_type',
    'group_key',
    'clause',
    'tables',
    'roles',
    'changed_on_delta_humanized',
    'changed_by',
  ],
  defaultOrder: NEWEST_FIRST,
  load: async (db, ids) =>
    (await loadRlsItems(db, ids)).map((item) => ({
      ...item,
      changed_on_delta_humanized: humanizeDelta(item.changed_on),
    })),
};

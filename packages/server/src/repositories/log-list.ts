import type { ListDefinition } from './list/definition';
import {
  col,
  dateOperators,
  numberOperators,
  relationOperators,
  textOperators,
  userColumn,
} from './list/filters';
import { loadLogItems } from './logs';

const username = userColumn('user_id', 'username');

export const logList: ListDefinition = {
  table: 'logs',
  title: 'Logs',
  filters: {
    action: textOperators(col('action')),
    user: relationOperators('user_id'),
    user_id: numberOperators(col('user_id')),
    dttm: dateOperators(col('dttm')),
    json: textOperators(col('json')),
    slice_id: numberOperators(col('slice_id')),
    dashboard_id: numberOperators(col('dashboard_id')),
    duration_ms: numberOperators(col('duration_ms')),
    referrer: textOperators(col('referrer')),
  },
  orderColumns: {
    id: col('id'),
    action: col('action'),
    dttm: col('dttm'),
    user_id: col('user_id'),
    'user.username': username,
    slice_id: col('slice_id'),
    dashboard_id: col('dashboard_id'),
    duration_ms: col('duration_ms'),
    referrer: col('referrer'),
  },
  columns: [
    'id',
    'action',
    'dttm',
    'json',
    'slice_id',
    'dashboard_id',
    'user_id',
    'duration_ms',
    'referrer',
    'user',
    'user.id',
    'user.username',
    'user.first_name',
    'user.last_name',
  ],
  // Superset's LogRestApi list_columns, and the id.
  defaultColumns: [
    'id',
    'user.username',
    'action',
    'dttm',
    'json',
    'slice_id',
    'dashboard_id',
    'user_id',
    'duration_ms',
    'referrer',
  ],
  defaultOrder: { column: 'dttm', direction: 'desc' },
  load: (db, ids) => loadLogItems(db, ids),
};

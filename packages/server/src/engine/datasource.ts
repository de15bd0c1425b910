/**
 * Loading a chart's datasource from the metadata store, and deciding whether a user may query it.
 */
import type { DatasetInput } from '@tessera/sql';
import type { Kysely } from 'kysely';
import { hasPermission, isAdmin } from '../security/permissions';
import type { CurrentUser } from '../security/users';
import type { Database, DatabaseRow, DatasetColumnRow, DatasetMetricRow, DatasetRow } from '../store/schema';

export interface LoadedDatasource {
  readonly dataset: DatasetRow;
  readonly database: DatabaseRow;
  readonly columns: readonly DatasetColumnRow[];
  readonly metrics: readonly DatasetMetricRow[];
}

/** Finds a dataset by id or uuid; null when there is none (or its database is gone). */
export async function loadDatasource(
  db: Kysely<Database>,
  id: number | string,
): Promise<LoadedDatasource | null> {
  const query = db.selectFrom('tables').selectAll();
  const dataset =
    typeof id === 'number' || /^\d+$/.test(id)
      ? await query.where('id', '=', Number(id)).executeTakeFirst()
      : await query.where('uuid', '=', id).executeTakeFirst();
  if (!dataset) return null;
  const database = await db
    .selectFrom('dbs')
    .selectAll()
    .where('id', '=', dataset.database_id)
    .executeTakeFirst();
  if (!database) return null;
  const [columns, metrics] = await Promise.all([
    db.selectFrom('table_columns').selectAll().where('table_id', '=', dataset.id).orderBy('id').execute(),
    db.selectFrom('sql_metrics').selectAll().where('table_id', '=', dataset.id).orderBy('id').execute(),
  ]);
  return { dataset, database, columns, metrics };
}

/** The dataset as the SQL compiler sees it. */
export function toDatasetInput(source: LoadedDatasource): DatasetInput {
  const { dataset, columns, metrics } = source;
  return {
    tableName: dataset.table_name,
    schema: dataset.schema,
    sql: dataset.sql,
    mainDttmCol: dataset.main_dttm_col,
    columns: columns
      .filter((column) => column.is_active !== 0)
      .map((column) => ({
        columnName: column.column_name,
        expression: column.expression,
        type: column.type,
        isDttm: column.is_dttm === 1,
      })),
    metrics: metrics.map((metric) => ({ metricName: metric.metric_name, expression: metric.expression })),
  };
}

/**
 * Superset's access cascade for a dataset (SUPERSET_FACTS §8.1): all_datasource_access,
 * all_database_access, database_access, schema_access, datasource_access, or ownership.
 */
export async function canAccessDatasource(
  db: Kysely<Database>,
  user: CurrentUser,
  source: LoadedDatasource,
): Promise<boolean> {
  const { dataset, database } = source;
  const dbName = database.database_name;
  const checks: [string, string][] = [
    ['all_datasource_access', 'all_datasource_access'],
    ['all_database_access', 'all_database_access'],
    ['database_access', `[${dbName}].(id:${database.id})`],
    ['datasource_access', `[${dbName}].[${dataset.table_name}](id:${dataset.id})`],
  ];
  if (dataset.schema) checks.push(['schema_access', `[${dbName}].[${dataset.schema}]`]);
  if (isAdmin(user) || checks.some(([permission, view]) => hasPermission(user, permission, view)))
    return true;
  const owner = await db
    .selectFrom('sqlatable_user')
    .select('id')
    .where('table_id', '=', dataset.id)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  return owner !== undefined;
}

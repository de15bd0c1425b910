/**
 * Loading a chart's datasource from the metadata store, and deciding whether a user may query it.
 */
import type { DatasetInput } from '@tessera/sql';
import type { Kysely } from 'kysely';
import { hasPermission, isAdmin } from '../security/permissions';
import type { CurrentUser } from '../security/users';
import { type StoreChanges, storeChangesOf } from '../store/changes';
import type { Database, DatabaseRow, DatasetColumnRow, DatasetMetricRow, DatasetRow } from '../store/schema';

export interface LoadedDatasource {
  readonly dataset: DatasetRow;
  readonly database: DatabaseRow;
  readonly columns: readonly DatasetColumnRow[];
  readonly metrics: readonly DatasetMetricRow[];
}

/** Short, so an edit made by another process (the CLI) is seen within seconds. */
const SOURCE_CACHE_TTL_MS = 5_000;
const SOURCE_CACHE_MAX = 1_000;

interface CachedSource {
  source: LoadedDatasource | null;
  version: number;
  expires: number;
}

const sourceCaches = new WeakMap<StoreChanges, Map<string, CachedSource>>();

/**
 * Finds a dataset by id or uuid; null when there is none (or its database is gone). Every chart
 * data request needs it, so the answer is cached per store for a few seconds and dropped as soon
 * as any dataset, column, metric or database row is written in this process (changes.ts).
 */
export async function loadDatasource(
  db: Kysely<Database>,
  id: number | string,
): Promise<LoadedDatasource | null> {
  const changes = storeChangesOf(db);
  if (!changes) return readDatasource(db, id);
  let cache = sourceCaches.get(changes);
  if (!cache) {
    cache = new Map();
    sourceCaches.set(changes, cache);
  }
  const key = String(id);
  const now = Date.now();
  const version = changes.version('datasource');
  const hit = cache.get(key);
  if (hit && hit.version === version && hit.expires > now) return hit.source;
  const source = await readDatasource(db, id);
  // Kept only when nothing was written meanwhile: otherwise the rows read may predate the write.
  if (changes.version('datasource') === version) {
    if (cache.size >= SOURCE_CACHE_MAX) cache.clear();
    cache.set(key, { source, version, expires: now + SOURCE_CACHE_TTL_MS });
  }
  return source;
}

async function readDatasource(db: Kysely<Database>, id: number | string): Promise<LoadedDatasource | null> {
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
        advancedDataType: column.advanced_data_type,
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

import { randomUUID } from 'node:crypto';
import type { DatasetRow } from '../store/schema';
import { auditFields, type Db, inTransaction, loadOwners, loadUsers, nowIso, setOwners } from './common';
import {
  type ColumnInput,
  columnItem,
  type MetricInput,
  metricItem,
  replaceColumns,
  replaceMetrics,
} from './dataset-fields';
import { backendOf } from './secrets';

export interface DatasetInput {
  database_id?: number;
  table_name?: string;
  schema?: string | null;
  catalog?: string | null;
  sql?: string | null;
  main_dttm_col?: string | null;
  description?: string | null;
  default_endpoint?: string | null;
  offset?: number;
  cache_timeout?: number | null;
  params?: string | null;
  template_params?: string | null;
  extra?: string | null;
  filter_select_enabled?: boolean;
  fetch_values_predicate?: string | null;
  normalize_columns?: boolean;
  always_filter_main_dttm?: boolean;
  is_managed_externally?: boolean;
  external_url?: string | null;
  uuid?: string;
  owners?: number[];
  columns?: ColumnInput[];
  metrics?: MetricInput[];
}

const bool = (value: number) => value === 1;

function datasetFields(row: DatasetRow) {
  return {
    id: row.id,
    uuid: row.uuid,
    table_name: row.table_name,
    name: row.schema ? `${row.schema}.${row.table_name}` : row.table_name,
    schema: row.schema,
    catalog: row.catalog,
    sql: row.sql,
    kind: row.sql ? 'virtual' : 'physical',
    is_sqllab_view: false,
    datasource_type: 'table',
    uid: `${row.id}__table`,
    main_dttm_col: row.main_dttm_col,
    description: row.description,
    default_endpoint: row.default_endpoint,
    offset: row.offset,
    cache_timeout: row.cache_timeout,
    params: row.params,
    template_params: row.template_params,
    extra: row.extra,
    filter_select_enabled: bool(row.filter_select_enabled),
    fetch_values_predicate: row.fetch_values_predicate,
    normalize_columns: bool(row.normalize_columns),
    always_filter_main_dttm: bool(row.always_filter_main_dttm),
    is_managed_externally: bool(row.is_managed_externally),
    external_url: row.external_url,
    explore_url: `/explore/?datasource_type=table&datasource_id=${row.id}`,
    url: `/tablemodelview/edit/${row.id}`,
  };
}

/** Full dataset items: list and show fields, columns and metrics included when `withFields`. */
export async function loadDatasetItems(
  db: Db,
  ids: readonly number[],
  withFields = false,
): Promise<Record<string, unknown>[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('tables')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  const databases = await db
    .selectFrom('dbs')
    .select(['id', 'database_name', 'sqlalchemy_uri'])
    .where('id', 'in', [...new Set(rows.map((row) => row.database_id))])
    .execute();
  const dbById = new Map(databases.map((d) => [d.id, d]));
  const users = await loadUsers(
    db,
    rows.flatMap((row) => [row.created_by_fk, row.changed_by_fk]),
  );
  const owners = await loadOwners(db, 'dataset', ids);
  const columns = withFields
    ? await db
        .selectFrom('table_columns')
        .selectAll()
        .where('table_id', 'in', [...ids])
        .orderBy('id')
        .execute()
    : [];
  const metrics = withFields
    ? await db
        .selectFrom('sql_metrics')
        .selectAll()
        .where('table_id', 'in', [...ids])
        .orderBy('id')
        .execute()
    : [];
  const byId = new Map(
    rows.map((row) => {
      const database = dbById.get(row.database_id);
      const item: Record<string, unknown> = {
        ...datasetFields(row),
        database: database
          ? {
              id: database.id,
              database_name: database.database_name,
              backend: backendOf(database.sqlalchemy_uri),
            }
          : null,
        owners: owners.get(row.id) ?? [],
        ...auditFields(row, users),
      };
      if (withFields) {
        item.columns = columns.filter((c) => c.table_id === row.id).map(columnItem);
        item.metrics = metrics.filter((m) => m.table_id === row.id).map(metricItem);
      }
      return [row.id, item];
    }),
  );
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}

function scalarValues(input: DatasetInput) {
  const flags = [
    'filter_select_enabled',
    'normalize_columns',
    'always_filter_main_dttm',
    'is_managed_externally',
  ] as const;
  const plain = [
    'database_id',
    'table_name',
    'schema',
    'catalog',
    'sql',
    'main_dttm_col',
    'description',
    'default_endpoint',
    'offset',
    'cache_timeout',
    'params',
    'template_params',
    'extra',
    'fetch_values_predicate',
    'external_url',
  ] as const;
  const out: Record<string, unknown> = {};
  for (const key of plain) if (input[key] !== undefined) out[key] = input[key];
  for (const key of flags) if (input[key] !== undefined) out[key] = input[key] ? 1 : 0;
  return out;
}

export async function findDataset(db: Db, databaseId: number, schema: string | null, tableName: string) {
  let query = db
    .selectFrom('tables')
    .select('id')
    .where('database_id', '=', databaseId)
    .where('table_name', '=', tableName);
  query = schema === null ? query.where('schema', 'is', null) : query.where('schema', '=', schema);
  return query.executeTakeFirst();
}

export async function createDataset(db: Db, input: DatasetInput, userId: number | null) {
  const now = nowIso();
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('tables')
      .values({
        uuid: input.uuid ?? randomUUID(),
        database_id: input.database_id ?? 0,
        table_name: input.table_name ?? '',
        catalog: null,
        schema: null,
        sql: null,
        main_dttm_col: null,
        description: null,
        default_endpoint: null,
        offset: 0,
        cache_timeout: null,
        params: null,
        template_params: null,
        extra: null,
        filter_select_enabled: 1,
        fetch_values_predicate: null,
        normalize_columns: 0,
        always_filter_main_dttm: 0,
        is_managed_externally: 0,
        external_url: null,
        ...scalarValues(input),
        created_on: now,
        changed_on: now,
        created_by_fk: userId,
        changed_by_fk: userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setOwners(trx, 'dataset', row.id, input.owners ?? (userId === null ? [] : [userId]));
    await replaceColumns(trx, row.id, input.columns ?? []);
    await replaceMetrics(trx, row.id, input.metrics ?? []);
    return row.id;
  });
}

export async function updateDataset(db: Db, id: number, input: DatasetInput, userId: number | null) {
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('tables')
      .set({ ...scalarValues(input), changed_on: nowIso(), changed_by_fk: userId })
      .where('id', '=', id)
      .execute();
    if (input.owners !== undefined) await setOwners(trx, 'dataset', id, input.owners);
    if (input.columns !== undefined) await replaceColumns(trx, id, input.columns);
    if (input.metrics !== undefined) await replaceMetrics(trx, id, input.metrics);
  });
}

export async function deleteDatasets(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db
    .deleteFrom('tables')
    .where('id', 'in', [...ids])
    .execute();
}

/** The dataset's stored row (it must exist). */
export function findDatasetRow(db: Db, id: number) {
  return db.selectFrom('tables').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The dataset's stored column rows. */
export function savedColumns(db: Db, id: number) {
  return db.selectFrom('table_columns').selectAll().where('table_id', '=', id).execute();
}

/** Whether dataset `id` exists (whoever may see it). */
export async function datasetExists(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('tables').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** The ids of the datasets over database `databaseId`. */
export async function datasetIdsOfDatabase(db: Db, databaseId: number): Promise<number[]> {
  const rows = await db.selectFrom('tables').select('id').where('database_id', '=', databaseId).execute();
  return rows.map((row) => row.id);
}

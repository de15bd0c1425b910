/**
 * Writing example objects into the metadata store: the `examples` database, datasets with their
 * columns and metrics, charts and dashboards. Every object has a fixed uuid, so registering twice
 * finds what is there instead of duplicating it (and bundles that use the same uuids match up).
 */
import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { GenericDataType, type TableColumn } from '../engine/types';
import { ensurePermissionViews } from '../security/seed';
import type { Database } from '../store/schema';

export type Store = Kysely<Database> | Transaction<Database>;

/** Superset's uuid of the examples database (SUPERSET_FACTS.md, appendix). */
export const EXAMPLES_DB_UUID = 'a2dc77af-e654-49bb-b321-40f6b559a1ee';
export const EXAMPLES_DB_NAME = 'examples';

const nowIso = () => new Date().toISOString();

/** A name-based (version 5 style) uuid, for objects that have no uuid of their own. */
export function stableUuid(name: string): string {
  const hex = createHash('sha1').update(`tessera-examples:${name}`).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

export function examplesUri(duckdbPath: string): string {
  // SQLAlchemy style: `duckdb:///` + path, so an absolute path gives four slashes.
  return `duckdb:///${duckdbPath}`;
}

export async function adminUserId(db: Store): Promise<number | null> {
  const admin = await db
    .selectFrom('ab_user')
    .select('id')
    .where('username', '=', 'admin')
    .executeTakeFirst();
  return admin?.id ?? null;
}

/** Finds or creates the `examples` database; points it at `duckdbPath` when it has moved. */
export async function ensureExamplesDatabase(
  db: Store,
  duckdbPath: string,
  ownerId: number | null,
): Promise<number> {
  const uri = examplesUri(duckdbPath);
  const existing = await db
    .selectFrom('dbs')
    .select(['id', 'sqlalchemy_uri'])
    .where('uuid', '=', EXAMPLES_DB_UUID)
    .executeTakeFirst();
  if (existing) {
    if (existing.sqlalchemy_uri !== uri) {
      await db
        .updateTable('dbs')
        .set({ sqlalchemy_uri: uri, changed_on: nowIso() })
        .where('id', '=', existing.id)
        .execute();
    }
    return existing.id;
  }
  const now = nowIso();
  const inserted = await db
    .insertInto('dbs')
    .values({
      uuid: EXAMPLES_DB_UUID,
      database_name: EXAMPLES_DB_NAME,
      sqlalchemy_uri: uri,
      password: null,
      expose_in_sqllab: 1,
      allow_run_async: 0,
      allow_dml: 0,
      allow_file_upload: 0,
      allow_ctas: 0,
      allow_cvas: 0,
      cache_timeout: null,
      extra: JSON.stringify({ allows_virtual_table_explore: true }),
      impersonate_user: 0,
      is_managed_externally: 0,
      external_url: null,
      created_on: now,
      changed_on: now,
      created_by_fk: ownerId,
      changed_by_fk: ownerId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ensurePermissionViews(db as Kysely<Database>, [
    ['database_access', `[${EXAMPLES_DB_NAME}].(id:${inserted.id})`],
  ]);
  return inserted.id;
}

export interface MetricDef {
  readonly metric_name: string;
  readonly expression: string;
  readonly verbose_name?: string;
  readonly metric_type?: string;
  readonly description?: string;
  readonly d3format?: string;
  readonly currency?: { symbol: string; symbolPosition: 'prefix' | 'suffix' };
}

export interface ColumnOverride {
  readonly verbose_name?: string;
  readonly description?: string;
  readonly python_date_format?: string;
}

export interface DatasetDef {
  readonly uuid: string;
  readonly tableName: string;
  readonly description?: string;
  readonly mainDttmCol?: string;
  readonly metrics: readonly MetricDef[];
  readonly columnOverrides?: Readonly<Record<string, ColumnOverride>>;
  /** Calculated columns (SQL expressions) added after the physical ones; one wins over a physical column of its name. */
  readonly calculated?: readonly CalculatedColumnDef[];
}

export interface CalculatedColumnDef {
  readonly name: string;
  readonly expression: string;
  readonly type: string;
  readonly isDttm?: boolean;
  readonly verboseName?: string;
}

export const COUNT_METRIC: MetricDef = {
  metric_name: 'count',
  verbose_name: 'COUNT(*)',
  metric_type: 'count',
  expression: 'COUNT(*)',
};

function columnRows(tableId: number, def: DatasetDef, columns: readonly TableColumn[]) {
  const shadowed = new Set((def.calculated ?? []).map((column) => column.name));
  const physical = columns
    .filter((column) => !shadowed.has(column.name))
    .map((column) => {
      const override = def.columnOverrides?.[column.name] ?? {};
      return {
        uuid: stableUuid(`${def.uuid}/column/${column.name}`),
        table_id: tableId,
        column_name: column.name,
        verbose_name: override.verbose_name ?? null,
        is_dttm: column.isDttm ? 1 : 0,
        is_active: 1,
        type: column.type,
        advanced_data_type: null,
        groupby: 1,
        filterable: 1,
        expression: null,
        description: override.description ?? null,
        python_date_format: override.python_date_format ?? null,
        extra: null,
      };
    });
  const calculated = (def.calculated ?? []).map((column) => ({
    ...physical[0]!,
    uuid: stableUuid(`${def.uuid}/column/${column.name}`),
    column_name: column.name,
    is_dttm: column.isDttm ? 1 : 0,
    type: column.type,
    expression: column.expression,
    verbose_name: column.verboseName ?? null,
    description: null,
    python_date_format: null,
  }));
  return [...physical, ...calculated];
}

function metricRows(tableId: number, def: DatasetDef) {
  return def.metrics.map((metric) => ({
    uuid: stableUuid(`${def.uuid}/metric/${metric.metric_name}`),
    table_id: tableId,
    metric_name: metric.metric_name,
    verbose_name: metric.verbose_name ?? null,
    metric_type: metric.metric_type ?? null,
    expression: metric.expression,
    description: metric.description ?? null,
    d3format: metric.d3format ?? null,
    currency: metric.currency ? JSON.stringify(metric.currency) : null,
    extra: null,
    warning_text: null,
  }));
}

export interface RegisterDatasetOptions {
  readonly databaseId: number;
  readonly ownerId: number | null;
  /** Refresh the columns of an existing dataset (after its table was reloaded). */
  readonly refreshColumns?: boolean;
}

/** Registers one physical dataset with its columns and metrics; returns its id. */
export async function registerDataset(
  db: Store,
  def: DatasetDef,
  columns: readonly TableColumn[],
  options: RegisterDatasetOptions,
): Promise<number> {
  const existing =
    (await db.selectFrom('tables').select('id').where('uuid', '=', def.uuid).executeTakeFirst()) ??
    (await db
      .selectFrom('tables')
      .select('id')
      .where('database_id', '=', options.databaseId)
      .where('table_name', '=', def.tableName)
      .where('sql', 'is', null)
      .executeTakeFirst());
  if (existing) {
    if (options.refreshColumns) {
      // Physical columns are replaced by what the table holds now; calculated ones (an imported
      // bundle's) stay, and win over a physical column of the same name.
      await db
        .deleteFrom('table_columns')
        .where('table_id', '=', existing.id)
        .where((eb) => eb.or([eb('expression', 'is', null), eb('expression', '=', '')]))
        .execute();
      const calculated = await db
        .selectFrom('table_columns')
        .select('column_name')
        .where('table_id', '=', existing.id)
        .execute();
      const kept = new Set(calculated.map((c) => c.column_name));
      // This loader's own calculated columns are added when missing (a dataset registered by an
      // older version), never over what is there.
      const rows = columnRows(existing.id, def, columns).filter((row) => !kept.has(row.column_name));
      if (rows.length > 0) await db.insertInto('table_columns').values(rows).execute();
      // The table is where this loader put it: in the database's default schema. Superset's
      // bundles name `public` (their PostgreSQL past), which a DuckDB file does not have.
      await db
        .updateTable('tables')
        .set({ changed_on: nowIso(), schema: null, database_id: options.databaseId })
        .where('id', '=', existing.id)
        .execute();
    }
    return existing.id;
  }
  const now = nowIso();
  const mainDttm =
    def.mainDttmCol ??
    columns.find((column) => column.genericType === GenericDataType.TEMPORAL)?.name ??
    null;
  const inserted = await db
    .insertInto('tables')
    .values({
      uuid: def.uuid,
      database_id: options.databaseId,
      catalog: null,
      schema: null,
      table_name: def.tableName,
      sql: null,
      main_dttm_col: mainDttm,
      description: def.description ?? null,
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
      created_on: now,
      changed_on: now,
      created_by_fk: options.ownerId,
      changed_by_fk: options.ownerId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = inserted.id;
  const cols = columnRows(id, def, columns);
  if (cols.length > 0) await db.insertInto('table_columns').values(cols).execute();
  const metrics = metricRows(id, def);
  if (metrics.length > 0) await db.insertInto('sql_metrics').values(metrics).execute();
  if (options.ownerId !== null)
    await db.insertInto('sqlatable_user').values({ table_id: id, user_id: options.ownerId }).execute();
  const database = await db
    .selectFrom('dbs')
    .select('database_name')
    .where('id', '=', options.databaseId)
    .executeTakeFirst();
  const dbName = database?.database_name ?? EXAMPLES_DB_NAME;
  await ensurePermissionViews(db as Kysely<Database>, [
    ['datasource_access', `[${dbName}].[${def.tableName}](id:${id})`],
  ]);
  return id;
}

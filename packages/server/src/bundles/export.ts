/**
 * Export as Superset's v1 bundle (SUPERSET_FACTS §6): each object with what it depends on
 * (dashboard → charts → datasets → database), JSON text fields as YAML objects, ids as uuids.
 */
import { stringify } from 'yaml';
import { type Db, parseJsonText } from '../repositories/common';
import { maskUri } from '../repositories/secrets';
import { customTagsOf, type TagSummary } from '../tags/repository';
import { type BundleFiles, bundleFilename, packBundle, secureFilename } from './files';

export interface ExportSelection {
  dashboards?: readonly number[];
  charts?: readonly number[];
  datasets?: readonly number[];
  databases?: readonly number[];
  savedQueries?: readonly number[];
  /** Label the bundle as an assets export even when it holds one kind */
  assets?: boolean;
  /**
   * Which databases may be written into the bundle (see export-access.ts); the others are
   * referenced by uuid only. Absent: all of them.
   */
  includeDatabase?: (databaseId: number) => boolean;
}

/** Where the exporters write, and which database files they may write. */
interface Output {
  readonly files: BundleFiles;
  readonly includeDatabase: (databaseId: number) => boolean;
}

export const VERSION = '1.0.0';
const bool = (value: number) => value === 1;
const yaml = (value: unknown) => stringify(value, { lineWidth: 0 });

function metadataType(selection: ExportSelection): { model: string; folder: string } {
  const kinds = (['dashboards', 'charts', 'datasets', 'databases', 'savedQueries'] as const).filter(
    (kind) => (selection[kind]?.length ?? 0) > 0,
  );
  if (kinds.length !== 1 || selection.assets) return { model: 'assets', folder: 'assets' };
  return {
    dashboards: { model: 'Dashboard', folder: 'dashboard' },
    charts: { model: 'Slice', folder: 'chart' },
    datasets: { model: 'SqlaTable', folder: 'dataset' },
    databases: { model: 'Database', folder: 'database' },
    savedQueries: { model: 'SavedQuery', folder: 'saved_query' },
  }[kinds[0]!];
}

async function exportDatabases(db: Db, ids: Set<number>, out: Output) {
  if (ids.size === 0) return new Map<number, { uuid: string; name: string }>();
  const rows = await db
    .selectFrom('dbs')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  for (const row of rows) {
    if (!out.includeDatabase(row.id)) continue;
    const document = {
      database_name: row.database_name,
      sqlalchemy_uri: maskUri(row.sqlalchemy_uri).masked,
      cache_timeout: row.cache_timeout,
      expose_in_sqllab: bool(row.expose_in_sqllab),
      allow_run_async: bool(row.allow_run_async),
      allow_ctas: bool(row.allow_ctas),
      allow_cvas: bool(row.allow_cvas),
      allow_dml: bool(row.allow_dml),
      allow_file_upload: bool(row.allow_file_upload),
      extra: parseJsonText(row.extra) ?? {},
      impersonate_user: bool(row.impersonate_user),
      uuid: row.uuid,
      version: VERSION,
      is_managed_externally: bool(row.is_managed_externally),
      external_url: row.external_url,
    };
    out.files.set(`databases/${bundleFilename(row.database_name)}.yaml`, yaml(document));
  }
  return new Map(rows.map((row) => [row.id, { uuid: row.uuid, name: row.database_name }]));
}

async function exportDatasets(db: Db, ids: Set<number>, out: Output) {
  if (ids.size === 0) return { uuids: new Map<number, string>(), databaseIds: new Set<number>() };
  const rows = await db
    .selectFrom('tables')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  const databases = await exportDatabases(db, new Set(rows.map((row) => row.database_id)), out);
  const columns = await db
    .selectFrom('table_columns')
    .selectAll()
    .where('table_id', 'in', [...ids])
    .orderBy('id')
    .execute();
  const metrics = await db
    .selectFrom('sql_metrics')
    .selectAll()
    .where('table_id', 'in', [...ids])
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const database = databases.get(row.database_id);
    if (!database) continue;
    const document = {
      table_name: row.table_name,
      main_dttm_col: row.main_dttm_col,
      description: row.description,
      default_endpoint: row.default_endpoint,
      offset: row.offset,
      cache_timeout: row.cache_timeout,
      catalog: row.catalog,
      schema: row.schema,
      sql: row.sql,
      params: parseJsonText(row.params),
      template_params: parseJsonText(row.template_params),
      filter_select_enabled: bool(row.filter_select_enabled),
      fetch_values_predicate: row.fetch_values_predicate,
      extra: parseJsonText(row.extra),
      normalize_columns: bool(row.normalize_columns),
      always_filter_main_dttm: bool(row.always_filter_main_dttm),
      uuid: row.uuid,
      metrics: metrics
        .filter((m) => m.table_id === row.id)
        .map((m) => ({
          metric_name: m.metric_name,
          verbose_name: m.verbose_name,
          metric_type: m.metric_type,
          expression: m.expression,
          description: m.description,
          d3format: m.d3format,
          currency: parseJsonText(m.currency) ?? m.currency,
          extra: parseJsonText(m.extra) ?? {},
          warning_text: m.warning_text,
          uuid: m.uuid,
        })),
      columns: columns
        .filter((c) => c.table_id === row.id)
        .map((c) => ({
          column_name: c.column_name,
          verbose_name: c.verbose_name,
          is_dttm: bool(c.is_dttm),
          is_active: bool(c.is_active),
          type: c.type,
          advanced_data_type: c.advanced_data_type,
          groupby: bool(c.groupby),
          filterable: bool(c.filterable),
          expression: c.expression,
          description: c.description,
          python_date_format: c.python_date_format,
          extra: parseJsonText(c.extra) ?? {},
          uuid: c.uuid,
        })),
      version: VERSION,
      database_uuid: database.uuid,
    };
    const folder = bundleFilename(database.name);
    out.files.set(`datasets/${folder}/${bundleFilename(row.table_name, row.id)}.yaml`, yaml(document));
  }
  return { uuids: new Map(rows.map((row) => [row.id, row.uuid])), databaseIds: new Set(databases.keys()) };
}

/** `tags: [names]` as Superset 4 writes an object's custom tags; nothing for an untagged object. */
function tagNames(tags: readonly TagSummary[] | undefined) {
  return tags && tags.length > 0 ? { tags: tags.map((tag) => tag.name) } : {};
}

async function exportCharts(db: Db, ids: Set<number>, out: Output) {
  if (ids.size === 0) return new Map<number, string>();
  const rows = await db
    .selectFrom('slices')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  const datasetIds = new Set(rows.flatMap((row) => (row.datasource_id === null ? [] : [row.datasource_id])));
  const datasets = await exportDatasets(db, datasetIds, out);
  const tags = await customTagsOf(db, 'chart', [...ids]);
  for (const row of rows) {
    const datasetUuid = row.datasource_id === null ? undefined : datasets.uuids.get(row.datasource_id);
    const document = {
      slice_name: row.slice_name,
      description: row.description,
      certified_by: row.certified_by,
      certification_details: row.certification_details,
      viz_type: row.viz_type,
      params: parseJsonText(row.params) ?? {},
      query_context: row.query_context,
      cache_timeout: row.cache_timeout,
      uuid: row.uuid,
      version: VERSION,
      dataset_uuid: datasetUuid ?? null,
      ...tagNames(tags.get(row.id)),
    };
    out.files.set(`charts/${bundleFilename(row.slice_name, row.id)}.yaml`, yaml(document));
  }
  return new Map(rows.map((row) => [row.id, row.uuid]));
}

/** position with `meta.uuid` on each chart; native filter targets with `datasetUuid`. */
function exportLayout(position: unknown, chartUuids: Map<number, string>) {
  if (typeof position !== 'object' || position === null) return position;
  const out: Record<string, unknown> = {};
  for (const [key, component] of Object.entries(position as Record<string, unknown>)) {
    const node = component as { type?: string; meta?: Record<string, unknown> };
    if (node?.type === 'CHART' && typeof node.meta?.chartId === 'number') {
      const uuid = chartUuids.get(node.meta.chartId);
      out[key] = { ...node, meta: { ...node.meta, ...(uuid ? { uuid } : {}) } };
    } else out[key] = component;
  }
  return out;
}

async function exportMetadata(db: Db, metadata: unknown) {
  if (typeof metadata !== 'object' || metadata === null) return metadata ?? {};
  const copy = structuredClone(metadata) as {
    native_filter_configuration?: { targets?: Record<string, unknown>[] }[];
  };
  for (const filter of copy.native_filter_configuration ?? []) {
    for (const target of filter.targets ?? []) {
      if (typeof target.datasetId !== 'number') continue;
      const row = await db
        .selectFrom('tables')
        .select('uuid')
        .where('id', '=', target.datasetId)
        .executeTakeFirst();
      if (row) target.datasetUuid = row.uuid;
      delete target.datasetId;
    }
  }
  return copy;
}

async function exportDashboards(db: Db, ids: Set<number>, out: Output) {
  if (ids.size === 0) return;
  const rows = await db
    .selectFrom('dashboards')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  const links = await db
    .selectFrom('dashboard_slices')
    .selectAll()
    .where('dashboard_id', 'in', [...ids])
    .execute();
  const chartUuids = await exportCharts(db, new Set(links.map((link) => link.slice_id)), out);
  const tags = await customTagsOf(db, 'dashboard', [...ids]);
  for (const row of rows) {
    const document = {
      dashboard_title: row.dashboard_title,
      description: row.description,
      css: row.css,
      slug: row.slug,
      certified_by: row.certified_by,
      certification_details: row.certification_details,
      published: bool(row.published),
      uuid: row.uuid,
      position: exportLayout(parseJsonText(row.position_json), chartUuids),
      metadata: await exportMetadata(db, parseJsonText(row.json_metadata)),
      version: VERSION,
      ...tagNames(tags.get(row.id)),
    };
    out.files.set(`dashboards/${bundleFilename(row.dashboard_title, row.id)}.yaml`, yaml(document));
  }
}

/**
 * Saved queries as Superset's ExportSavedQueriesCommand writes them:
 * queries/<database>/<schema>/<label>.yaml (no schema folder when there is none), with the
 * database file. Two queries with the same path get their id appended instead of overwriting.
 */
async function exportSavedQueries(db: Db, ids: Set<number>, out: Output) {
  if (ids.size === 0) return;
  const rows = await db
    .selectFrom('saved_query')
    .selectAll()
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();
  const databases = await exportDatabases(db, new Set(rows.map((row) => row.db_id)), out);
  for (const row of rows) {
    const database = databases.get(row.db_id);
    if (!database) continue;
    const document = {
      catalog: row.catalog,
      schema: row.schema,
      label: row.label,
      description: row.description,
      sql: row.sql,
      template_parameters: row.template_parameters,
      uuid: row.uuid,
      version: VERSION,
      database_uuid: database.uuid,
    };
    const folder = [database.name, ...(row.schema ? [row.schema] : [])].map((part) => bundleFilename(part));
    const base = `queries/${folder.join('/')}/${secureFilename(row.label) || row.uuid}`;
    const path = out.files.has(`${base}.yaml`) ? `${base}_${row.id}.yaml` : `${base}.yaml`;
    out.files.set(path, yaml(document));
  }
}

/** The bundle's files (metadata.yaml included) for a selection. */
export async function exportBundleFiles(db: Db, selection: ExportSelection, now = new Date()) {
  const files: BundleFiles = new Map();
  const out: Output = { files, includeDatabase: selection.includeDatabase ?? (() => true) };
  const type = metadataType(selection);
  files.set('metadata.yaml', yaml({ version: VERSION, type: type.model, timestamp: now.toISOString() }));
  await exportDashboards(db, new Set(selection.dashboards ?? []), out);
  await exportCharts(db, new Set(selection.charts ?? []), out);
  const databaseIds = new Set(selection.databases ?? []);
  const datasetIds = new Set(selection.datasets ?? []);
  // A database exports with its datasets, as Superset's ExportDatabasesCommand does.
  if (databaseIds.size > 0) {
    const owned = await db
      .selectFrom('tables')
      .select('id')
      .where('database_id', 'in', [...databaseIds])
      .execute();
    for (const { id } of owned) datasetIds.add(id);
  }
  await exportDatasets(db, datasetIds, out);
  await exportDatabases(db, databaseIds, out);
  await exportSavedQueries(db, new Set(selection.savedQueries ?? []), out);
  return { files, folder: type.folder };
}

/** The ZIP bytes and its file name for a selection. */
export async function exportBundleZip(db: Db, selection: ExportSelection, now = new Date()) {
  const { files, folder } = await exportBundleFiles(db, selection, now);
  const packed = packBundle(folder, files, now);
  return { fileName: `${packed.name}.zip`, bytes: packed.bytes };
}

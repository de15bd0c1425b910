/**
 * Writes a checked bundle as planned (create, overwrite or reuse each object): uuid → id maps
 * carry references from one kind to the next. Nothing here opens a data source: columns come
 * from the bundle, so an import never touches, let alone creates, a database file.
 */
import { migrateChartConfig } from '@tessera/core';
import { createChart, updateChart } from '../repositories/charts';
import type { Db } from '../repositories/common';
import { createDashboard, slugTaken, updateDashboard } from '../repositories/dashboards';
import { createDatabase, updateDatabase } from '../repositories/databases';
import { createDataset, updateDataset } from '../repositories/datasets';
import { createSavedQuery, updateSavedQuery } from '../sqllab/saved-query-repository';
import { invalidTagName } from '../tags/object-types';
import { tagObjectByNames } from '../tags/repository';
import type { ImportOptions, ImportSummary, ParsedBundle } from './import';
import { chartUuidsOfPosition, defaultPosition, remapMetadata, remapPosition } from './layout';
import type { ImportPlan } from './plan';
import type { ChartFile, DatasetFile } from './schemas';

const jsonText = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
};

async function idOf(db: Db, table: 'dbs' | 'tables' | 'slices' | 'dashboards', uuid: string) {
  return (await db.selectFrom(table).select('id').where('uuid', '=', uuid).executeTakeFirst())?.id;
}

function datasetInput(doc: DatasetFile, databaseId: number) {
  return {
    database_id: databaseId,
    table_name: doc.table_name,
    schema: doc.schema ?? null,
    catalog: doc.catalog ?? null,
    sql: doc.sql ?? null,
    main_dttm_col: doc.main_dttm_col ?? null,
    description: doc.description ?? null,
    default_endpoint: doc.default_endpoint ?? null,
    offset: doc.offset ?? 0,
    cache_timeout: doc.cache_timeout ?? null,
    params: jsonText(doc.params),
    template_params: jsonText(doc.template_params),
    extra: jsonText(doc.extra),
    filter_select_enabled: doc.filter_select_enabled ?? true,
    fetch_values_predicate: doc.fetch_values_predicate ?? null,
    normalize_columns: doc.normalize_columns ?? false,
    always_filter_main_dttm: doc.always_filter_main_dttm ?? false,
    columns: (doc.columns ?? []).map((c) => ({
      column_name: c.column_name,
      verbose_name: c.verbose_name ?? null,
      type: c.type ?? null,
      is_dttm: c.is_dttm ?? false,
      is_active: c.is_active ?? true,
      groupby: c.groupby ?? true,
      filterable: c.filterable ?? true,
      expression: c.expression ?? null,
      description: c.description ?? null,
      python_date_format: c.python_date_format ?? null,
      advanced_data_type: c.advanced_data_type ?? null,
      extra: jsonText(c.extra),
      ...(c.uuid ? { uuid: c.uuid } : {}),
    })),
    metrics: (doc.metrics ?? []).map((m) => ({
      metric_name: m.metric_name,
      expression: m.expression,
      verbose_name: m.verbose_name ?? null,
      metric_type: m.metric_type ?? null,
      description: m.description ?? null,
      d3format: m.d3format ?? null,
      currency: jsonText(m.currency),
      extra: jsonText(m.extra),
      warning_text: m.warning_text ?? null,
      ...(m.uuid ? { uuid: m.uuid } : {}),
    })),
  };
}

/** The chart's form data and saved query context now point at the dataset's new id. */
function chartInput(doc: ChartFile, datasetId: number) {
  const parsed = (typeof doc.params === 'string' ? JSON.parse(doc.params) : (doc.params ?? {})) as Record<
    string,
    unknown
  >;
  // A legacy viz type is stored migrated, as Superset's import does (migrate_chart).
  const migrated = migrateChartConfig({
    viz_type: doc.viz_type,
    params: parsed,
    query_context: jsonText(doc.query_context),
  });
  const params = { ...migrated.params };
  params.datasource = `${datasetId}__table`;
  let queryContext = migrated.query_context ?? null;
  if (queryContext) {
    try {
      const context = JSON.parse(queryContext) as {
        datasource?: { id?: unknown };
        form_data?: Record<string, unknown>;
      };
      if (context.datasource) context.datasource.id = datasetId;
      if (context.form_data) context.form_data.datasource = `${datasetId}__table`;
      queryContext = JSON.stringify(context);
    } catch {
      // An unreadable saved query context is dropped; the chart rebuilds it when next saved.
      queryContext = null;
    }
  }
  return {
    slice_name: doc.slice_name,
    viz_type: migrated.viz_type,
    datasource_id: datasetId,
    datasource_type: 'table',
    params: JSON.stringify(params),
    query_context: queryContext,
    description: doc.description ?? null,
    cache_timeout: doc.cache_timeout ?? null,
    certified_by: doc.certified_by ?? null,
    certification_details: doc.certification_details ?? null,
    external_url: doc.external_url ?? null,
  };
}

/**
 * Superset 4 bundles may list an object's custom tags by name (`tags: [finance]`); they are put on
 * the imported object, created when missing. Names Superset would refuse are skipped.
 */
async function importTags(
  db: Db,
  kind: 'chart' | 'dashboard',
  id: number,
  tags: unknown,
  user: number | null,
) {
  if (!Array.isArray(tags)) return;
  const names = tags.filter((tag): tag is string => typeof tag === 'string' && !invalidTagName(tag));
  if (names.length > 0) await tagObjectByNames(db, kind, id, names, user);
}

export async function writeBundle(
  db: Db,
  bundle: ParsedBundle,
  plan: ImportPlan,
  options: ImportOptions,
): Promise<ImportSummary> {
  const summary: ImportSummary = { databases: 0, datasets: 0, charts: 0, dashboards: 0 };
  const user = options.userId;

  const databaseIds = new Map<string, number>();
  for (const { path, doc } of bundle.databases) {
    const { existingId: existing, action } = plan.databases.get(doc.uuid)!;
    if (existing !== undefined && action === 'reuse') {
      databaseIds.set(doc.uuid, existing);
      continue;
    }
    const flags = {
      expose_in_sqllab: doc.expose_in_sqllab ?? true,
      allow_run_async: doc.allow_run_async ?? false,
      allow_ctas: doc.allow_ctas ?? false,
      allow_cvas: doc.allow_cvas ?? false,
      allow_dml: doc.allow_dml ?? false,
      allow_file_upload: doc.allow_file_upload ?? doc.allow_csv_upload ?? false,
      impersonate_user: doc.impersonate_user ?? false,
    };
    const input = {
      database_name: doc.database_name,
      sqlalchemy_uri: doc.sqlalchemy_uri,
      cache_timeout: doc.cache_timeout ?? null,
      extra: jsonText(doc.extra) ?? '{}',
      external_url: doc.external_url ?? null,
      password: options.passwords?.[path] ?? doc.password ?? null,
      flags,
    };
    if (existing !== undefined) await updateDatabase(db, existing, input, user, options.secretKey);
    const id = existing ?? (await createDatabase(db, { ...input, uuid: doc.uuid }, user, options.secretKey));
    databaseIds.set(doc.uuid, id);
    summary.databases += 1;
  }

  const datasetIds = new Map<string, number>();
  for (const { doc } of bundle.datasets) {
    const databaseId = databaseIds.get(doc.database_uuid) ?? (await idOf(db, 'dbs', doc.database_uuid))!;
    const { existingId: existing, action } = plan.datasets.get(doc.uuid)!;
    if (existing !== undefined && action === 'reuse') {
      datasetIds.set(doc.uuid, existing);
      continue;
    }
    const input = datasetInput(doc, databaseId);
    if (existing !== undefined) await updateDataset(db, existing, input, user);
    const id = existing ?? (await createDataset(db, { ...input, uuid: doc.uuid }, user));
    datasetIds.set(doc.uuid, id);
    summary.datasets += 1;
  }

  const chartIds = new Map<string, number>();
  for (const { doc } of bundle.charts) {
    const datasetId = datasetIds.get(doc.dataset_uuid) ?? (await idOf(db, 'tables', doc.dataset_uuid))!;
    const { existingId: existing, action } = plan.charts.get(doc.uuid)!;
    if (existing !== undefined && action === 'reuse') {
      chartIds.set(doc.uuid, existing);
      continue;
    }
    const input = chartInput(doc, datasetId);
    if (existing !== undefined) await updateChart(db, existing, input, user);
    const chartId = existing ?? (await createChart(db, { ...input, uuid: doc.uuid }, user));
    chartIds.set(doc.uuid, chartId);
    await importTags(db, 'chart', chartId, doc.tags, user);
    summary.charts += 1;
  }

  for (const { doc } of bundle.dashboards) {
    const { existingId: existing, action } = plan.dashboards.get(doc.uuid)!;
    if (existing !== undefined && action === 'reuse') continue;
    const position = doc.position ?? defaultPosition(doc.dashboard_title);
    const oldToNew = new Map<number, number>();
    for (const [oldId, uuid] of chartUuidsOfPosition(position)) {
      const id = chartIds.get(uuid) ?? (await idOf(db, 'slices', uuid));
      if (id !== undefined) oldToNew.set(oldId, id);
    }
    const allChartIds = new Map(chartIds);
    for (const uuid of chartUuidsOfPosition(position).values()) {
      const id = allChartIds.get(uuid) ?? (await idOf(db, 'slices', uuid));
      if (id !== undefined) allChartIds.set(uuid, id);
    }
    const metadata = remapMetadata(doc.metadata ?? {}, oldToNew, datasetIds);
    const slug = doc.slug && !(await slugTaken(db, doc.slug, existing)) ? doc.slug : null;
    const input = {
      dashboard_title: doc.dashboard_title,
      slug,
      position_json: JSON.stringify(remapPosition(position, allChartIds)),
      json_metadata: JSON.stringify(metadata),
      css: doc.css ?? null,
      description: doc.description ?? null,
      published: doc.published ?? false,
      certified_by: doc.certified_by ?? null,
      certification_details: doc.certification_details ?? null,
      external_url: doc.external_url ?? null,
    };
    if (existing !== undefined) await updateDashboard(db, existing, input, user);
    const dashboardId = existing ?? (await createDashboard(db, { ...input, uuid: doc.uuid }, user));
    await importTags(db, 'dashboard', dashboardId, doc.tags, user);
    summary.dashboards += 1;
  }

  // Saved queries belong to whoever imports them (Superset stamps created_by with the importer).
  for (const { doc } of bundle.savedQueries) {
    const { existingId: existing, action } = plan.savedQueries.get(doc.uuid)!;
    summary.saved_queries ??= 0;
    if (existing !== undefined && action === 'reuse') continue;
    const input = {
      db_id: databaseIds.get(doc.database_uuid) ?? (await idOf(db, 'dbs', doc.database_uuid))!,
      label: doc.label ?? doc.uuid,
      description: doc.description ?? null,
      sql: doc.sql,
      schema: doc.schema ?? null,
      catalog: doc.catalog ?? null,
      template_parameters: jsonText(doc.template_parameters),
    };
    if (existing !== undefined) await updateSavedQuery(db, existing, input, user);
    else await createSavedQuery(db, input, user, doc.uuid);
    summary.saved_queries += 1;
  }
  return summary;
}

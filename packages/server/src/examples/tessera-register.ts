/** Registers the generated example data (datasets, charts, dashboard) in the metadata store. */
import type { Kysely } from 'kysely';
import { DuckDBConnector } from '../engine/connectors/duckdb';
import type { TableColumn } from '../engine/types';
import type { Database } from '../store/schema';
import { buildFormData, buildQueryContext } from './chart-params';
import { adminUserId, ensureExamplesDatabase, registerDataset, type Store } from './register';
import {
  type ChartDef,
  COUNTRIES_DATASET,
  DASHBOARD_TITLE,
  DASHBOARD_UUID,
  ORDERS,
  SESSIONS,
  TESSERA_CHARTS,
  TIME_COLUMN,
} from './tessera-catalogue';

const nowIso = () => new Date().toISOString();

/** True when the dashboard, and so everything it needs, is already registered. */
export async function tesseraExamplesRegistered(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('dashboards')
    .select('id')
    .where('uuid', '=', DASHBOARD_UUID)
    .executeTakeFirst();
  return row !== undefined;
}

interface PlacedChart {
  readonly id: number;
  readonly def: ChartDef;
}

/** position_json v2: header, grid, and rows that each hold charts up to 12 columns wide. */
export function buildPositionJson(title: string, charts: readonly PlacedChart[]): Record<string, unknown> {
  const layout: Record<string, unknown> = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
    HEADER_ID: { id: 'HEADER_ID', type: 'HEADER', meta: { text: title } },
  };
  const rows: string[][] = [];
  let width = 12;
  for (const chart of charts) {
    if (width + chart.def.width > 12) {
      rows.push([]);
      width = 0;
    }
    rows.at(-1)!.push(`CHART-${chart.def.uuid.slice(0, 10)}`);
    width += chart.def.width;
  }
  const rowIds = rows.map((_, i) => `ROW-tessera-${i + 1}`);
  layout.GRID_ID = { type: 'GRID', id: 'GRID_ID', children: rowIds, parents: ['ROOT_ID'] };
  let next = 0;
  rows.forEach((chartIds, i) => {
    const rowId = rowIds[i]!;
    layout[rowId] = {
      type: 'ROW',
      id: rowId,
      children: chartIds,
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    };
    for (const chartId of chartIds) {
      const chart = charts[next++]!;
      layout[chartId] = {
        type: 'CHART',
        id: chartId,
        children: [],
        parents: ['ROOT_ID', 'GRID_ID', rowId],
        meta: {
          chartId: chart.id,
          uuid: chart.def.uuid,
          width: chart.def.width,
          height: 50,
          sliceName: chart.def.sliceName,
        },
      };
    }
  });
  return layout;
}

async function insertChart(
  db: Store,
  def: ChartDef,
  datasetId: number,
  ownerId: number | null,
): Promise<number> {
  const existing = await db.selectFrom('slices').select('id').where('uuid', '=', def.uuid).executeTakeFirst();
  if (existing) return existing.id;
  const timeColumn = TIME_COLUMN[def.dataset];
  const form = buildFormData(def, datasetId, timeColumn, null);
  const now = nowIso();
  const inserted = await db
    .insertInto('slices')
    .values({
      uuid: def.uuid,
      slice_name: def.sliceName,
      viz_type: def.vizType,
      datasource_id: datasetId,
      datasource_type: 'table',
      params: JSON.stringify(form),
      query_context: JSON.stringify(buildQueryContext(form)),
      description: def.description ?? null,
      cache_timeout: null,
      certified_by: null,
      certification_details: null,
      is_managed_externally: 0,
      external_url: null,
      created_on: now,
      changed_on: now,
      created_by_fk: ownerId,
      changed_by_fk: ownerId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (ownerId !== null)
    await db.insertInto('slice_user').values({ slice_id: inserted.id, user_id: ownerId }).execute();
  return inserted.id;
}

async function insertDashboard(
  db: Store,
  charts: readonly PlacedChart[],
  ownerId: number | null,
): Promise<void> {
  const now = nowIso();
  const chartIds = charts.map((chart) => chart.id);
  const metadata = {
    color_scheme: 'supersetColors',
    refresh_frequency: 0,
    expanded_slices: {},
    label_colors: {},
    shared_label_colors: [],
    color_scheme_domain: [],
    timed_refresh_immune_slices: [],
    cross_filters_enabled: true,
    native_filter_configuration: [],
    chart_configuration: {},
    global_chart_configuration: { scope: { rootPath: ['ROOT_ID'], excluded: [] }, chartsInScope: chartIds },
    default_filters: '{}',
  };
  const inserted = await db
    .insertInto('dashboards')
    .values({
      uuid: DASHBOARD_UUID,
      dashboard_title: DASHBOARD_TITLE,
      slug: 'tessera-sales',
      position_json: JSON.stringify(buildPositionJson(DASHBOARD_TITLE, charts)),
      json_metadata: JSON.stringify(metadata),
      css: '',
      description: 'Revenue, orders and web traffic of the generated Tessera example data.',
      published: 1,
      certified_by: null,
      certification_details: null,
      is_managed_externally: 0,
      external_url: null,
      created_on: now,
      changed_on: now,
      created_by_fk: ownerId,
      changed_by_fk: ownerId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('dashboard_slices')
    .values(chartIds.map((slice_id) => ({ dashboard_id: inserted.id, slice_id })))
    .execute();
  if (ownerId !== null)
    await db.insertInto('dashboard_user').values({ dashboard_id: inserted.id, user_id: ownerId }).execute();
  // Saved form_data lists the dashboards a chart is on, as Superset's does.
  for (const chart of charts) {
    const row = await db.selectFrom('slices').select('params').where('id', '=', chart.id).executeTakeFirst();
    if (!row?.params) continue;
    const saved = JSON.parse(row.params) as Record<string, unknown>;
    saved.dashboards = [inserted.id];
    await db
      .updateTable('slices')
      .set({ params: JSON.stringify(saved) })
      .where('id', '=', chart.id)
      .execute();
  }
}

/**
 * Registers the `examples` database, the three generated datasets, the charts and the dashboard.
 * Objects that already exist (same uuid) are left as they are, so edits a user made survive.
 */
export async function registerTesseraExamples(db: Kysely<Database>, duckdbPath: string): Promise<void> {
  const connector = new DuckDBConnector({ path: duckdbPath, allowDml: false });
  const columns = new Map<string, TableColumn[]>();
  for (const def of [ORDERS, SESSIONS, COUNTRIES_DATASET]) {
    columns.set(def.tableName, await connector.getColumns('main', def.tableName));
  }
  await db.transaction().execute(async (trx) => {
    const ownerId = await adminUserId(trx);
    const databaseId = await ensureExamplesDatabase(trx, duckdbPath, ownerId);
    const ids: Record<string, number> = {};
    for (const def of [ORDERS, SESSIONS, COUNTRIES_DATASET]) {
      ids[def.tableName] = await registerDataset(trx, def, columns.get(def.tableName)!, {
        databaseId,
        ownerId,
      });
    }
    if (await trx.selectFrom('dashboards').select('id').where('uuid', '=', DASHBOARD_UUID).executeTakeFirst())
      return;
    const placed: PlacedChart[] = [];
    for (const def of TESSERA_CHARTS) {
      const dataset = def.dataset === 'orders' ? ORDERS : SESSIONS;
      placed.push({ id: await insertChart(trx, def, ids[dataset.tableName]!, ownerId), def });
    }
    await insertDashboard(trx, placed, ownerId);
  });
}

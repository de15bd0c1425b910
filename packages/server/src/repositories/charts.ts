import { randomUUID } from 'node:crypto';
import type { ChartRow } from '../store/schema';
import { customTagsOf, untagDeleted } from '../tags/repository';
import {
  auditFields,
  type Db,
  inTransaction,
  loadOwners,
  loadUsers,
  nowIso,
  parseJsonText,
  setOwners,
} from './common';

export interface ChartInput {
  slice_name?: string;
  viz_type?: string;
  datasource_id?: number | null;
  datasource_type?: string | null;
  params?: string | null;
  query_context?: string | null;
  description?: string | null;
  cache_timeout?: number | null;
  certified_by?: string | null;
  certification_details?: string | null;
  is_managed_externally?: boolean;
  external_url?: string | null;
  uuid?: string;
  owners?: number[];
  dashboards?: number[];
}

function chartFields(row: ChartRow) {
  return {
    id: row.id,
    uuid: row.uuid,
    slice_name: row.slice_name,
    viz_type: row.viz_type,
    params: row.params,
    form_data: parseJsonText(row.params) ?? {},
    query_context: row.query_context,
    description: row.description,
    description_markeddown: row.description ?? '',
    cache_timeout: row.cache_timeout,
    certified_by: row.certified_by,
    certification_details: row.certification_details,
    is_managed_externally: row.is_managed_externally === 1,
    external_url: row.external_url,
    datasource_id: row.datasource_id,
    datasource_type: row.datasource_type,
    url: `/explore/?slice_id=${row.id}`,
    slice_url: `/explore/?slice_id=${row.id}`,
    edit_url: `/chart/edit/${row.id}`,
    thumbnail_url: `/api/v1/chart/${row.id}/thumbnail/${row.uuid}/`,
  };
}

export async function dashboardsOfCharts(db: Db, ids: readonly number[]) {
  const out = new Map<number, { id: number; dashboard_title: string }[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('dashboard_slices as l')
    .innerJoin('dashboards as d', 'd.id', 'l.dashboard_id')
    .select(['l.slice_id', 'd.id', 'd.dashboard_title'])
    .where('l.slice_id', 'in', [...ids])
    .orderBy('d.id')
    .execute();
  for (const row of rows) out.get(row.slice_id)?.push({ id: row.id, dashboard_title: row.dashboard_title });
  return out;
}

export async function loadChartItems(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('slices')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  const datasetIds = [
    ...new Set(rows.flatMap((row) => (row.datasource_id === null ? [] : [row.datasource_id]))),
  ];
  const datasets =
    datasetIds.length === 0
      ? []
      : await db
          .selectFrom('tables')
          .select(['id', 'table_name', 'schema', 'default_endpoint'])
          .where('id', 'in', datasetIds)
          .execute();
  const datasetById = new Map(datasets.map((d) => [d.id, d]));
  const users = await loadUsers(
    db,
    rows.flatMap((row) => [row.created_by_fk, row.changed_by_fk]),
  );
  const owners = await loadOwners(db, 'chart', ids);
  const dashboards = await dashboardsOfCharts(db, ids);
  const tags = await customTagsOf(db, 'chart', ids);
  const byId = new Map(
    rows.map((row) => {
      const dataset = row.datasource_id === null ? undefined : datasetById.get(row.datasource_id);
      return [
        row.id,
        {
          ...chartFields(row),
          datasource_name_text: dataset
            ? dataset.schema
              ? `${dataset.schema}.${dataset.table_name}`
              : dataset.table_name
            : null,
          datasource_url: dataset ? `/explore/?datasource_type=table&datasource_id=${dataset.id}` : null,
          datasource_uid:
            row.datasource_id === null ? null : `${row.datasource_id}__${row.datasource_type ?? 'table'}`,
          table: dataset
            ? { table_name: dataset.table_name, default_endpoint: dataset.default_endpoint }
            : null,
          owners: owners.get(row.id) ?? [],
          dashboards: dashboards.get(row.id) ?? [],
          tags: tags.get(row.id) ?? [],
          ...auditFields(row, users),
        },
      ];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function scalarValues(input: ChartInput) {
  const plain = [
    'slice_name',
    'viz_type',
    'datasource_id',
    'datasource_type',
    'params',
    'query_context',
    'description',
    'cache_timeout',
    'certified_by',
    'certification_details',
    'external_url',
  ] as const;
  const out: Record<string, unknown> = {};
  for (const key of plain) if (input[key] !== undefined) out[key] = input[key];
  if (input.is_managed_externally !== undefined)
    out.is_managed_externally = input.is_managed_externally ? 1 : 0;
  return out;
}

export async function setChartDashboards(db: Db, chartId: number, dashboardIds: readonly number[]) {
  await db.deleteFrom('dashboard_slices').where('slice_id', '=', chartId).execute();
  for (const dashboardId of new Set(dashboardIds)) {
    await db
      .insertInto('dashboard_slices')
      .values({ dashboard_id: dashboardId, slice_id: chartId })
      .execute();
  }
}

export async function createChart(db: Db, input: ChartInput, userId: number | null) {
  const now = nowIso();
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('slices')
      .values({
        uuid: input.uuid ?? randomUUID(),
        slice_name: '',
        viz_type: '',
        datasource_id: null,
        datasource_type: null,
        params: null,
        query_context: null,
        description: null,
        cache_timeout: null,
        certified_by: null,
        certification_details: null,
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
    await setOwners(trx, 'chart', row.id, input.owners ?? (userId === null ? [] : [userId]));
    if (input.dashboards) await setChartDashboards(trx, row.id, input.dashboards);
    return row.id;
  });
}

export async function updateChart(db: Db, id: number, input: ChartInput, userId: number | null) {
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('slices')
      .set({ ...scalarValues(input), changed_on: nowIso(), changed_by_fk: userId })
      .where('id', '=', id)
      .execute();
    if (input.owners !== undefined) await setOwners(trx, 'chart', id, input.owners);
    if (input.dashboards !== undefined) await setChartDashboards(trx, id, input.dashboards);
  });
}

export async function deleteCharts(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return;
  await inTransaction(db, async (trx) => {
    await trx
      .deleteFrom('favstar')
      .where('class_name', '=', 'slice')
      .where('obj_id', 'in', [...ids])
      .execute();
    await untagDeleted(trx, 'chart', ids);
    await trx
      .deleteFrom('slices')
      .where('id', 'in', [...ids])
      .execute();
  });
}

/** A chart's saved query context (JSON text, or null), or undefined when there is no chart `id`. */
export async function chartQueryContextText(db: Db, id: number): Promise<string | null | undefined> {
  const row = await db.selectFrom('slices').select('query_context').where('id', '=', id).executeTakeFirst();
  return row ? row.query_context : undefined;
}

/** A chart's saved params (JSON text), or null when it has none or there is no chart `id`. */
export async function chartParamsText(db: Db, id: number): Promise<string | null> {
  const row = await db.selectFrom('slices').select('params').where('id', '=', id).executeTakeFirst();
  return row?.params ?? null;
}

/** The stored rows of the charts `ids` (the legacy `slices` shape), in no particular order. */
export function chartRows(db: Db, ids: readonly number[]): Promise<ChartRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('slices')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

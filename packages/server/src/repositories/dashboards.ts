import { randomUUID } from 'node:crypto';
import type { DashboardRow } from '../store/schema';
import { customTagsOf, untagDeleted } from '../tags/repository';
import { createChart } from './charts';
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

export interface DashboardInput {
  dashboard_title?: string;
  slug?: string | null;
  position_json?: string | null;
  json_metadata?: string | null;
  css?: string | null;
  description?: string | null;
  published?: boolean;
  certified_by?: string | null;
  certification_details?: string | null;
  is_managed_externally?: boolean;
  external_url?: string | null;
  uuid?: string;
  owners?: number[];
  /** Role ids the dashboard is shared with (dashboard_roles). */
  roles?: number[];
}

/** Chart ids placed on a layout: `meta.chartId` of each CHART component of position_json v2. */
export function chartIdsOfPosition(position: unknown): number[] {
  if (typeof position !== 'object' || position === null) return [];
  const ids: number[] = [];
  for (const component of Object.values(position as Record<string, unknown>)) {
    if (typeof component !== 'object' || component === null) continue;
    const { type, meta } = component as { type?: unknown; meta?: { chartId?: unknown } };
    if (type === 'CHART' && typeof meta?.chartId === 'number') ids.push(meta.chartId);
  }
  return [...new Set(ids)];
}

export function dashboardUrl(row: Pick<DashboardRow, 'id' | 'slug'>) {
  return `/superset/dashboard/${row.slug || row.id}/`;
}

function dashboardFields(row: DashboardRow) {
  return {
    id: row.id,
    uuid: row.uuid,
    dashboard_title: row.dashboard_title,
    slug: row.slug,
    url: dashboardUrl(row),
    position_json: row.position_json,
    json_metadata: row.json_metadata,
    css: row.css,
    description: row.description,
    published: row.published === 1,
    status: row.published === 1 ? 'published' : 'draft',
    certified_by: row.certified_by,
    certification_details: row.certification_details,
    is_managed_externally: row.is_managed_externally === 1,
    external_url: row.external_url,
    thumbnail_url: `/api/v1/dashboard/${row.id}/thumbnail/${row.uuid}/`,
    tags: [],
  };
}

/** Each dashboard's roles as Superset shows them: `{id, name}`, by name. */
async function loadDashboardRoles(db: Db, ids: readonly number[]) {
  const rows = await db
    .selectFrom('dashboard_roles as l')
    .innerJoin('ab_role as r', 'r.id', 'l.role_id')
    .select(['l.dashboard_id', 'r.id', 'r.name'])
    .where('l.dashboard_id', 'in', [...ids])
    .orderBy('r.name')
    .execute();
  const byDashboard = new Map<number, { id: number; name: string }[]>();
  for (const row of rows) {
    const list = byDashboard.get(row.dashboard_id) ?? [];
    list.push({ id: row.id, name: row.name });
    byDashboard.set(row.dashboard_id, list);
  }
  return byDashboard;
}

/** Role ids that name no role: a save with any of them is refused. */
export async function unknownRoles(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const known = await db
    .selectFrom('ab_role')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  const found = new Set(known.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

async function setRoles(db: Db, dashboardId: number, roleIds: readonly number[]) {
  await db.deleteFrom('dashboard_roles').where('dashboard_id', '=', dashboardId).execute();
  for (const roleId of new Set(roleIds)) {
    await db.insertInto('dashboard_roles').values({ dashboard_id: dashboardId, role_id: roleId }).execute();
  }
}

export async function loadDashboardItems(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('dashboards')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  const users = await loadUsers(
    db,
    rows.flatMap((row) => [row.created_by_fk, row.changed_by_fk]),
  );
  const owners = await loadOwners(db, 'dashboard', ids);
  const roles = await loadDashboardRoles(db, ids);
  const tags = await customTagsOf(db, 'dashboard', ids);
  const links = await db
    .selectFrom('dashboard_slices as l')
    .innerJoin('slices as s', 's.id', 'l.slice_id')
    .select(['l.dashboard_id', 's.slice_name'])
    .where('l.dashboard_id', 'in', [...ids])
    .orderBy('s.id')
    .execute();
  const byId = new Map(
    rows.map((row) => [
      row.id,
      {
        ...dashboardFields(row),
        owners: owners.get(row.id) ?? [],
        roles: roles.get(row.id) ?? [],
        tags: tags.get(row.id) ?? [],
        charts: links.filter((link) => link.dashboard_id === row.id).map((link) => link.slice_name),
        ...auditFields(row, users),
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Resolves `/dashboard/<id_or_slug>`; a numeric text is an id first, as in Superset. */
export async function findDashboardId(db: Db, idOrSlug: string): Promise<number | null> {
  if (/^\d+$/.test(idOrSlug)) {
    const byId = await db
      .selectFrom('dashboards')
      .select('id')
      .where('id', '=', Number(idOrSlug))
      .executeTakeFirst();
    if (byId) return byId.id;
  }
  const bySlug = await db
    .selectFrom('dashboards')
    .select('id')
    .where('slug', '=', idOrSlug)
    .executeTakeFirst();
  return bySlug?.id ?? null;
}

export async function slugTaken(db: Db, slug: string, exceptId?: number) {
  let query = db.selectFrom('dashboards').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

function scalarValues(input: DashboardInput) {
  const plain = [
    'dashboard_title',
    'slug',
    'position_json',
    'json_metadata',
    'css',
    'description',
    'certified_by',
    'certification_details',
    'external_url',
  ] as const;
  const out: Record<string, unknown> = {};
  for (const key of plain) if (input[key] !== undefined) out[key] = input[key];
  if (out.slug === '') out.slug = null;
  if (input.published !== undefined) out.published = input.published ? 1 : 0;
  if (input.is_managed_externally !== undefined)
    out.is_managed_externally = input.is_managed_externally ? 1 : 0;
  return out;
}

/**
 * The layout decides which charts a dashboard holds: position_json, or the `positions` copy the
 * Superset client saves inside json_metadata. Unknown chart ids are skipped.
 */
async function syncChartsFromLayout(db: Db, dashboardId: number, input: DashboardInput) {
  const metadata = parseJsonText(input.json_metadata) as { positions?: unknown } | null;
  const position =
    input.position_json !== undefined ? parseJsonText(input.position_json) : metadata?.positions;
  if (position === undefined || position === null) return;
  const wanted = chartIdsOfPosition(position);
  const existing =
    wanted.length === 0 ? [] : await db.selectFrom('slices').select('id').where('id', 'in', wanted).execute();
  await db.deleteFrom('dashboard_slices').where('dashboard_id', '=', dashboardId).execute();
  for (const { id } of existing) {
    await db.insertInto('dashboard_slices').values({ dashboard_id: dashboardId, slice_id: id }).execute();
  }
}

export async function createDashboard(db: Db, input: DashboardInput, userId: number | null) {
  const now = nowIso();
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('dashboards')
      .values({
        uuid: input.uuid ?? randomUUID(),
        dashboard_title: '',
        slug: null,
        position_json: null,
        json_metadata: null,
        css: null,
        description: null,
        published: 0,
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
    await setOwners(trx, 'dashboard', row.id, input.owners ?? (userId === null ? [] : [userId]));
    if (input.roles !== undefined) await setRoles(trx, row.id, input.roles);
    await syncChartsFromLayout(trx, row.id, input);
    return row.id;
  });
}

/**
 * Saves the dashboard; false (and nothing written) when `savedCopyAtMs` is given and the stored
 * dashboard changed after that time (the client edited a stale copy). The check and the write are
 * one step: the guarded UPDATE locks the row (PostgreSQL re-reads it after a concurrent save
 * commits; SQLite runs one write transaction at a time), so of many saves of one copy exactly one
 * wins. changed_on only moves forward, so a save in the same millisecond still makes copies stale.
 */
export async function updateDashboard(
  db: Db,
  id: number,
  input: DashboardInput,
  userId: number | null,
  savedCopyAtMs?: number,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    let guard = trx.updateTable('dashboards').set({ changed_by_fk: userId }).where('id', '=', id);
    if (savedCopyAtMs !== undefined)
      guard = guard.where('changed_on', '<=', new Date(savedCopyAtMs).toISOString());
    const locked = await guard.executeTakeFirst();
    if (Number(locked.numUpdatedRows) === 0) return false;
    const previous = await trx
      .selectFrom('dashboards')
      .select('changed_on')
      .where('id', '=', id)
      .executeTakeFirst();
    await trx
      .updateTable('dashboards')
      .set({ ...scalarValues(input), changed_on: laterThan(previous?.changed_on), changed_by_fk: userId })
      .where('id', '=', id)
      .execute();
    if (input.owners !== undefined) await setOwners(trx, 'dashboard', id, input.owners);
    if (input.roles !== undefined) await setRoles(trx, id, input.roles);
    await syncChartsFromLayout(trx, id, input);
    return true;
  });
}

/** Now, or a millisecond after `previous` when the clock has not moved past it. */
function laterThan(previous: string | undefined): string {
  const now = Date.now();
  const before = previous === undefined ? Number.NaN : Date.parse(previous);
  return new Date(Number.isNaN(before) || now > before ? now : before + 1).toISOString();
}

export async function deleteDashboards(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return;
  await inTransaction(db, async (trx) => {
    await trx
      .deleteFrom('favstar')
      .where('class_name', '=', 'Dashboard')
      .where('obj_id', 'in', [...ids])
      .execute();
    await untagDeleted(trx, 'dashboard', ids);
    await trx
      .deleteFrom('dashboards')
      .where('id', 'in', [...ids])
      .execute();
  });
}

export async function chartIdsOfDashboard(db: Db, dashboardId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('dashboard_slices')
    .select('slice_id')
    .where('dashboard_id', '=', dashboardId)
    .orderBy('slice_id')
    .execute();
  return rows.map((row) => row.slice_id);
}

export interface CopyInput {
  dashboard_title: string;
  css?: string | null;
  json_metadata: string;
  duplicate_slices?: boolean;
}

/**
 * "Save as": a new dashboard with the given title and metadata; its layout comes from
 * `json_metadata.positions` (what the client sends) or the source's. With `duplicate_slices` the
 * charts are copied too and the layout points at the copies.
 */
export async function copyDashboard(db: Db, sourceId: number, input: CopyInput, userId: number | null) {
  return inTransaction(db, async (trx) => {
    const source = await trx
      .selectFrom('dashboards')
      .selectAll()
      .where('id', '=', sourceId)
      .executeTakeFirstOrThrow();
    const metadata = (parseJsonText(input.json_metadata) ?? {}) as Record<string, unknown>;
    const { positions, ...rest } = metadata;
    const position = (positions ?? parseJsonText(source.position_json) ?? {}) as Record<string, unknown>;
    const copies = new Map<number, number>();
    if (input.duplicate_slices) {
      const charts = await trx
        .selectFrom('slices as s')
        .innerJoin('dashboard_slices as l', 'l.slice_id', 's.id')
        .selectAll('s')
        .where('l.dashboard_id', '=', sourceId)
        .execute();
      for (const chart of charts) {
        const {
          id,
          uuid: _uuid,
          created_on: _c,
          changed_on: _m,
          created_by_fk: _cb,
          changed_by_fk: _mb,
          ...fields
        } = chart;
        const copy = await createChart(trx, { ...fields, is_managed_externally: false }, userId);
        copies.set(id, copy);
      }
    }
    const remapped = Object.fromEntries(
      Object.entries(position).map(([key, component]) => {
        const node = component as { type?: string; meta?: { chartId?: number } };
        const copy =
          node?.type === 'CHART' && node.meta?.chartId !== undefined
            ? copies.get(node.meta.chartId)
            : undefined;
        return [key, copy === undefined ? component : { ...node, meta: { ...node.meta, chartId: copy } }];
      }),
    );
    return createDashboard(
      trx,
      {
        dashboard_title: input.dashboard_title,
        css: input.css ?? source.css,
        description: source.description,
        json_metadata: JSON.stringify(rest),
        position_json: JSON.stringify(remapped),
        published: false,
      },
      userId,
    );
  });
}

/** When the dashboard last changed, in epoch milliseconds (0 when it is gone). */
export async function changedOnMs(db: Db, id: number): Promise<number> {
  const row = await db.selectFrom('dashboards').select('changed_on').where('id', '=', id).executeTakeFirst();
  return row ? Date.parse(row.changed_on) : 0;
}

/** The datasets the dashboard's charts read, ascending, each once. */
export async function datasetIdsOfDashboard(db: Db, id: number): Promise<number[]> {
  const charts = await db
    .selectFrom('dashboard_slices as l')
    .innerJoin('slices as s', 's.id', 'l.slice_id')
    .select('s.datasource_id')
    .where('l.dashboard_id', '=', id)
    .where('s.datasource_id', 'is not', null)
    .execute();
  return [...new Set(charts.map((row) => row.datasource_id as number))].sort((a, b) => a - b);
}

/** The ids among `ids` that name no dashboard. */
export async function unknownDashboards(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const known = await db
    .selectFrom('dashboards')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  const found = new Set(known.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

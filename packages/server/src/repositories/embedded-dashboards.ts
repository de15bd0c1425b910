/**
 * Embedded dashboard configuration (Superset's EmbeddedDashboard): one row per embeddable
 * dashboard, keyed by the uuid the embedded SDK loads, with the origins allowed to frame it.
 */
import { randomUUID } from 'node:crypto';
import { type Db, loadUsers, nowIso } from './common';

export interface EmbeddedDashboardJson {
  uuid: string;
  allowed_domains: string[];
  dashboard_id: string;
  changed_on: string;
  changed_by: { id: number; first_name: string; last_name: string } | null;
}

function parseDomains(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((d): d is string => typeof d === 'string') : [];
  } catch {
    return [];
  }
}

async function toJson(
  db: Db,
  row: {
    uuid: string;
    dashboard_id: number;
    allowed_domains: string;
    changed_on: string;
    changed_by_fk: number | null;
  },
): Promise<EmbeddedDashboardJson> {
  const user =
    row.changed_by_fk === null
      ? undefined
      : (await loadUsers(db, [row.changed_by_fk])).get(row.changed_by_fk);
  return {
    uuid: row.uuid,
    allowed_domains: parseDomains(row.allowed_domains),
    // Superset's EmbeddedDashboardResponseSchema carries the id as a string.
    dashboard_id: String(row.dashboard_id),
    changed_on: row.changed_on,
    changed_by: user ? { id: user.id, first_name: user.first_name, last_name: user.last_name } : null,
  };
}

const COLUMNS = ['uuid', 'dashboard_id', 'allowed_domains', 'changed_on', 'changed_by_fk'] as const;

export async function embeddedOfDashboard(
  db: Db,
  dashboardId: number,
): Promise<EmbeddedDashboardJson | null> {
  const row = await db
    .selectFrom('embedded_dashboards')
    .select(COLUMNS)
    .where('dashboard_id', '=', dashboardId)
    .executeTakeFirst();
  return row ? toJson(db, row) : null;
}

export async function embeddedByUuid(db: Db, uuid: string): Promise<EmbeddedDashboardJson | null> {
  const row = await db
    .selectFrom('embedded_dashboards')
    .select(COLUMNS)
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  return row ? toJson(db, row) : null;
}

/** Creates the dashboard's embedding or replaces its allowed domains (the uuid is kept). */
export async function upsertEmbedded(
  db: Db,
  dashboardId: number,
  allowedDomains: readonly string[],
  userId: number | null,
): Promise<EmbeddedDashboardJson> {
  const now = nowIso();
  const domains = JSON.stringify(allowedDomains);
  const updated = await db
    .updateTable('embedded_dashboards')
    .set({ allowed_domains: domains, changed_on: now, changed_by_fk: userId })
    .where('dashboard_id', '=', dashboardId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0)
    await db
      .insertInto('embedded_dashboards')
      .values({
        uuid: randomUUID(),
        dashboard_id: dashboardId,
        allowed_domains: domains,
        created_on: now,
        changed_on: now,
        created_by_fk: userId,
        changed_by_fk: userId,
      })
      .execute();
  const result = await embeddedOfDashboard(db, dashboardId);
  if (!result) throw new Error(`embedded dashboard ${dashboardId} vanished after its save`);
  return result;
}

export async function deleteEmbedded(db: Db, dashboardId: number): Promise<void> {
  await db.deleteFrom('embedded_dashboards').where('dashboard_id', '=', dashboardId).execute();
}

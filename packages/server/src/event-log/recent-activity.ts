/**
 * The dashboards and charts a user looked at, newest first (Superset's LogDAO.get_recent_activity,
 * behind GET /api/v1/log/recent_activity/). Tessera's log
 * records a chart load with its slice and, on a dashboard, its dashboard: a row with a dashboard
 * is a dashboard visit ('dashboard'), one with only a chart an Explore visit ('explore'). Rows
 * whose object is gone (deleted) are left out, as Superset's join on the titles does.
 */
import type { parseRecentActivityQuery } from '@tessera/core';
import { sql } from 'kysely';
import type { Db } from '../repositories/common';
import { humanizeDelta } from '../repositories/list/humanize';

interface ActivityRow {
  item_type: 'dashboard' | 'slice';
  obj_id: number | string;
  dttm: string;
  title: string;
  slug: string | null;
}

const ACTION_OF = { dashboard: 'dashboard', slice: 'explore' } as const;

export async function recentActivity(db: Db, userId: number, q: ReturnType<typeof parseRecentActivityQuery>) {
  const itemType = sql`case when l.dashboard_id is not null then 'dashboard' else 'slice' end`;
  const objId = sql`coalesce(l.dashboard_id, l.slice_id)`;
  const title = sql`coalesce(d.dashboard_title, s.slice_name)`;
  const wanted = q.actions
    ? (Object.keys(ACTION_OF) as (keyof typeof ACTION_OF)[]).filter((type) =>
        q.actions?.includes(ACTION_OF[type]),
      )
    : ['dashboard', 'slice'];
  if (wanted.length === 0) return [];
  const from = sql`from logs l
    left join dashboards d on d.id = l.dashboard_id
    left join slices s on s.id = l.slice_id and l.dashboard_id is null
    where l.user_id = ${userId} and (l.dashboard_id is not null or l.slice_id is not null)
      and ${title} is not null and ${itemType} in (${sql.join(wanted)})`;
  const page = sql`limit ${q.pageSize} offset ${q.page * q.pageSize}`;
  const rows = q.distinct
    ? await sql<ActivityRow>`select ${itemType} as item_type, ${objId} as obj_id, max(l.dttm) as dttm,
        max(${title}) as title, max(d.slug) as slug ${from}
        group by ${itemType}, ${objId} order by max(l.dttm) desc, ${objId} desc ${page}`.execute(db)
    : await sql<ActivityRow>`select ${itemType} as item_type, ${objId} as obj_id, l.dttm as dttm,
        ${title} as title, d.slug as slug ${from} order by l.dttm desc, l.id desc ${page}`.execute(db);
  return rows.rows.map((row) => {
    const id = Number(row.obj_id);
    return {
      action: ACTION_OF[row.item_type],
      item_type: row.item_type,
      item_title: row.title,
      item_url:
        row.item_type === 'dashboard' ? `/superset/dashboard/${row.slug || id}/` : `/explore/?slice_id=${id}`,
      time: Date.parse(row.dttm),
      time_delta_humanized: humanizeDelta(row.dttm),
    };
  });
}

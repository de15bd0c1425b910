/**
 * The objects a tag may be on, as the tag API sees them: whether the user may see one (the list
 * scope of its kind), and `get_objects`' entities (Superset's TaggedObjectEntityResponseSchema).
 */
import { sql } from 'kysely';
import { type Db, loadUsers } from '../repositories/common';
import { dashboardUrl } from '../repositories/dashboards';
import { chartScope, dashboardScope, visibleInScope } from '../repositories/list/access';
import type { Condition, ListContext } from '../repositories/list/filters';
import { savedQueryScope } from '../repositories/saved-query-list';
import type { TaggedKind } from './object-types';
import { customTagsOf, taggedObjectIds } from './repository';

const KINDS = {
  chart: { table: 'slices', name: 't.slice_name', scope: chartScope },
  dashboard: { table: 'dashboards', name: 't.dashboard_title', scope: dashboardScope },
  query: { table: 'saved_query', name: 't.label', scope: savedQueryScope },
} as const satisfies Record<
  TaggedKind,
  {
    table: 'slices' | 'dashboards' | 'saved_query';
    name: string;
    scope: (ctx: ListContext) => Condition | null;
  }
>;

/** Whether the object exists and the user may see it (otherwise tag routes answer 404). */
export function objectVisible(db: Db, kind: TaggedKind, id: number, ctx: ListContext) {
  const { table, scope } = KINDS[kind];
  return visibleInScope(db, table, id, scope(ctx));
}

function urlOf(kind: TaggedKind, row: { id: number; slug: string | null }) {
  if (kind === 'chart') return `/explore/?slice_id=${row.id}`;
  if (kind === 'dashboard') return dashboardUrl(row);
  return `/sqllab?savedQueryId=${row.id}`;
}

interface EntityRow {
  id: number;
  name: string | null;
  slug: string | null;
  changed_on: string;
  created_by_fk: number | null;
}

/** The objects of these kinds carrying any of the tags (every tagged one when none is named). */
export async function taggedEntities(
  db: Db,
  kinds: readonly TaggedKind[],
  tags: { ids: readonly number[]; names: readonly string[] },
  ctx: ListContext,
) {
  const out = [];
  for (const kind of kinds) {
    const ids = await taggedObjectIds(db, kind, tags);
    if (ids.length === 0) continue;
    const { table, name, scope } = KINDS[kind];
    const slug = kind === 'dashboard' ? sql`t.slug` : sql`null`;
    const rows = (
      await sql<EntityRow>`select t.id, ${sql.raw(name)} as name, ${slug} as slug, t.changed_on, t.created_by_fk
        from ${sql.table(table)} t where t.id in (${sql.join(ids)}) and ${scope(ctx) ?? sql`1 = 1`}
        order by t.id`.execute(db)
    ).rows;
    const users = await loadUsers(
      db,
      rows.map((row) => row.created_by_fk),
    );
    const tagsById = await customTagsOf(
      db,
      kind,
      rows.map((row) => Number(row.id)),
    );
    for (const row of rows) {
      const id = Number(row.id);
      const creator = row.created_by_fk === null ? undefined : users.get(row.created_by_fk);
      out.push({
        id,
        type: kind,
        name: row.name ?? '',
        url: urlOf(kind, { id, slug: row.slug }),
        changed_on: row.changed_on,
        created_by: creator
          ? { id: creator.id, first_name: creator.first_name, last_name: creator.last_name }
          : null,
        creator: creator ? `${creator.first_name} ${creator.last_name}`.trim() : '',
        tags: tagsById.get(id) ?? [],
      });
    }
  }
  return out;
}

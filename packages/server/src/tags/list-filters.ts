/**
 * The tag filters of the chart, dashboard and saved-query lists, under the column `tags` as in
 * Superset: `<prefix>_tags` (tag name contains the value, ChartTagNameFilter and kin),
 * `<prefix>_tag_id` (the tag with this id, ChartTagIdFilter and kin) and FAB's `rel_m_m`.
 */
import { sql } from 'kysely';
import { asId, type OperatorTable } from '../repositories/list/filters';
import type { TaggedKind } from './object-types';
import { taggedWith } from './repository';

const ids = (value: unknown) => (Array.isArray(value) ? value : [value]).map(asId);

export function tagOperators(kind: TaggedKind, prefix: 'chart' | 'dashboard' | 'saved_query'): OperatorTable {
  return {
    [`${prefix}_tags`]: (value) =>
      taggedWith(kind, sql`lower(g.name) like ${`%${String(value).toLowerCase()}%`}`),
    [`${prefix}_tag_id`]: (value) => {
      const wanted = ids(value);
      return wanted.length === 0 ? sql`1 = 0` : taggedWith(kind, sql`g.id in (${sql.join(wanted)})`);
    },
    rel_m_m: (value) => {
      const wanted = ids(value);
      return wanted.length === 0 ? sql`1 = 0` : taggedWith(kind, sql`g.id in (${sql.join(wanted)})`);
    },
  };
}

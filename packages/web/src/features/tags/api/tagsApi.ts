/**
 * Custom tags of charts, dashboards and saved queries, through Superset's tag API: the names a
 * picker offers, and the calls that make an object's tags what the user chose.
 */
import { request } from '../../../app/http';

/** Superset's object types in tag routes (`/api/v1/tag/<type>/<id>/`). */
export type TaggedKind = 'chart' | 'dashboard' | 'query';

export interface TagLike {
  readonly name: string;
  readonly type?: number | string;
}

/** Custom tags only (Superset's type 1); system tags such as `owner:1` are not edited by people. */
export function customTagNames(tags: readonly TagLike[] | undefined): string[] {
  return (tags ?? [])
    .filter((tag) => tag.type === undefined || tag.type === 1 || tag.type === 'custom')
    .map((tag) => tag.name);
}

/** What to add and what to take off to go from `before` to `after` (names, trimmed, no blanks). */
export function tagChanges(before: readonly string[], after: readonly string[]) {
  const clean = (names: readonly string[]) => [...new Set(names.map((name) => name.trim()).filter(Boolean))];
  const from = new Set(clean(before));
  const to = clean(after);
  return {
    add: to.filter((name) => !from.has(name)),
    remove: [...from].filter((name) => !to.includes(name)),
  };
}

/** Superset refuses tag names with `:` or `,`; the message says so before the server does. */
export function tagNameProblem(name: string): string | null {
  return /[:,]/.test(name) ? `Tag "${name}" cannot contain ':' or ','.` : null;
}

/** The custom tags a picker offers, by name (the first 100 matching `search`). */
export async function loadCustomTagNames(search = ''): Promise<string[]> {
  const filters: { col: string; opr: string; value: unknown }[] = [
    { col: 'type', opr: 'custom_tag', value: true },
  ];
  if (search.trim()) filters.push({ col: 'name', opr: 'ct', value: search.trim() });
  const answer = await request<{ result: { name: string }[] }>('/api/v1/tag/', {
    rison: {
      filters,
      columns: ['id', 'name'],
      order_column: 'name',
      order_direction: 'asc',
      page: 0,
      page_size: 100,
    },
  });
  return answer.result.map((tag) => tag.name);
}

/** Makes the object's custom tags `after`: new names are created as tags, dropped ones taken off. */
export async function saveObjectTags(
  kind: TaggedKind,
  id: number,
  before: readonly string[],
  after: readonly string[],
): Promise<void> {
  const { add, remove } = tagChanges(before, after);
  if (add.length > 0) {
    await request(`/api/v1/tag/${kind}/${id}/`, { method: 'POST', body: { properties: { tags: add } } });
  }
  for (const name of remove) {
    await request(`/api/v1/tag/${kind}/${id}/${encodeURIComponent(name)}/`, { method: 'DELETE' });
  }
}

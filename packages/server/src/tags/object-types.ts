/**
 * Superset's tag vocabulary. Tag types and object types are stored by name; on the wire a
 * tag's `type` is the enum's number (custom = 1), as Superset's API answers it, and a route's
 * object type may be the number (`/api/v1/tag/3/7/` for dashboard 7) or the name.
 */
export const TAG_TYPE_NUMBER = { custom: 1, type: 2, owner: 3, favorited_by: 4 } as const;
export type TagTypeName = keyof typeof TAG_TYPE_NUMBER;

/** What a tag may be put on here; Superset's `query` is a saved query. */
export type TaggedKind = 'query' | 'chart' | 'dashboard';

const KIND_BY_SEGMENT: Readonly<Record<string, TaggedKind>> = {
  '1': 'query',
  '2': 'chart',
  '3': 'dashboard',
  query: 'query',
  saved_query: 'query',
  chart: 'chart',
  dashboard: 'dashboard',
};

/** The kind a route segment names, or null (datasets are not tagged here). */
export function kindOf(segment: string): TaggedKind | null {
  return Object.hasOwn(KIND_BY_SEGMENT, segment) ? (KIND_BY_SEGMENT[segment] ?? null) : null;
}

export function wireTagType(type: string): number | string {
  return Object.hasOwn(TAG_TYPE_NUMBER, type) ? TAG_TYPE_NUMBER[type as TagTypeName] : type;
}

/** Superset refuses names with `:` or `,` (they separate system tags and lists of names). */
export function invalidTagName(name: string): boolean {
  return name.trim() === '' || name.includes(':') || name.includes(',');
}

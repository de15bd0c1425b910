import type { EditorTab } from '../state/tabs';

/**
 * A tab asked for by the address: Superset's SQL Lab deep link `?dbid=&schema=&sql=&title=`
 * (also where the server sends Explore's "View in SQL Lab" form post). Null when it asks none.
 */
export function linkedTab(params: URLSearchParams): Partial<Omit<EditorTab, 'id'>> | null {
  const sql = params.get('sql');
  const dbid = Number(params.get('dbid'));
  if (sql === null && !dbid) return null;
  return {
    title: params.get('title')?.trim() || params.get('name')?.trim() || 'Untitled query',
    sql: sql ?? '',
    ...(Number.isInteger(dbid) && dbid > 0 ? { dbId: dbid } : {}),
    schema: params.get('schema') || null,
  };
}

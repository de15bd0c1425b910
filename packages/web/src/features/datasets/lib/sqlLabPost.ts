import type { QueryFormData, QueryResult } from '@tessera/core';
import { request } from '../../../app/http';
import { chartRegistry } from '../../../charts';

export const SQL_LOAD_ERROR = 'An error occurred while loading the SQL';

/**
 * The SQL behind a chart: its query context posted with `result_type: 'query'` (spec 000: the sql
 * comes from a query-only chart data call, result[0].query).
 */
export async function chartSql(formData: QueryFormData): Promise<string> {
  const plugin = chartRegistry.get(formData.viz_type);
  const query = plugin.buildQuery(formData, { ownState: {} });
  const answer = await request<{ result?: readonly QueryResult[] }>('/api/v1/chart/data', {
    method: 'POST',
    body: { ...query, result_type: 'query' },
  });
  const sql = answer?.result?.[0]?.query;
  if (typeof sql !== 'string' || !sql) throw new Error(SQL_LOAD_ERROR);
  return sql;
}

/**
 * Superset's postForm: a hidden form posted to `/superset/sqllab/` in a new tab, with `form_data`
 * holding `datasourceKey` and `sql`, and the CSRF token as a field (a form cannot send headers).
 */
export async function postToSqlLab(datasourceKey: string, sql: string, target = '_blank'): Promise<void> {
  const token = await request<{ result?: string }>('/api/v1/security/csrf_token/');
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = '/superset/sqllab/';
  form.target = target;
  const fields: Record<string, string> = {
    form_data: JSON.stringify({ datasourceKey, sql }),
    csrf_token: token?.result ?? '',
  };
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}

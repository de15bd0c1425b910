/**
 * Data-level checks of the RBAC matrix: what a list holds and whether an answer carries rows,
 * for the Gamma users (gus: no grant, sam: Gamma + sql_lab, rita: datasource_access on orders).
 */
import type { Reply } from '../resources/client';
import { send } from './rbac-call';
import type { Identity, RbacWorld } from './rbac-world';

export type GammaUser = 'gamma' | 'sql_lab' | 'rita:hidden';

/** The ids a list answers as `identity`, or its status when it refuses. */
export async function listIds(
  w: RbacWorld,
  identity: Identity,
  resource: string,
): Promise<number[] | number> {
  const q = encodeURIComponent('(page_size:100)');
  const reply = await send(w, w.callers[identity].token, 'GET', `/api/v1/${resource}/?q=${q}`);
  if (reply.status !== 200) return reply.status;
  return [...(reply.body.ids as number[])].sort((a, b) => a - b);
}

/** Whether an answer carries data rows anywhere (chart data, explore_json, samples, values, CSV). */
export function carriesRows(reply: Reply): boolean {
  const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
  // The sales rows' regions, which only a real answer holds.
  return /North|South|East|West/.test(text);
}

/**
 * The calls that would answer rows of the admin-only `sales` dataset, with a minimal request;
 * the first ones answer the admin rows (proof that the call is a real one), exports a ZIP.
 */
export const ADMIN_ROW_CALLS = 12;
export function salesDataCalls(w: RbacWorld): [string, string, unknown?][] {
  const { sales, salesChart, params } = w;
  const context = {
    datasource: { id: sales, type: 'table' },
    queries: [{ columns: ['region'], metrics: ['count'] }],
  };
  const form = { datasource: `${sales}__table`, viz_type: 'table', all_columns: ['region'] };
  const encoded = encodeURIComponent(JSON.stringify(form));
  const ids = (list: number[]) => `?q=${encodeURIComponent(`!(${list.join(',')})`)}`;
  return [
    ['POST', '/api/v1/chart/data', context],
    ['GET', `/api/v1/chart/${salesChart}/data`],
    ['GET', `/api/v1/chart/data/${params.hidden.chartCacheKey}`],
    [
      'POST',
      '/api/v1/tessera/chart/data/batch',
      { requests: [{ key: 'k', url: '/api/v1/chart/data', body: context }] },
    ],
    ['POST', '/superset/explore_json/', { form_data: JSON.stringify(form) }],
    ['GET', `/superset/explore_json/?form_data=${encoded}`],
    ['GET', `/superset/explore_json/data/${params.hidden.exploreJsonKey}`],
    ['GET', `/api/v1/dataset/${sales}/samples`],
    ['POST', `/datasource/samples?datasource_id=${sales}&datasource_type=table`, {}],
    ['GET', `/superset/filter/table/${sales}/region/`],
    ['GET', `/api/v1/sqllab/results/?key=${params.hidden.resultsKey}`],
    ['GET', `/api/v1/sqllab/export/${params.hidden.sqlClientId}/`],
    ['GET', `/api/v1/chart/export/${ids([salesChart])}`],
    ['GET', `/api/v1/dataset/export/${ids([sales])}`],
    ['GET', `/api/v1/dashboard/export/${ids([w.ids.draft])}`],
    // Superset 3's filter values route: not a Tessera route (the legacy one above is), so it
    // must answer 404 to everyone rather than rows.
    ['GET', `/api/v1/datasource/table/${sales}/column/region/values/`],
  ];
}

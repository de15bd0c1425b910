import type { QueryContextRequest, QueryFormData, QueryResult } from '@tessera/core';
import { openStream, request } from '../../../app/http';
import { saveBlob } from '../../../app/saveFile';
import { chartRegistry } from '../../../charts';
import { chartDataUrl } from '../../../charts/chartDataUrl';

/** What a chart holder's menu asks the chart-data API for besides the chart itself. */
export type ChartResultKind = 'query' | 'results' | 'csv';

/**
 * The chart's own query context, asked for as Superset's chart menu does: `result_type` `query`
 * (the SQL), `results` (the rows behind the chart) or the full rows as CSV. Null for a chart type
 * that reads the legacy explore_json API or that is not registered.
 */
export function chartResultRequest(
  formData: QueryFormData,
  kind: ChartResultKind,
): QueryContextRequest | null {
  if (!chartRegistry.has(formData.viz_type)) return null;
  const plugin = chartRegistry.get(formData.viz_type);
  if (plugin.metadata.useLegacyApi) return null;
  const query = plugin.buildQuery(formData, { ownState: {} });
  return kind === 'csv'
    ? { ...query, result_format: 'csv', result_type: 'full' }
    : { ...query, result_format: 'json', result_type: kind };
}

/** The answers of a `query` or `results` request. */
export async function fetchChartResults(
  formData: QueryFormData,
  kind: 'query' | 'results',
  dashboardId: number,
): Promise<readonly QueryResult[]> {
  const body = chartResultRequest(formData, kind);
  if (!body) throw new Error('This chart type does not offer its query or rows here.');
  const answer = await request<{ result?: QueryResult[] }>(
    chartDataUrl('/api/v1/chart/data', formData, { dashboardId }),
    { method: 'POST', body },
  );
  return answer.result ?? [];
}

/** Saves the chart's full rows as `<name>.csv` (a zip when the chart runs several queries). */
export async function downloadChartCsv(formData: QueryFormData, name: string, dashboardId: number) {
  const body = chartResultRequest(formData, 'csv');
  if (!body) throw new Error('This chart type does not offer its rows as CSV.');
  const response = await openStream(chartDataUrl('/api/v1/chart/data', formData, { dashboardId }), {
    method: 'POST',
    body,
  });
  const zipped = (response.headers.get('content-type') ?? '').includes('zip');
  saveBlob(
    await response.blob(),
    `${name.replace(/[\\/:*?"<>|]+/g, '_') || 'chart'}.${zipped ? 'zip' : 'csv'}`,
  );
}

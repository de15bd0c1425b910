import type { QueryFormData } from '@tessera/core';

export interface ChartDataUrlOptions {
  /** Bypass the server's cache (force refresh). */
  readonly force?: boolean;
  /** The dashboard the chart is drawn on: the server's event log names it. */
  readonly dashboardId?: number | null;
}

/**
 * A chart-data call's address as Superset's client makes it (spec 000 point 7): `form_data` holding
 * only the saved chart's slice_id, `dashboard_id` and `force=true`, each only when set.
 */
export function chartDataUrl(
  path: string,
  formData: QueryFormData,
  options: ChartDataUrlOptions = {},
): string {
  const search = new URLSearchParams();
  const sliceId = formData.slice_id;
  if (typeof sliceId === 'number' && sliceId > 0)
    search.set('form_data', JSON.stringify({ slice_id: sliceId }));
  if (options.dashboardId) search.set('dashboard_id', String(options.dashboardId));
  if (options.force) search.set('force', 'true');
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The data path of legacy charts (metadata `useLegacyApi`), as Superset's legacyChartDataRequest
 * and getExploreUrl (endpoint type `json`) do it: POST /superset/explore_json/ with the whole form
 * data as `form_data` in the body, and on the query string `form_data={"slice_id":…}` for a saved
 * chart, `dashboard_id` on a dashboard and `force=true` to bypass the cache. The answer is the
 * viz's payload (`data` shaped for the chart, plus query, rowcount, status, error, form_data, …),
 * wrapped as one result the way the v1 endpoint answers, so transformProps finds it at
 * `queriesData[0]` with `.data` the viz payload.
 */

import type { QueryFormData, QueryResult } from '@tessera/core';
import { isFeatureEnabled } from '../../app/featureFlags';
import { request } from '../../app/http';
import { chartDataUrl } from '../chartDataUrl';

export const LEGACY_CHART_DATA_PATH = '/superset/explore_json/';

export interface LegacyRequestOptions {
  /** Bypass the cache (the chart menu's force refresh). */
  readonly force?: boolean;
  /** The dashboard the chart is drawn on: its filters' context for the server. */
  readonly dashboardId?: number | null;
  readonly signal?: AbortSignal;
}

/** `/superset/explore_json/?form_data={"slice_id":N}&dashboard_id=D&force=true`, each part only when set. */
export function legacyChartDataUrl(formData: QueryFormData, options: LegacyRequestOptions = {}): string {
  return chartDataUrl(LEGACY_CHART_DATA_PATH, formData, options);
}

/** Longest GET address sent; past it the form data goes in a POST body (servers cap request lines). */
export const MAX_GET_URL_LENGTH = 8_000;

/**
 * With CLIENT_CACHE on, the whole form data rides on the query string of a GET, so the browser
 * may answer it from its HTTP cache (Superset's client-cache flag); null when it is off or the
 * address would be too long.
 */
export function legacyGetUrl(formData: QueryFormData, options: LegacyRequestOptions = {}): string | null {
  if (!isFeatureEnabled('CLIENT_CACHE')) return null;
  const url = new URL(legacyChartDataUrl(formData, options), 'http://host');
  url.searchParams.set('form_data', JSON.stringify(formData));
  const address = `${url.pathname}${url.search}`;
  return address.length <= MAX_GET_URL_LENGTH ? address : null;
}

/**
 * Runs a legacy chart's query. The answer is handed over as the v1 endpoint's `result` list (one
 * entry); its `data` is the viz payload, not rows, so chart code reads it through `legacyData`.
 */
export async function legacyChartDataRequest(
  formData: QueryFormData,
  options: LegacyRequestOptions = {},
): Promise<QueryResult[]> {
  const getUrl = legacyGetUrl(formData, options);
  const answer = await request<Record<string, unknown> | null>(
    getUrl ?? legacyChartDataUrl(formData, options),
    getUrl
      ? { method: 'GET', signal: options.signal }
      : { method: 'POST', body: { form_data: formData }, signal: options.signal },
  );
  if (!answer) return [];
  // The payload shares the v1 result's fields (rowcount, query, status, error, …) except `data`.
  return [answer as unknown as QueryResult];
}

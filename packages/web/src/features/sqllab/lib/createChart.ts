/**
 * SQL Lab's "Create chart" (Superset's ResultSet createExploreResultsOnClick): the query itself
 * becomes Explore's source (`<query id>__query`), opened as a table of its result columns, the
 * way Superset's EXPLORE_CHART_DEFAULT does, through a stored form data key.
 */
import type { QueryFormData } from '@tessera/core';
import { request } from '../../../app/http';
import { browserTabId } from '../../../app/tabId';

/** The chart Explore opens on a query: every result column in a raw table, no time filter. */
export function queryChartFormData(queryId: number, columns: readonly string[]): QueryFormData {
  return {
    datasource: `${queryId}__query`,
    viz_type: 'table',
    query_mode: 'raw',
    all_columns: [...columns],
    metrics: [],
    groupby: [],
    adhoc_filters: [],
    time_range: 'No filter',
    row_limit: 1000,
  };
}

/** Stores the chart's form data for the query and answers the Explore address that opens it. */
export async function exploreQueryAddress(queryId: number, columns: readonly string[]): Promise<string> {
  const tabId = browserTabId();
  const { key } = await request<{ key: string }>(
    `/api/v1/explore/form_data${tabId > 0 ? `?tab_id=${tabId}` : ''}`,
    {
      method: 'POST',
      body: {
        datasource_id: queryId,
        datasource_type: 'query',
        form_data: JSON.stringify(queryChartFormData(queryId, columns)),
      },
    },
  );
  return `/explore/?form_data_key=${encodeURIComponent(key)}`;
}

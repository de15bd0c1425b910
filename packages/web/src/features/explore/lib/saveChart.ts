import type { QueryFormData } from '@tessera/core';
import { request } from '../../../app/http';
import { chartRegistry, parseDatasource } from '../../../charts';
import { addChartToDashboard, createDashboard } from '../../dashboard';
import { type ChartWrite, saveChart } from '../api/exploreApi';

/** The dashboard chosen in the save modal: an existing one, or a title to create. */
export type DashboardChoice =
  | { readonly kind: 'existing'; readonly id: number }
  | { readonly kind: 'new'; readonly title: string };

export interface SaveRequest {
  readonly formData: QueryFormData;
  readonly sliceName: string;
  /** Overwrite this chart; otherwise save as a new one. */
  readonly overwriteId?: number;
  /** Dashboards the chart already belongs to (kept when overwriting). */
  readonly currentDashboards: readonly number[];
  readonly dashboard: DashboardChoice | null;
  /**
   * For a chart on a SQL Lab query: the dataset to create from it first (Superset's save modal
   * asks a dataset name for query sources); the chart is then saved on that dataset.
   */
  readonly newDataset?: NewDatasetRequest;
}

export interface NewDatasetRequest {
  readonly name: string;
  readonly sql: string;
  readonly dbId: number;
  readonly schema: string | null;
}

/** Creates the virtual dataset a query-source chart is saved on; answers its datasource key. */
async function createDatasetFrom(query: NewDatasetRequest): Promise<string> {
  const created = await request<{ id: number }>('/api/v1/dataset/', {
    method: 'POST',
    body: {
      database: query.dbId,
      schema: query.schema,
      table_name: query.name.trim(),
      sql: query.sql.trim().replace(/;\s*$/, ''),
    },
  });
  return `${created.id}__table`;
}

export interface SaveOutcome {
  readonly chartId: number;
  readonly dashboardId: number | null;
  readonly dashboards: readonly number[];
}

/** The chart body Superset's save modal sends: params and query_context as JSON strings. */
export function chartBody(
  formData: QueryFormData,
  sliceName: string,
  dashboards: readonly number[],
): ChartWrite {
  const { id } = parseDatasource(formData.datasource);
  let queryContext = '';
  try {
    queryContext = JSON.stringify(chartRegistry.get(formData.viz_type).buildQuery(formData));
  } catch {
    // An incomplete chart can still be saved; it gets a query context on its next save.
    queryContext = '';
  }
  return {
    slice_name: sliceName,
    viz_type: formData.viz_type,
    datasource_id: id,
    datasource_type: 'table',
    params: JSON.stringify(formData),
    query_context: queryContext,
    dashboards: [...dashboards],
  };
}

/**
 * Save as Superset does: create the dashboard first when a new title was typed, save the chart
 * linked to it, then place the chart on the dashboard's layout.
 */
export async function saveExploreChart(save: SaveRequest): Promise<SaveOutcome> {
  let dashboardId: number | null = null;
  if (save.dashboard?.kind === 'existing') dashboardId = save.dashboard.id;
  if (save.dashboard?.kind === 'new') {
    dashboardId = await createDashboard({
      dashboard_title: save.dashboard.title.trim(),
      published: false,
    });
  }
  const kept = save.overwriteId !== undefined ? save.currentDashboards : [];
  const dashboards = dashboardId === null || kept.includes(dashboardId) ? [...kept] : [...kept, dashboardId];
  const formData = save.newDataset
    ? { ...save.formData, datasource: await createDatasetFrom(save.newDataset) }
    : save.formData;
  const chartId = await saveChart(chartBody(formData, save.sliceName, dashboards), save.overwriteId);
  if (dashboardId !== null)
    await addChartToDashboard(dashboardId, { id: chartId, sliceName: save.sliceName });
  return { chartId, dashboardId, dashboards };
}

/**
 * Builds the saved form_data (`params`) and `query_context` of an example chart the way
 * Superset's Explore builds them for these viz types, so a client opening the chart, or a
 * `GET /api/v1/chart/{id}/data/`, gets the same queries Superset would run.
 */
import { findCoreChart, type QueryContextRequest, type QueryFormData } from '@tessera/core';
import type { ChartDef } from './tessera-catalogue';

type Json = Record<string, unknown>;

const TIMESERIES = new Set(['echarts_timeseries_line', 'echarts_timeseries_bar', 'echarts_area']);

export function buildFormData(
  chart: ChartDef,
  datasetId: number,
  timeColumn: string,
  dashboardId: number | null,
): Json {
  const form: Json = {
    datasource: `${datasetId}__table`,
    viz_type: chart.vizType,
    adhoc_filters: [
      {
        clause: 'WHERE',
        subject: timeColumn,
        operator: 'TEMPORAL_RANGE',
        comparator: 'No filter',
        expressionType: 'SIMPLE',
      },
    ],
    row_limit: 10000,
    color_scheme: 'supersetColors',
    extra_form_data: {},
    dashboards: dashboardId === null ? [] : [dashboardId],
    ...chart.params,
  };
  if (TIMESERIES.has(chart.vizType)) {
    Object.assign(form, {
      order_desc: true,
      truncate_metric: true,
      show_legend: true,
      legendType: 'scroll',
      legendOrientation: 'top',
      rich_tooltip: true,
      x_axis_time_format: 'smart_date',
      y_axis_format: 'SMART_NUMBER',
      comparison_type: 'values',
      time_compare: [],
      annotation_layers: [],
      ...chart.params,
    });
  }
  return form;
}

/**
 * The chart's query context, built by the chart's own buildQuery in core: the one the web app
 * builds when the chart is saved from Explore.
 */
export function buildQueryContext(form: Json): QueryContextRequest {
  const vizType = String(form.viz_type);
  const chart = findCoreChart(vizType);
  if (!chart) throw new Error(`Example chart type "${vizType}" has no query builder in core.`);
  return chart.buildQuery(form as QueryFormData);
}

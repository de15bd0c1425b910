/**
 * Builds the saved form_data (`params`) and `query_context` of an example chart the way
 * Superset's Explore builds them for these viz types, so a client opening the chart, or a
 * `GET /api/v1/chart/{id}/data/`, gets the same queries Superset would run.
 */
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

function baseQuery(form: Json, timeColumn: string): Json {
  return {
    filters: [{ col: timeColumn, op: 'TEMPORAL_RANGE', val: 'No filter' }],
    extras: { having: '', where: '' },
    applied_time_extras: {},
    annotation_layers: [],
    series_limit: 0,
    order_desc: true,
    url_params: {},
    custom_params: {},
    custom_form_data: {},
    row_limit: form.row_limit,
  };
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function timeseriesQuery(form: Json, timeColumn: string): Json {
  const xAxis = String(form.x_axis);
  const groupby = strings(form.groupby);
  const metrics = strings(form.metrics);
  const grain =
    typeof form.time_grain_sqla === 'string' && xAxis === timeColumn ? form.time_grain_sqla : undefined;
  const axis: Json = { columnType: 'BASE_AXIS', sqlExpression: xAxis, label: xAxis, expressionType: 'SQL' };
  if (grain) axis.timeGrain = grain;
  const postProcessing: Json[] = [
    {
      operation: 'pivot',
      options: {
        index: [xAxis],
        columns: groupby,
        aggregates: Object.fromEntries(metrics.map((metric) => [metric, { operator: 'mean' }])),
        drop_missing_columns: false,
      },
    },
  ];
  if (groupby.length > 0 && metrics.length === 1) {
    postProcessing.push({
      operation: 'rename',
      options: { columns: { [metrics[0]!]: null }, level: 0, inplace: true },
    });
  }
  postProcessing.push({ operation: 'flatten' });
  const query = baseQuery(form, timeColumn);
  return {
    ...query,
    columns: [axis, ...groupby],
    metrics,
    orderby: metrics.length > 0 ? [[metrics[0], false]] : [],
    extras: { ...(query.extras as Json), ...(grain ? { time_grain_sqla: grain } : {}) },
    series_columns: groupby,
    post_processing: postProcessing,
  };
}

function aggregateQuery(form: Json, timeColumn: string): Json {
  const metrics = form.metric !== undefined ? [form.metric as string] : strings(form.metrics);
  const ranking = (form.timeseries_limit_metric as string | undefined) ?? metrics[0];
  return {
    ...baseQuery(form, timeColumn),
    columns: strings(form.groupby),
    metrics,
    orderby: ranking && strings(form.groupby).length > 0 ? [[ranking, false]] : [],
    post_processing: [],
  };
}

export function buildQueryContext(form: Json, datasetId: number, timeColumn: string): Json {
  const vizType = String(form.viz_type);
  const query = TIMESERIES.has(vizType)
    ? timeseriesQuery(form, timeColumn)
    : aggregateQuery(form, timeColumn);
  return {
    datasource: { id: datasetId, type: 'table' },
    force: false,
    queries: [query],
    form_data: form,
    result_format: 'json',
    result_type: 'full',
  };
}

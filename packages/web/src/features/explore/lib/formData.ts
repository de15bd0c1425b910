import type { FormMetric, QueryFormData } from '@tessera/core';
import {
  asArray,
  chartRegistry,
  DEFAULT_ROW_LIMIT,
  DEFAULT_TIME_GRAIN,
  datasourceDecorations,
  getTimeRange,
  NO_TIME_RANGE,
  withTimeRange,
} from '../../../charts';
import type { ChartDetail, DatasetDetail } from '../api/exploreApi';

export const LINE = 'echarts_timeseries_line';
export const TABLE = 'table';

export function temporalColumns(dataset: DatasetDetail): string[] {
  return dataset.columns.filter((c) => c.is_dttm || c.type_generic === 2).map((c) => c.column_name);
}

export function defaultTemporalColumn(dataset: DatasetDetail): string | null {
  const temporal = temporalColumns(dataset);
  if (dataset.main_dttm_col && temporal.includes(dataset.main_dttm_col)) return dataset.main_dttm_col;
  return dataset.main_dttm_col ?? temporal[0] ?? null;
}

/** Superset's `temporal_columns_lookup`: which columns are temporal, for the x-axis time grain. */
export function temporalLookup(dataset: DatasetDetail): Record<string, boolean> {
  return Object.fromEntries(temporalColumns(dataset).map((name) => [name, true]));
}

/** Dataset facts a chart needs on screen (names, formats, temporal columns); not saved. */
export function decorations(dataset: DatasetDetail) {
  return { ...datasourceDecorations(dataset), temporal_columns_lookup: temporalLookup(dataset) };
}

export function controlPanelOf(vizType: string) {
  return chartRegistry.has(vizType) ? chartRegistry.get(vizType).controlPanel : null;
}

/** A first metric so a new chart shows something at once: the first saved metric, else COUNT(*). */
export function defaultMetrics(dataset: DatasetDetail): FormMetric[] {
  const saved = dataset.metrics[0];
  if (saved) return [saved.metric_name];
  return [
    {
      expressionType: 'SIMPLE',
      aggregate: 'COUNT',
      column: null,
      label: 'COUNT(*)',
      optionName: 'metric_count',
    },
  ];
}

/** The form data of a fresh chart on a dataset. */
export function defaultFormData(dataset: DatasetDetail, vizType: string = TABLE): QueryFormData {
  const temporal = defaultTemporalColumn(dataset);
  const base: QueryFormData = {
    datasource: `${dataset.id}__table`,
    viz_type: vizType,
    query_mode: 'aggregate',
    metrics: defaultMetrics(dataset),
    groupby: [],
    all_columns: [],
    row_limit: DEFAULT_ROW_LIMIT,
    order_desc: true,
    x_axis: temporal,
    time_grain_sqla: DEFAULT_TIME_GRAIN,
    show_legend: true,
    ...decorations(dataset),
    adhoc_filters: [],
    extra_form_data: {},
  };
  return withTimeRange(base, temporal, NO_TIME_RANGE);
}

/** A saved chart's params, parsed, with the datasource filled in when it was left out. */
export function formDataFromChart(chart: ChartDetail): QueryFormData {
  let params: Record<string, unknown> = {};
  if (chart.params) {
    try {
      params = JSON.parse(chart.params) as Record<string, unknown>;
    } catch {
      throw new Error(`The saved settings of chart "${chart.slice_name}" are not valid JSON.`);
    }
  }
  const datasource =
    typeof params.datasource === 'string' && params.datasource
      ? params.datasource
      : `${chart.datasource_id ?? ''}__${chart.datasource_type ?? 'table'}`;
  return { ...params, viz_type: chart.viz_type || String(params.viz_type ?? TABLE), datasource };
}

/** Switching chart type keeps what carries over (metrics, dimensions, filters, limits). */
export function switchVizType(
  formData: QueryFormData,
  vizType: string,
  dataset: DatasetDetail | undefined,
): QueryFormData {
  const kind = controlPanelOf(vizType);
  let next: QueryFormData = { ...formData, viz_type: vizType };
  const metrics = asArray<FormMetric>(next.metrics);
  if ((kind === 'pie' || kind === 'big_number') && !next.metric && metrics[0] !== undefined) {
    next = { ...next, metric: metrics[0] };
  }
  if ((kind === 'timeseries' || kind === 'table') && metrics.length === 0 && next.metric) {
    next = { ...next, metrics: [next.metric as FormMetric] };
  }
  if (kind === 'timeseries' && !next.time_grain_sqla) next = { ...next, time_grain_sqla: DEFAULT_TIME_GRAIN };
  if (kind === 'timeseries' && !next.x_axis && dataset) {
    const temporal = defaultTemporalColumn(dataset);
    return withTimeRange({ ...next, x_axis: temporal }, temporal, getTimeRange(next));
  }
  return next;
}

/** What stops a chart from running, in words the control panel shows. */
export function validateFormData(formData: QueryFormData): string[] {
  const errors: string[] = [];
  const metrics = asArray(formData.metrics);
  const kind = controlPanelOf(formData.viz_type);
  if (kind === 'timeseries') {
    if (!formData.x_axis) errors.push('Choose a column for the X-axis.');
    if (metrics.length === 0) errors.push('Add at least one metric.');
  } else if (kind === 'pie' || kind === 'big_number') {
    if (!formData.metric) errors.push('Choose a metric.');
    if (kind === 'pie' && asArray(formData.groupby).length === 0)
      errors.push('Add a dimension to slice the pie by.');
  } else if (kind === 'table') {
    if (formData.query_mode === 'raw') {
      if (asArray(formData.all_columns).length === 0) errors.push('Choose at least one column.');
    } else if (metrics.length === 0 && asArray(formData.groupby).length === 0) {
      errors.push('Add a metric or a dimension.');
    }
  }
  return errors;
}

/** Compares form data as saved (key order and undefined keys do not count). */
export function sameFormData(a: QueryFormData | null, b: QueryFormData | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return stableJson(a) === stableJson(b);
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([x], [y]) => x.localeCompare(y)),
        )
      : inner,
  );
}

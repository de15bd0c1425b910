/**
 * Superset's viz migrations (superset/migrations/shared/migrate_viz/processors.py), one record per
 * legacy viz_type: the keys it renames and removes, what it sets before renaming (`pre`), and
 * whether the legacy time column becomes the x-axis. Each `pre` works on its own copy of the
 * form data and may choose a different target (a line with step interpolation becomes a step chart).
 */

export type FormDataRecord = Record<string, unknown>;

export interface VizMigration {
  readonly source: string;
  readonly target: string;
  readonly renameKeys: Readonly<Record<string, string>>;
  readonly removeKeys: readonly string[];
  /** The legacy `granularity_sqla` becomes the x-axis (with a day grain when none is set). */
  readonly hasXAxisControl: boolean;
  /** Superset's `_pre_action`: returns the target viz type when it depends on the form data. */
  readonly pre?: (data: FormDataRecord) => string | undefined;
  /** Runs after the time filter was added (Superset's dual line copies it to query B). */
  readonly afterTemporalFilter?: (data: FormDataRecord) => void;
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value == null ? [] : [value]);
const isAuto = (margin: unknown) => !margin || margin === 'auto';

/** The x-axis label rotation the legacy tick layout stands for. */
function convertTicksLayout(data: FormDataRecord): void {
  if (data.x_ticks_layout) data.x_ticks_layout = data.x_ticks_layout === '45°' ? 45 : 0;
}

/** Superset's TimeseriesChart._pre_action, shared by line, area, bar and dist_bar. */
function timeseriesPre(data: FormDataRecord): void {
  data.contributionMode = data.contribution ? 'row' : null;
  data.zoomable = data.show_brush === 'yes';
  data.markerEnabled = data.show_markers || false;
  data.y_axis_showminmax = true;
  if (data.x_axis_label && isAuto(data.bottom_margin)) data.bottom_margin = 30;
  if (data.y_axis_label && isAuto(data.left_margin)) data.left_margin = 30;
  if (data.time_compare) {
    data.time_compare = asList(data.time_compare)
      .filter(Boolean)
      .map((value) => `${value} ago`);
  }
  const comparison = data.comparison_type || 'values';
  data.comparison_type = comparison === 'absolute' ? 'difference' : comparison;
  convertTicksLayout(data);
}

const TIMESERIES_RENAMES: Readonly<Record<string, string>> = {
  bottom_margin: 'x_axis_title_margin',
  left_margin: 'y_axis_title_margin',
  show_controls: 'show_extra_controls',
  x_axis_label: 'x_axis_title',
  x_axis_format: 'x_axis_time_format',
  x_axis_showminmax: 'truncateXAxis',
  x_ticks_layout: 'xAxisLabelRotation',
  y_axis_label: 'y_axis_title',
  y_axis_showminmax: 'truncateYAxis',
  y_log_scale: 'logAxis',
};
const TIMESERIES_REMOVES = [
  'contribution',
  'line_interpolation',
  'reduce_x_ticks',
  'show_brush',
  'show_markers',
];

const AREA_STACKS: Readonly<Record<string, string>> = { expand: 'Expand', stack: 'Stack', stream: 'Stream' };

const PIVOT_AGGREGATES: Readonly<Record<string, string>> = {
  sum: 'Sum',
  mean: 'Average',
  median: 'Median',
  min: 'Minimum',
  max: 'Maximum',
  std: 'Sample Standard Deviation',
  var: 'Sample Variance',
};

export const VIZ_MIGRATIONS: readonly VizMigration[] = [
  {
    source: 'treemap',
    target: 'treemap_v2',
    renameKeys: { order_desc: 'sort_by_metric' },
    removeKeys: ['metrics'],
    hasXAxisControl: false,
    pre: (data) => {
      if (Array.isArray(data.metrics) && data.metrics.length > 0) data.metric = data.metrics[0];
      return undefined;
    },
  },
  {
    source: 'pivot_table',
    target: 'pivot_table_v2',
    renameKeys: {
      columns: 'groupbyColumns',
      combine_metric: 'combineMetric',
      groupby: 'groupbyRows',
      number_format: 'valueFormat',
      pandas_aggfunc: 'aggregateFunction',
      row_limit: 'series_limit',
      timeseries_limit_metric: 'series_limit_metric',
      transpose_pivot: 'transposePivot',
    },
    removeKeys: ['pivot_margins'],
    hasXAxisControl: false,
    pre: (data) => {
      if (data.pivot_margins) {
        data.colTotals = data.pivot_margins;
        data.colSubTotals = data.pivot_margins;
      }
      if (data.pandas_aggfunc) {
        const aggregate = PIVOT_AGGREGATES[String(data.pandas_aggfunc)];
        if (!aggregate) throw new Error(`Unknown pivot table aggregate "${String(data.pandas_aggfunc)}".`);
        data.pandas_aggfunc = aggregate;
      }
      data.rowOrder = 'value_z_to_a';
      return undefined;
    },
  },
  {
    source: 'dual_line',
    target: 'mixed_timeseries',
    renameKeys: {
      x_axis_format: 'x_axis_time_format',
      y_axis_2_format: 'y_axis_format_secondary',
      y_axis_2_bounds: 'y_axis_bounds_secondary',
    },
    removeKeys: ['metric', 'metric_2'],
    hasXAxisControl: true,
    pre: (data) => {
      data.yAxisIndex = 0;
      data.yAxisIndexB = 1;
      data.adhoc_filters_b = data.adhoc_filters ?? null;
      data.truncateYAxis = true;
      data.metrics = [data.metric ?? null];
      data.metrics_b = [data.metric_2 ?? null];
      return undefined;
    },
    afterTemporalFilter: (data) => {
      data.adhoc_filters_b = data.adhoc_filters || [];
    },
  },
  {
    source: 'sunburst',
    target: 'sunburst_v2',
    renameKeys: { groupby: 'columns' },
    removeKeys: [],
    hasXAxisControl: false,
  },
  {
    source: 'line',
    target: 'echarts_timeseries_line',
    renameKeys: TIMESERIES_RENAMES,
    removeKeys: TIMESERIES_REMOVES,
    hasXAxisControl: true,
    pre: (data) => {
      timeseriesPre(data);
      switch (data.line_interpolation) {
        case 'cardinal':
          return 'echarts_timeseries_smooth';
        case 'step-before':
          data.seriesType = 'start';
          return 'echarts_timeseries_step';
        case 'step-after':
          data.seriesType = 'end';
          return 'echarts_timeseries_step';
        default:
          return undefined;
      }
    },
  },
  {
    source: 'area',
    target: 'echarts_area',
    renameKeys: TIMESERIES_RENAMES,
    removeKeys: [...TIMESERIES_REMOVES, 'stacked_style'],
    hasXAxisControl: true,
    pre: (data) => {
      timeseriesPre(data);
      data.stack = AREA_STACKS[String(data.stacked_style || 'stack')] ?? null;
      data.opacity = 0.7;
      return undefined;
    },
  },
  {
    source: 'bar',
    target: 'echarts_timeseries_bar',
    renameKeys: { ...TIMESERIES_RENAMES, show_bar_value: 'show_value' },
    removeKeys: [...TIMESERIES_REMOVES, 'bar_stacked'],
    hasXAxisControl: true,
    pre: (data) => {
      timeseriesPre(data);
      data.stack = data.bar_stacked ? 'Stack' : null;
      return undefined;
    },
  },
  {
    source: 'dist_bar',
    target: 'echarts_timeseries_bar',
    renameKeys: { ...TIMESERIES_RENAMES, show_bar_value: 'show_value' },
    removeKeys: [...TIMESERIES_REMOVES, 'columns', 'bar_stacked'],
    hasXAxisControl: false,
    pre: (data) => {
      timeseriesPre(data);
      const groupby = asList(data.groupby);
      const columns = asList(data.columns);
      // The x-axis takes one column; the rest of the groupby and the columns become dimensions.
      if (groupby.length > 0) data.x_axis = groupby[0];
      data.groupby = [...groupby.slice(1), ...columns];
      data.stack = data.bar_stacked ? 'Stack' : null;
      data.x_ticks_layout = 45;
      return undefined;
    },
  },
  {
    source: 'bubble',
    target: 'bubble_v2',
    renameKeys: {
      bottom_margin: 'x_axis_title_margin',
      left_margin: 'y_axis_title_margin',
      limit: 'row_limit',
      x_axis_format: 'xAxisFormat',
      x_log_scale: 'logXAxis',
      x_ticks_layout: 'xAxisLabelRotation',
      y_axis_showminmax: 'truncateYAxis',
      y_log_scale: 'logYAxis',
    },
    removeKeys: ['x_axis_showminmax'],
    hasXAxisControl: false,
    pre: (data) => {
      if (data.x_axis_label && isAuto(data.bottom_margin)) data.bottom_margin = 30;
      convertTicksLayout(data);
      // Truncate the y-axis by default to keep the layout.
      data.y_axis_showminmax = true;
      return undefined;
    },
  },
  {
    source: 'heatmap',
    target: 'heatmap_v2',
    renameKeys: {
      all_columns_x: 'x_axis',
      all_columns_y: 'groupby',
      y_axis_bounds: 'value_bounds',
      show_perc: 'show_percentage',
    },
    removeKeys: ['sort_by_metric', 'canvas_image_rendering'],
    hasXAxisControl: false,
    pre: (data) => {
      data.legend_type = 'continuous';
      return undefined;
    },
  },
  {
    source: 'histogram',
    target: 'histogram_v2',
    renameKeys: { x_axis_label: 'x_axis_title', y_axis_label: 'y_axis_title', normalized: 'normalize' },
    removeKeys: ['all_columns_x', 'link_length', 'queryFields'],
    hasXAxisControl: false,
    pre: (data) => {
      const columnsX = asList(data.all_columns_x);
      if (columnsX.length > 0) data.column = columnsX[0];
      data.bins = data.link_length ? Number.parseInt(String(data.link_length), 10) : 5;
      if (!data.groupby || asList(data.groupby).length === 0) data.groupby = [];
      return undefined;
    },
  },
  {
    source: 'sankey',
    target: 'sankey_v2',
    renameKeys: {},
    removeKeys: ['groupby'],
    hasXAxisControl: false,
    pre: (data) => {
      const groupby = asList(data.groupby);
      if (groupby.length > 1) {
        data.source = groupby[0];
        data.target = groupby[1];
      }
      return undefined;
    },
  },
];

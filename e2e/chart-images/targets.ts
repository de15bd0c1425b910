// Which chart types get pictures, where they are saved, and how a type without an example chart
// gets one. Read by chart-images.ts; the registry test (packages/web/src/charts/images.test.ts)
// fails when a plugin has no picture and is not listed there as an exception.

/** The plugin folder under packages/web/src/charts/ that owns each viz_type's pictures. */
export const IMAGE_FOLDERS: Readonly<Record<string, string>> = {
  table: 'table',
  echarts_timeseries_line: 'timeseries',
  echarts_timeseries_bar: 'timeseries',
  echarts_area: 'timeseries',
  echarts_timeseries_smooth: 'timeseries',
  echarts_timeseries_step: 'timeseries',
  echarts_timeseries_scatter: 'timeseries',
  mixed_timeseries: 'mixed-timeseries',
  pie: 'pie',
  big_number_total: 'big-number',
  big_number: 'big-number-trendline',
  heatmap_v2: 'heatmap',
  box_plot: 'box-plot',
  gauge_chart: 'gauge',
  treemap_v2: 'treemap',
  funnel: 'funnel',
  sunburst_v2: 'sunburst',
  histogram_v2: 'histogram',
  bubble_v2: 'bubble',
  radar: 'radar',
  waterfall: 'waterfall',
  word_cloud: 'word-cloud',
  world_map: 'world-map',
  country_map: 'country-map',
  mapbox: 'mapbox',
  graph_chart: 'graph',
  tree_chart: 'tree',
  sankey_v2: 'sankey',
  gantt_chart: 'gantt',
  horizon: 'horizon',
  chord: 'chord',
  para: 'para',
  rose: 'rose',
  pivot_table_v2: 'pivot-table',
  partition: 'partition',
  cal_heatmap: 'cal-heatmap',
  time_table: 'time-table',
  time_pivot: 'time-pivot',
  paired_ttest: 'paired-ttest',
  bullet: 'bullet',
  deck_scatter: 'deck',
  deck_screengrid: 'deck',
  deck_grid: 'deck',
  deck_hex: 'deck',
  deck_arc: 'deck',
  deck_path: 'deck',
  deck_polygon: 'deck',
  deck_heatmap: 'deck',
  deck_geojson: 'deck',
  deck_multi: 'deck',
};

/** Superset's example charts preferred for a type (by slice_name) when it has several. */
export const PREFERRED_CHARTS: Readonly<Record<string, string>> = {
  table: 'Items by Product Line',
  pie: 'Overall Sales (By Product Line)',
  echarts_timeseries_bar: 'Quarterly Sales (By Product Line)',
  echarts_area: 'Proportion of Revenue by Product Line',
  big_number: 'Items Sold',
  big_number_total: 'Total Revenue',
  heatmap_v2: 'Number of Deals (for each Combination)',
  // Superset's featured line chart; the others' old form data lacks an x-axis.
  echarts_timeseries_line: 'Line',
  word_cloud: 'Boy Name Cloud',
};

/**
 * A chart saved through the API: for a type Superset's examples lack, or whose example charts
 * cannot draw here (their data is not mirrored); tried after the examples' own charts.
 */
export interface CreatedChart {
  readonly vizType: string;
  /** Copy this type's chosen example chart and change only the viz_type (a sibling type). */
  readonly from?: string;
  /** Else: its name (the example's caption), dataset (table_name) and form data. */
  readonly name?: string;
  readonly table?: string;
  readonly params?: Readonly<Record<string, unknown>>;
  /** deck_multi: the types whose chosen charts become its layers (`deck_slices`). */
  readonly layerTypes?: readonly string[];
}

const sum = (column: string, label: string) => ({
  expressionType: 'SIMPLE',
  column: { column_name: column },
  aggregate: 'SUM',
  label,
});
const allTime = { time_range: 'No filter', adhoc_filters: [] };

// No chart is saved for these, which keep their drawn shape: cal_heatmap and time_pivot need daily
// data over years (the examples' births are yearly, so a calendar shows one cell a year and a
// pivot one point a line), and deck_multi drew "No results" from its layers' saved charts.
export const CREATED_CHARTS: readonly CreatedChart[] = [
  { vizType: 'echarts_timeseries_smooth', from: 'echarts_timeseries_line' },
  { vizType: 'echarts_timeseries_step', from: 'echarts_timeseries_line' },
  { vizType: 'deck_heatmap', name: 'Deck.gl Heatmap', from: 'deck_scatter' },
  {
    vizType: 'rose',
    name: 'Births per year by gender',
    table: 'birth_names',
    params: {
      ...allTime,
      granularity_sqla: 'ds',
      time_grain_sqla: 'P1Y',
      metrics: ['sum__num'],
      groupby: ['gender'],
      row_limit: 1000,
      number_format: 'SMART_NUMBER',
      date_time_format: 'smart_date',
      rich_tooltip: true,
      rose_area_proportion: false,
    },
  },
  {
    vizType: 'partition',
    name: 'Births by gender and state',
    table: 'birth_names',
    params: {
      ...allTime,
      granularity_sqla: 'ds',
      metrics: ['sum__num'],
      groupby: ['gender', 'state'],
      time_series_option: 'not_time',
      number_format: 'SMART_NUMBER',
      row_limit: 1000,
    },
  },
  {
    vizType: 'paired_ttest',
    name: 'Births by gender: paired t-test',
    table: 'birth_names',
    params: {
      ...allTime,
      granularity_sqla: 'ds',
      time_grain_sqla: 'P1Y',
      metrics: ['sum__num'],
      groupby: ['gender'],
      significance_level: 0.05,
      pvalue_precision: 6,
      liftvalue_precision: 4,
      row_limit: 1000,
    },
  },
  {
    vizType: 'time_table',
    name: 'Births by state over time',
    table: 'birth_names',
    params: {
      ...allTime,
      granularity_sqla: 'ds',
      time_grain_sqla: 'P1Y',
      metrics: ['sum__num'],
      groupby: ['state'],
      limit: 8,
      row_limit: 10000,
      column_collection: [
        { key: 'trend', label: 'Trend', colType: 'spark', width: '', height: '', showYAxis: false },
        {
          key: 'change',
          label: 'Year on year',
          colType: 'time',
          timeLag: 1,
          comparisonType: 'perc',
          d3format: '.1%',
        },
        { key: 'average', label: 'Average (5y)', colType: 'avg', timeLag: 5, d3format: ',.0f' },
      ],
      url: '',
    },
  },
  {
    vizType: 'bullet',
    name: 'Births in all',
    table: 'birth_names',
    params: { ...allTime, metric: 'sum__num', ranges: '', range_labels: '', markers: '', marker_labels: '' },
  },
  {
    vizType: 'para',
    name: 'Boys, girls and all births by state',
    table: 'birth_names',
    params: {
      ...allTime,
      series: 'state',
      metrics: [sum('num_boys', 'Boys'), sum('num_girls', 'Girls'), sum('num', 'All')],
      secondary_metric: sum('num', 'All'),
      limit: 20,
      row_limit: 10000,
      show_datatable: false,
      include_series: false,
      linear_color_scheme: 'blue_white_yellow',
    },
  },
];

// Chart plugins' pure halves (metadata, buildQuery) and the list of Superset viz ids.
export * from './big-number';
export * from './big-number-trendline';
export * from './box-plot';
export * from './bubble';
export * from './bullet';
export * from './cal-heatmap';
export * from './chord';
export * from './country-map';
export * from './deck';
export * from './filter-box';
export * from './funnel';
export * from './gantt';
export * from './gauge';
export * from './graph';
export * from './heatmap';
export * from './histogram';
export * from './horizon';
export * from './legacy';
export * from './mapbox';
export * from './migrations';
export * from './mixed-timeseries';
export * from './paired-ttest';
export * from './para';
export * from './partition';
export * from './pie';
export * from './pivot-table';
export * from './radar';
export * from './registry';
export * from './rose';
export * from './sankey';
export {
  asArray,
  baseQueryObject,
  DEFAULT_ROW_LIMIT as CHART_DEFAULT_ROW_LIMIT,
  parseDatasource,
  queryContext,
  rowLimit,
  splitFilters,
  withExtraFormData,
} from './shared/form-data';
export { formMetricLabel } from './shared/metric-label';
export * from './sunburst';
export * from './table';
export * from './time-pivot';
export * from './time-table';
export * from './timeseries';
export * from './tree';
export * from './treemap';
export type * from './types';
export { CHART_LABEL_EXPLANATIONS } from './types';
export * from './viz-types';
export * from './waterfall';
export * from './word-cloud';
export * from './world-map';

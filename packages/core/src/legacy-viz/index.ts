// Legacy charts (Superset's viz.py) for /superset/explore_json/: query objects and data shapes.
export { legacyMetricLabel, legacyMetrics, legacyQueryObject, METRIC_KEYS } from './base-query';
export * from './errors';
export { mergeExtraFormData } from './extra-form-data';
export { FILTER_ROW_LIMIT } from './misc/filter-box';
export * from './registry';
export * from './types';

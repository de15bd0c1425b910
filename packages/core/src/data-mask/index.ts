export {
  type CrossFilterMetadata,
  crossFilterScopeOf,
  crossFilterScopes,
  DEFAULT_CROSS_FILTER_SCOPE,
  withChartCrossFilterScope,
} from './cross-filter-scope';
export {
  type CrossFilterTarget,
  crossFilterExtraFormData,
  crossFilterOwners,
  withDashboardExtraFormData,
} from './cross-filters';
export { combineExtraFormData, filterColumn } from './extra-form-data';

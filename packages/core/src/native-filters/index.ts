export {
  cascadeExtraFormData,
  isMaskActive,
  type NativeFilterScopes,
  nativeFilterExtraFormData,
  nativeFiltersApplied,
} from './apply';
export { isApplyDisabled, masksDiffer } from './bar-state';
export {
  clearedDataMask,
  controlValue,
  filterTargetColumn,
  initialNativeFilterDataMask,
  isFilterRequired,
  isRequiredValueMissing,
  nativeFilterDataMask,
  type RangeValue,
  rangeExtraFormData,
  rangeLabel,
  type SelectValue,
  selectExtraFormData,
} from './masks';
export {
  buildRangeFilterQuery,
  buildSelectFilterQuery,
  type FilterQueryOptions,
  nativeFilterFormData,
  SELECT_FILTER_ROW_LIMIT,
} from './queries';
export {
  allChartIds,
  chartIdsInScope,
  isFilterDivider,
  isNativeFilter,
  type NativeFilterItem,
  nativeFilterChartIds,
  nativeFilterScopes,
} from './scope';

export { FilterBar } from './FilterBar';
export { FiltersBadge } from './FiltersBadge';
export { NativeFiltersProvider, nativeFilterItems, useAppliedNativeFilters } from './NativeFiltersProvider';

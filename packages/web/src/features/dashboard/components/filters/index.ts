export { FilterBar } from './FilterBar';
export { FilterSets } from './FilterSets';
export { FiltersBadge } from './FiltersBadge';
export { NativeFiltersProvider, nativeFilterItems, useAppliedNativeFilters } from './NativeFiltersProvider';

export { FilterBar } from './FilterBar';
export { filterBarOrientationOf } from './FilterBarSettings';
export { FilterSets } from './FilterSets';
export { FiltersBadge } from './FiltersBadge';
export { NativeFiltersProvider, nativeFilterItems, useAppliedNativeFilters } from './NativeFiltersProvider';

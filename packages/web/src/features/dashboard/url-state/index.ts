export { default as DashboardPermalinkRedirect } from './DashboardPermalinkRedirect';
export { NativeFiltersKeySync } from './NativeFiltersKeySync';
export { ShareDashboardMenu } from './ShareDashboardMenu';
export { useRestoredFilterState } from './useRestoredFilterState';

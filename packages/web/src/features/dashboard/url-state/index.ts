export { default as DashboardPermalinkRedirect } from './DashboardPermalinkRedirect';
export { NativeFiltersKeySync } from './NativeFiltersKeySync';
export { ShareDashboardMenu } from './ShareDashboardMenu';
export { type ActiveTabs, useActiveTabs } from './useActiveTabs';
export { useRestoredFilterState } from './useRestoredFilterState';

import type { DashboardPermissionFlags } from '@tessera/core';
import { createContext, useContext } from 'react';

/**
 * The hydration's permission flags for the open dashboard, for the parts deep in the layout
 * (chart holders). Outside a dashboard page (tests, previews) everything a viewer may do is on.
 */
const VIEWER_DEFAULTS: DashboardPermissionFlags = {
  dash_edit_perm: false,
  dash_save_perm: false,
  dash_share_perm: false,
  superset_can_explore: true,
  superset_can_share: false,
  superset_can_csv: false,
  slice_can_edit: true,
};

export const DashboardPermissionsContext = createContext<DashboardPermissionFlags>(VIEWER_DEFAULTS);

export function useDashboardPermissionFlags(): DashboardPermissionFlags {
  return useContext(DashboardPermissionsContext);
}

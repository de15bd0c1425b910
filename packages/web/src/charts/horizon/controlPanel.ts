import type { ControlPanelConfig } from '../controls/types';
import { LEGACY_TIME_SERIES_QUERY } from '../legacy/panels';

/** Superset's Horizon Chart panel (legacy): metrics by groups over the time column. */
export const horizonControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    LEGACY_TIME_SERIES_QUERY,
    {
      label: 'Chart options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [['series_height', 'horizon_color_scale']],
    },
  ],
};

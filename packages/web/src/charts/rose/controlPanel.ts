import type { ControlPanelConfig } from '../controls/types';
import { LEGACY_TIME_SERIES_QUERY } from '../legacy/panels';

/** Superset's Nightingale Rose panel (legacy): metrics by groups over time, in a circle. */
export const roseControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    LEGACY_TIME_SERIES_QUERY,
    {
      label: 'Chart options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [['show_legend'], ['number_format', 'date_time_format'], ['rose_area_proportion']],
    },
  ],
};

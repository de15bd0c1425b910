import type { ControlPanelConfig } from '../controls/types';

/** Superset's bubble panel: entity and series, the three metrics, then the bubbles' look. */
export const bubbleControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        ['series'],
        ['entity'],
        ['x'],
        ['y'],
        ['size'],
        ['time_range'],
        ['adhoc_filters'],
        ['order_desc'],
        ['row_limit'],
      ],
    },
    {
      label: 'Chart options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        ['show_legend'],
        ['max_bubble_size'],
        ['opacity'],
        ['logXAxis'],
        ['logYAxis'],
        [{ name: 'y_axis_format', override: { label: 'Y-axis format' } }],
      ],
    },
  ],
  controlOverrides: {
    entity: {
      initialValue: (datasource) =>
        datasource.columns.find((c) => c.groupby !== false && !c.is_dttm)?.column_name ?? null,
    },
  },
};

import type { ControlPanelConfig } from '../controls/types';

/** Superset's Paired t-test Table panel (legacy). */
export const pairedTTestControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        ['metrics'],
        ['groupby'],
        ['granularity_sqla'],
        [{ name: 'time_grain_sqla', override: { visibility: () => true } }],
        ['time_range'],
        ['adhoc_filters'],
        [{ name: 'row_limit', override: { default: 10000 } }],
        ['order_desc'],
      ],
    },
    {
      label: 'Parameters',
      tab: 'customize',
      expanded: true,
      controlSetRows: [['significance_level'], ['pvalue_precision'], ['liftvalue_precision']],
    },
  ],
};

import type { ControlPanelConfig } from '../controls/types';
import { required } from '../controls/validators';

/** Superset's word cloud panel: the words' column and metric, then their sizes and rotation. */
export const wordCloudControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        ['series'],
        ['metric'],
        ['time_range'],
        ['adhoc_filters'],
        [{ name: 'row_limit', override: { default: 100 } }],
        ['sort_by_metric'],
      ],
    },
    {
      label: 'Options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [['size_from'], ['size_to'], ['rotation']],
    },
  ],
  controlOverrides: {
    series: {
      label: 'Dimension',
      description: 'The column whose values are the words.',
      clearable: false,
      initialValue: (datasource) =>
        datasource.columns.find((c) => c.groupby !== false && !c.is_dttm)?.column_name ?? null,
      validators: [required],
    },
  },
};

import type { ControlPanelConfig } from '../controls/types';
import { required } from '../controls/validators';

/** Superset's Chord Diagram panel (legacy): a source and a target column, one metric. */
export const chordControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'groupby',
            override: {
              label: 'Source',
              description: 'The column flows start from.',
              // One column, saved as its name, as Superset's chord.
              multiple: false,
              validators: [required],
            },
          },
        ],
        [
          {
            name: 'columns',
            override: {
              label: 'Target',
              description: 'The column flows go to.',
              multiple: false,
              columnFilter: 'groupable',
              validators: [required],
            },
          },
        ],
        ['metric'],
        ['time_range'],
        ['adhoc_filters'],
        [{ name: 'row_limit', override: { default: 10000 } }],
        ['sort_by_metric'],
      ],
    },
    {
      label: 'Chart options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [[{ name: 'y_axis_format', override: { label: 'Number format' } }]],
    },
  ],
};

import { defaultTemporalColumn, temporalColumns } from '../controls/datasource';
import type { ControlPanelConfig } from '../controls/types';
import { required } from '../controls/validators';
import { asArray } from '../shared/formData';

/** Superset's box plot panel: distribute across columns, group by dimensions, whisker options. */
export const boxPlotControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        ['columns'],
        [
          {
            name: 'time_grain_sqla',
            override: {
              // The grain buckets a temporal "distribute across" column.
              visibility: (formData, datasource) =>
                asArray<string>(formData.columns).some((c) => temporalColumns(datasource).includes(c)),
            },
          },
        ],
        ['groupby'],
        ['metrics'],
        ['time_range'],
        ['adhoc_filters'],
        ['whiskerOptions'],
      ],
    },
    {
      label: 'Chart options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [['x_axis_title'], ['y_axis_title'], ['x_ticks_layout'], ['number_format']],
    },
  ],
  controlOverrides: {
    columns: {
      initialValue: (datasource) => {
        const column = defaultTemporalColumn(datasource);
        return column ? [column] : [];
      },
      validators: [required],
    },
    groupby: { description: 'Categories to group by on the x-axis: one box each.' },
  },
};

import type { ControlDatasource, ControlPanelConfig } from '../controls/types';

/** Superset's GenericDataType.NUMERIC. */
const NUMERIC = 0;

/** A new histogram starts on the first numeric column (else the first column, for the user to change). */
function firstNumericColumn(datasource: ControlDatasource): string | null {
  const numeric = datasource.columns.find((c) => c.type_generic === NUMERIC);
  return (numeric ?? datasource.columns.find((c) => !c.is_dttm))?.column_name ?? null;
}

/** Superset's histogram panel: a numeric column, optional dimensions, the bins and their scale. */
export const histogramControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        ['column'],
        [{ name: 'groupby', override: { description: 'One series of bars per value.' } }],
        ['time_range'],
        ['adhoc_filters'],
        ['row_limit'],
      ],
    },
    {
      label: 'Options',
      tab: 'data',
      expanded: true,
      controlSetRows: [['bins'], ['normalize'], ['cumulative']],
    },
    {
      label: 'Chart options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        ['show_value'],
        ['show_legend'],
        ['x_axis_title'],
        ['y_axis_title'],
        [{ name: 'y_axis_format', override: { label: 'Y-axis format' } }],
      ],
    },
  ],
  controlOverrides: { column: { initialValue: firstNumericColumn } },
};

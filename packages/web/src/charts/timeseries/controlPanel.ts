import type { QueryFormData } from '@tessera/core';
import type { ControlPanelConfig } from '../controls/types';

const hasSortMetric = (formData: QueryFormData) => {
  const metric = formData.timeseries_limit_metric;
  return typeof metric === 'string' ? metric !== '' : Boolean(metric);
};

/** Bars and areas stack; lines, scatter, smooth and step show markers instead. */
const STACKABLE = new Set(['echarts_timeseries_bar', 'echarts_area']);

/** One panel for the time-series family; only the series-style option differs. */
export function timeseriesControlPanel(vizType: string): ControlPanelConfig {
  return {
    controlPanelSections: [
      {
        label: 'Query',
        tab: 'data',
        expanded: true,
        controlSetRows: [
          ['x_axis'],
          ['time_grain_sqla'],
          ['metrics'],
          [{ name: 'groupby', override: { description: 'One series per value.' } }],
          ['time_range'],
          ['adhoc_filters'],
          ['limit'],
          ['timeseries_limit_metric'],
          // As Superset: the direction only shows once a sort-by metric is chosen.
          [{ name: 'order_desc', override: { visibility: hasSortMetric } }],
          ['row_limit'],
        ],
      },
      {
        label: 'Annotations and Layers',
        tab: 'data',
        expanded: false,
        controlSetRows: [['annotation_layers']],
      },
      {
        label: 'Chart options',
        tab: 'customize',
        expanded: true,
        controlSetRows: [
          ['color_scheme'],
          ['show_legend'],
          [STACKABLE.has(vizType) ? 'stack' : 'markerEnabled'],
          ['xAxisLabelRotation'],
          ['y_axis_bounds'],
        ],
      },
    ],
  };
}

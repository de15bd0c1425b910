import { queryAOverrides } from '../controls/groups/mixed-timeseries';
import type { ControlPanelConfig } from '../controls/types';

/** Superset's Mixed Chart panel: the shared x-axis, then query A and query B, then each one's style. */
export const mixedTimeseriesControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Shared query fields',
      tab: 'data',
      expanded: true,
      controlSetRows: [['x_axis'], ['time_grain_sqla'], ['time_range']],
    },
    {
      label: 'Query A',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        ['metrics'],
        [{ name: 'groupby', override: { description: "One of query A's series per value." } }],
        ['adhoc_filters'],
        ['limit', 'timeseries_limit_metric'],
        ['order_desc'],
        ['row_limit'],
        ['truncate_metric'],
      ],
    },
    {
      label: 'Query B',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        ['metrics_b'],
        ['groupby_b'],
        ['adhoc_filters_b'],
        ['limit_b', 'timeseries_limit_metric_b'],
        ['order_desc_b'],
        ['row_limit_b'],
        ['truncate_metric_b'],
      ],
    },
    {
      label: 'Advanced analytics, query A',
      tab: 'data',
      controlSetRows: [
        ['rolling_type', 'rolling_periods'],
        ['time_compare', 'comparison_type'],
        ['resample_rule', 'resample_method'],
      ],
    },
    {
      label: 'Advanced analytics, query B',
      tab: 'data',
      controlSetRows: [
        ['rolling_type_b', 'rolling_periods_b'],
        ['time_compare_b', 'comparison_type_b'],
        ['resample_rule_b', 'resample_method_b'],
      ],
    },
    {
      label: 'Query A',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        ['seriesType', 'yAxisIndex'],
        ['stack', 'area'],
        ['opacity', 'markerSize'],
        ['markerEnabled', 'show_value'],
      ],
    },
    {
      label: 'Query B',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        ['seriesTypeB', 'yAxisIndexB'],
        ['stackB', 'areaB'],
        ['opacityB', 'markerSizeB'],
        ['markerEnabledB', 'show_valueB'],
      ],
    },
    {
      label: 'Chart options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        ['show_legend'],
        ['zoomable'],
        ['rich_tooltip', 'tooltipSortByMetric'],
        ['x_axis_time_format'],
      ],
    },
    {
      label: 'Y axes',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        ['y_axis_format', 'y_axis_bounds'],
        ['logAxis', 'truncateYAxis'],
        ['minorSplitLine'],
        ['y_axis_format_secondary', 'y_axis_bounds_secondary'],
        ['logAxisSecondary'],
        ['y_axis_title', 'yAxisTitleSecondary'],
      ],
    },
  ],
  controlOverrides: queryAOverrides(),
};

import { isPivotTableAggregate } from '@tessera/core';
import { temporalColumns } from '../controls/datasource';
import type { ControlPanelConfig } from '../controls/types';
import { required } from '../controls/validators';
import { asArray } from '../shared/formData';

/** Superset's Pivot Table panel, from the shared catalogue (its own controls in groups/pivot.ts). */
export const pivotTableControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        ['groupbyColumns'],
        ['groupbyRows'],
        ['time_grain_sqla'],
        ['metrics'],
        ['metricsLayout'],
        ['time_range'],
        ['adhoc_filters'],
        ['series_limit'],
        [
          {
            name: 'row_limit',
            override: { label: 'Cell limit', description: 'Limits the number of cells that get retrieved.' },
          },
        ],
        ['series_limit_metric'],
        [
          {
            name: 'order_desc',
            override: { label: 'Sort descending', description: 'Whether to sort descending or ascending' },
          },
        ],
      ],
    },
    {
      label: 'Options',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        ['aggregateFunction'],
        ['rowTotals'],
        ['rowSubTotals'],
        ['colTotals'],
        ['colSubTotals'],
        ['transposePivot'],
        ['combineMetric'],
      ],
    },
    {
      label: 'Options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        ['valueFormat'],
        ['currency_format'],
        ['date_format'],
        ['rowOrder'],
        ['colOrder'],
        ['rowSubtotalPosition'],
        ['colSubtotalPosition'],
        ['conditional_formatting'],
      ],
    },
  ],
  controlOverrides: {
    metrics: { validators: [required] },
    // Shown when a grouping is temporal (Superset's visibility).
    time_grain_sqla: {
      visibility: (formData, datasource) => {
        const temporal = temporalColumns(datasource);
        return [...asArray<string>(formData.groupbyColumns), ...asArray<string>(formData.groupbyRows)].some(
          (c) => temporal.includes(c),
        );
      },
    },
    aggregateFunction: {
      validators: [
        (value) =>
          value === undefined || isPivotTableAggregate(value) ? null : 'Choose an aggregation function.',
      ],
    },
  },
};

import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { buildTimeseriesQuery } from './buildQuery';
import { timeseriesControlPanel } from './controlPanel';
import { TIMESERIES_VARIANTS } from './metadata';
import { type TimeseriesChartProps, transformTimeseriesProps } from './transformProps';

const TimeseriesChart = lazy(() => import('./TimeseriesChart'));

/** One plugin per Superset viz_type of the ECharts time-series family, sharing every phase. */
export const timeseriesPlugins: readonly ChartPlugin<TimeseriesChartProps>[] = TIMESERIES_VARIANTS.map(
  (variant) => ({
    id: variant.id,
    metadata: variant.metadata,
    controlPanel: timeseriesControlPanel(variant.id),
    buildQuery: buildTimeseriesQuery,
    transformProps: transformTimeseriesProps,
    component: TimeseriesChart,
  }),
);

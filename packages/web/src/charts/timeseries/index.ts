import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { buildTimeseriesQuery } from './buildQuery';
import { timeseriesControlPanel } from './controlPanel';
import { chartImages } from './images.gen';
import { TIMESERIES_VARIANTS } from './metadata';
import type { TimeseriesChartProps } from './transformProps';

const TimeseriesChart = lazyChart(() => import('./TimeseriesChart'));

/** One plugin per Superset viz_type of the ECharts time-series family, sharing every phase. */
export const timeseriesPlugins: readonly ChartPlugin<TimeseriesChartProps>[] = TIMESERIES_VARIANTS.map(
  (variant) => ({
    id: variant.id,
    metadata: { ...variant.metadata, ...chartImages[variant.id] },
    controlPanel: timeseriesControlPanel(variant.id),
    buildQuery: buildTimeseriesQuery,
    loadTransformProps: lazyPhase(() =>
      import('./transformProps').then((module) => module.transformTimeseriesProps),
    ),
    component: TimeseriesChart,
  }),
);

import type { CoreChart } from '../types';
import { buildTimeseriesQuery } from './buildQuery';
import { TIMESERIES_VARIANTS } from './metadata';

export { buildTimeseriesQuery, isXAxisTemporal, xAxisColumn } from './buildQuery';
export { type SeriesStyle, TIMESERIES_VARIANTS, type TimeseriesVariant } from './metadata';

/** One chart per Superset viz_type of the ECharts time-series family, sharing buildQuery. */
export const timeseriesCharts: readonly CoreChart[] = TIMESERIES_VARIANTS.map((variant) => ({
  id: variant.id,
  metadata: variant.metadata,
  buildQuery: buildTimeseriesQuery,
}));

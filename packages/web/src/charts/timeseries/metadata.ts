export { type SeriesStyle, TIMESERIES_VARIANTS, type TimeseriesVariant } from '@tessera/core';

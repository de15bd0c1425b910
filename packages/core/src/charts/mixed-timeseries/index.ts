import type { CoreChart } from '../types';
import { buildMixedTimeseriesQuery } from './buildQuery';
import { mixedTimeseriesMetadata } from './metadata';

export { buildMixedTimeseriesQuery, queryBFormData } from './buildQuery';
export { QUERY_B_SUFFIX, removeFormDataSuffix, retainFormDataSuffix } from './form-data-suffix';
export { mixedTimeseriesMetadata } from './metadata';

export const mixedTimeseriesChart: CoreChart = {
  id: 'mixed_timeseries',
  metadata: mixedTimeseriesMetadata,
  buildQuery: buildMixedTimeseriesQuery,
};

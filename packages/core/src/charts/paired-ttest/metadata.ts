import type { ChartMetadata } from '../types';

/** Superset's Paired t-test Table (a legacy chart: it reads /superset/explore_json/). */
export const pairedTTestMetadata: ChartMetadata = {
  name: 'Paired t-test Table',
  category: 'Correlation',
  description:
    'Tables comparing each group’s time series with a control group: the lift and the p-value of a paired t-test, significant rows highlighted.',
  tags: ['Legacy', 'Statistical', 'Tabular'],
  behaviors: [],
  deprecated: false,
  useLegacyApi: true,
};

import type { ChartMetadata } from '../types';

/** Superset's Time-series Table (a legacy chart: it reads /superset/explore_json/). */
export const timeTableMetadata: ChartMetadata = {
  name: 'Time-series Table',
  category: 'Table',
  description:
    'One row per metric (or per group) with its latest value, a sparkline of its recent history and comparisons with earlier periods.',
  tags: ['Multi-Variables', 'Comparison', 'Legacy', 'Percentages', 'Tabular', 'Text', 'Trend'],
  behaviors: [],
  deprecated: false,
  useLegacyApi: true,
};

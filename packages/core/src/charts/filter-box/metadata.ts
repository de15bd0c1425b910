import type { ChartMetadata } from '../types';

/** Superset's legacy Filter Box (it reads /superset/explore_json/ for its choices). */
export const filterBoxMetadata: ChartMetadata = {
  name: 'Filter box',
  category: 'Tools',
  description:
    'A chart of dashboard filters: a select per configured column (its values, optionally ranked by a metric), a time range, time grain and time column; the chosen values filter the other charts.',
  tags: ['Legacy'],
  behaviors: ['NATIVE_FILTER'],
  deprecated: true,
  label: 'DEPRECATED',
  labelExplanation: 'Filter boxes are replaced by native filters, set in the dashboard’s filter bar.',
  useLegacyApi: true,
};

import type { ChartMetadata } from '../types';

export const tableMetadata: ChartMetadata = {
  name: 'Table',
  category: 'Table',
  description: 'Classic row-by-column table of raw records or aggregated metrics.',
  tags: ['Table', 'Tabular', 'Popular'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  deprecated: false,
  // As Superset's table: its experience is tested and verified.
  label: 'FEATURED',
  useLegacyApi: false,
};

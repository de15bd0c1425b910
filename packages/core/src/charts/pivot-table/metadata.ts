import type { ChartMetadata } from '../types';

export const pivotTableMetadata: ChartMetadata = {
  name: 'Pivot Table',
  category: 'Table',
  description:
    'Metrics summarised over two sets of dimensions, rows against columns, with totals and subtotals, sorted by key or value.',
  tags: ['Additive', 'Report', 'Tabular', 'Featured'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  deprecated: false,
  useLegacyApi: false,
};

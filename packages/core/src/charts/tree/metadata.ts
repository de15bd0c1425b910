import type { ChartMetadata } from '../types';

export const treeMetadata: ChartMetadata = {
  name: 'Tree Chart',
  category: 'Part of a Whole',
  description:
    'Several levels of a hierarchy as a familiar tree: each row is a node naming its parent, drawn left to right, top to bottom or radially.',
  tags: ['Categorical', 'ECharts', 'Multi-Levels', 'Relational', 'Structural', 'Featured'],
  behaviors: [],
  deprecated: false,
  useLegacyApi: false,
};

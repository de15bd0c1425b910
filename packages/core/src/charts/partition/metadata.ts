import type { ChartMetadata } from '../types';

/** Superset's Partition Chart (a legacy chart: it reads /superset/explore_json/). */
export const partitionMetadata: ChartMetadata = {
  name: 'Partition Chart',
  category: 'Part of a Whole',
  description:
    'A hierarchy of dimensions as nested rectangles (an icicle): each level splits its parent by the metric, so the share of every group is read at a glance.',
  tags: ['Categorical', 'Comparison', 'Legacy', 'Proportional'],
  behaviors: [],
  deprecated: false,
  useLegacyApi: true,
};
